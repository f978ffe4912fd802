// The profiler's script: ours, small, static, built once. No eval, no inline handlers
// (it runs under the page's script nonce). It marks the document `.has-js`, then wires
// the Logs panel filters (message type, level, channel: rows are only hidden, never
// removed, so without JavaScript every row shows) and collapsible sections.

const SCRIPT = `
(function () {
  'use strict';
  if (window.__profilerScript) return;
  window.__profilerScript = true;
  document.documentElement.classList.add('has-js');

  function ready(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }

  function setupLogFilters(root) {
    var table = document.getElementById(root.getAttribute('data-log-filters'));
    if (!table) return;
    var rows = table.querySelectorAll('tbody tr[data-type]');
    var types = root.querySelectorAll('[data-log-type-filter]');
    var boxes = root.querySelectorAll('input[data-log-filter]');
    var empty = root.parentNode.querySelector('[data-log-empty]');

    function apply() {
      var type = 'all';
      each(types, function (button) { if (button.getAttribute('aria-pressed') === 'true') type = button.getAttribute('data-log-type-filter'); });
      var allowed = { level: {}, channel: {} }, counts = { level: 0, channel: 0 };
      each(boxes, function (box) {
        var kind = box.getAttribute('data-log-filter');
        if (box.checked && allowed[kind]) { allowed[kind][box.value] = true; counts[kind]++; }
      });
      each(root.querySelectorAll('[data-filter-count]'), function (el) { el.textContent = String(counts[el.getAttribute('data-filter-count')] || 0); });
      var shown = 0;
      each(rows, function (row) {
        var channel = row.getAttribute('data-log-channel') || '';
        var visible = (type === 'all' || row.getAttribute('data-type') === type) &&
          allowed.level[row.getAttribute('data-log-level')] === true &&
          (channel === '' || allowed.channel[channel] === true);
        row.hidden = !visible;
        if (visible) shown++;
      });
      if (empty) empty.hidden = shown > 0;
    }

    each(types, function (button) {
      button.addEventListener('click', function () {
        each(types, function (other) { other.setAttribute('aria-pressed', other === button ? 'true' : 'false'); });
        apply();
      });
    });
    each(boxes, function (box) { box.addEventListener('change', apply); });
    apply();
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest('[data-collapse-target]') : null;
    if (!target) return;
    var section = document.getElementById(target.getAttribute('data-collapse-target'));
    if (!section) return;
    var expanded = target.getAttribute('aria-expanded') !== 'false';
    target.setAttribute('aria-expanded', expanded ? 'false' : 'true');
    target.textContent = expanded ? 'Show' : 'Hide';
    section.hidden = expanded;
  });

  ready(function () { each(document.querySelectorAll('[data-log-filters]'), setupLogFilters); });
})();
`.trim();

export function profilerScript(): string {
  return SCRIPT;
}
