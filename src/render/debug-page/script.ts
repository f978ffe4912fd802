// The debug page's script: ours, small, static, built once. It never uses eval or
// inline handlers (the page may run under a nonce-based CSP): it marks the document as
// scripted (which turns the collapsed/hidden states on), then attaches listeners for
// tabs, toggles, copy buttons and #trace-box-N links. Safe to include more than once.

const SCRIPT = `
(function () {
  'use strict';
  if (window.__debugPageScript) return;
  window.__debugPageScript = true;
  document.documentElement.classList.add('has-js');

  function ready(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }

  function setupTabs(container) {
    var buttons = Array.prototype.slice.call(container.querySelectorAll('[data-tab-button]'));
    function select(target, focus) {
      buttons.forEach(function (button) {
        var on = button === target;
        button.setAttribute('aria-selected', on ? 'true' : 'false');
        button.tabIndex = on ? 0 : -1;
        if (button.parentNode && button.parentNode.classList) button.parentNode.classList.toggle('is-active', on);
        var panel = document.getElementById(button.getAttribute('aria-controls'));
        if (panel) panel.classList.toggle('is-hidden', !on);
      });
      if (focus) target.focus();
    }
    var selected = buttons.filter(function (b) { return b.getAttribute('aria-selected') === 'true'; })[0] || buttons[0];
    if (selected) select(selected, false);
    container.classList.add('tabs-ready');
    buttons.forEach(function (button, i) {
      button.addEventListener('click', function () { select(button, false); });
      button.addEventListener('keydown', function (event) {
        var n = buttons.length, next = null;
        if (event.key === 'ArrowRight') next = buttons[(i + 1) % n];
        else if (event.key === 'ArrowLeft') next = buttons[(i - 1 + n) % n];
        else if (event.key === 'Home') next = buttons[0];
        else if (event.key === 'End') next = buttons[n - 1];
        if (next) { event.preventDefault(); select(next, true); }
      });
    });
  }

  function setExpanded(box, expanded) {
    box.classList.toggle('is-collapsed', !expanded);
    var toggle = box.querySelector('[data-toggle]');
    if (toggle) {
      toggle.setAttribute('aria-expanded', expanded ? 'true' : 'false');
      toggle.textContent = expanded ? 'Hide details' : 'Show details';
    }
  }

  // A #trace-box-N link opens its tab and its block.
  function reveal(id) {
    var box = id && document.getElementById(id);
    if (!box || !box.classList.contains('trace')) return;
    var panel = box.closest('[role="tabpanel"]');
    var tab = panel && document.getElementById(panel.getAttribute('aria-labelledby'));
    if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
    setExpanded(box, true);
  }

  function fallbackCopy(text) {
    var area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error('copy failed'));
  }

  function copy(text, button) {
    var label = button.textContent;
    var done = function (message) {
      button.textContent = message;
      setTimeout(function () { button.textContent = label; }, 1500);
    };
    var attempt = navigator.clipboard && window.isSecureContext
      ? navigator.clipboard.writeText(text).catch(function () { return fallbackCopy(text); })
      : fallbackCopy(text);
    attempt.then(function () { done('Copied!'); }, function () { done('Copy failed'); });
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var toggle = target.closest('[data-toggle]');
    if (toggle) {
      var box = toggle.closest('.trace');
      if (box) setExpanded(box, box.classList.contains('is-collapsed'));
      return;
    }
    var markdown = target.closest('[data-copy-markdown]');
    if (markdown) { copy(markdown.getAttribute('data-copy-markdown') || '', markdown); return; }
    var copyText = target.closest('[data-copy-target]');
    if (copyText) {
      var source = document.getElementById(copyText.getAttribute('data-copy-target'));
      if (source) copy(source.textContent || '', copyText);
      return;
    }
    var link = target.closest('a[href^="#trace-box-"]');
    if (link) reveal(link.getAttribute('href').slice(1));
  });

  window.addEventListener('hashchange', function () { reveal(location.hash.slice(1)); });

  ready(function () {
    Array.prototype.forEach.call(document.querySelectorAll('[data-tabs]'), setupTabs);
    reveal(location.hash.slice(1));
  });
})();
`.trim();

export function debugPageScript(): string {
  return SCRIPT;
}
