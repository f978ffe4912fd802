// The web debug toolbar placeholder, injected before </body> of profiled HTML pages.
// It stays hidden while it fetches the real toolbar from /_wdt/{token} in the
// background (the page never waits for it), shows a "Loading…" notice only when the
// fetch is slow, retries a few times, and disappears for good on a 404 or a Cancel.
import { encoded, html, lastIndexOfTag, raw, type SafeHtml } from './html.ts';
import type { ChunkedText } from '../http/kernel-response.ts';
import { nonceAttribute, type Nonces } from './nonces.ts';

const STYLES = encoded(`
.sf-toolbar{position:fixed;left:0;right:0;bottom:0;z-index:99999;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#e3e6ea}
.sf-toolbar.sf-display-none,.sf-toolbar .sf-display-none{display:none!important}
.sf-toolbar .sf-toolbar-main{display:flex;align-items:center;gap:12px;min-height:36px;padding:4px 44px 4px 12px;background:#1d2430;box-shadow:0 -1px 4px rgba(0,0,0,.3)}
.sf-toolbar .sf-toolbar-loading p{margin:0;display:inline}
.sf-toolbar a{color:#9cc2ff}
.sf-toolbar button{font:inherit;color:inherit;background:#2c3440;border:1px solid #4a5463;border-radius:3px;padding:1px 8px;cursor:pointer}
.sf-toolbar .sf-minitoolbar{position:absolute;right:0;bottom:0}
.sf-toolbar .sf-toolbar-hide{position:absolute;right:6px;bottom:6px}
.sf-toolbar-clearer{height:36px}
`.trim());

// Defines Sfjs once per page (a page may carry several placeholders, and the toolbar
// fragment may bring its own Sfjs), then loads a toolbar by token. Plain ES5-ish code,
// no eval, no inline handlers: it runs under the nonce of its <script>.
const SCRIPT = encoded(`
(function () {
  'use strict';
  if (window.Sfjs && window.Sfjs.loadToolbar) return;
  var Sfjs = window.Sfjs = window.Sfjs || {};
  var scriptNonce = document.currentScript ? document.currentScript.nonce || '' : '';
  var MAX_ATTEMPTS = 5;

  // innerHTML does not run scripts; re-create them (with our nonce) so the fragment works.
  function runScripts(container) {
    Array.prototype.forEach.call(container.querySelectorAll('script'), function (old) {
      var script = document.createElement('script');
      if (scriptNonce) script.nonce = scriptNonce;
      script.textContent = old.textContent;
      old.parentNode.replaceChild(script, old);
    });
  }

  Sfjs.loadToolbar = function (token) {
    var root = document.getElementById('sfwdt' + token);
    if (!root) return;
    var byId = function (name) { return document.getElementById(name + '-' + token); };
    var main = byId('sfToolbarMainContent');
    var counter = byId('sfLoadCounter');
    var cancel = byId('sfLoadCancel');
    var hide = byId('sfToolbarHideButton');
    var toggler = byId('sfToolbarMiniToggler');
    var url = root.getAttribute('data-wdt-url');
    // The fragment's own styles must pass the page's CSP: send the page's nonces along.
    var styleElement = root.querySelector('style');
    var headers = { 'X-Requested-With': 'XMLHttpRequest' };
    if (scriptNonce) headers['X-SymfonyProfiler-Script-Nonce'] = scriptNonce;
    if (styleElement && styleElement.nonce) headers['X-SymfonyProfiler-Style-Nonce'] = styleElement.nonce;
    var attempt = 0, stopped = false, retryTimer = 0, controller = null;
    // The notice appears only if the toolbar is slow to come.
    var noticeTimer = setTimeout(function () { if (!stopped) root.classList.remove('sf-display-none'); }, 1000);

    function stop(visible) {
      stopped = true;
      clearTimeout(noticeTimer);
      clearTimeout(retryTimer);
      if (controller) controller.abort();
      root.classList.toggle('sf-display-none', !visible);
    }

    function retry() {
      if (stopped) return;
      if (attempt >= MAX_ATTEMPTS) { stop(false); return; }
      retryTimer = setTimeout(load, 500 * attempt);
    }

    function load() {
      if (stopped || !url) return;
      attempt += 1;
      if (counter) counter.textContent = String(attempt);
      controller = typeof AbortController === 'function' ? new AbortController() : null;
      fetch(url, { headers: headers, credentials: 'same-origin', signal: controller ? controller.signal : undefined })
        .then(function (response) {
          if (stopped) return;
          if (response.status === 404) { stop(false); return; }
          if (!response.ok) { retry(); return; }
          return response.text().then(function (markup) {
            if (stopped) return;
            stop(true);
            main.innerHTML = markup;
            runScripts(main);
          });
        }, function () { retry(); });
    }

    if (cancel) cancel.addEventListener('click', function () { stop(false); });
    if (hide) hide.addEventListener('click', function () {
      main.classList.add('sf-display-none');
      hide.classList.add('sf-display-none');
      if (toggler) { toggler.classList.remove('sf-display-none'); toggler.setAttribute('aria-expanded', 'false'); }
    });
    if (toggler) toggler.addEventListener('click', function () {
      main.classList.remove('sf-display-none');
      if (hide) hide.classList.remove('sf-display-none');
      toggler.classList.add('sf-display-none');
      toggler.setAttribute('aria-expanded', 'true');
    });
    load();
  };
})();
`.trim());

/** The placeholder as markup in pieces (its stylesheet and script kept encoded). */
export function renderToolbarPlaceholder(token: string, profilerPanelUrl: string, wdtUrl: string, nonces?: Nonces): SafeHtml {
  // The token is escaped like any value; inside the script that also keeps it from
  // closing the string literal (quotes become entities).
  return html`<div id="sfwdt${token}" class="sf-toolbar sf-display-none" role="region" aria-label="Symfony Web Debug Toolbar" data-toolbar-token="${token}" data-wdt-url="${wdtUrl}">
<div id="sfMiniToolbar-${token}" class="sf-minitoolbar"><button type="button" id="sfToolbarMiniToggler-${token}" class="sf-toolbar-toggler sf-display-none" title="Show the Symfony toolbar" aria-expanded="true">sf</button></div>
<div id="sfToolbarClearer-${token}" class="sf-toolbar-clearer"></div>
<div id="sfToolbarMainContent-${token}" class="sf-toolbar-main">
<div class="sf-toolbar-loading" role="status">
<p><strong>Loading&#8230;</strong> Loading the web debug toolbar&#8230;</p>
<p>Attempt #<span id="sfLoadCounter-${token}">1</span></p>
<p><button type="button" id="sfLoadCancel-${token}">Cancel</button></p>
<p><a href="${profilerPanelUrl}">Open the profiler</a></p>
</div>
</div>
<button type="button" id="sfToolbarHideButton-${token}" class="sf-toolbar-hide" title="Close the toolbar" aria-label="Close the toolbar">&#215;</button>
<style${nonceAttribute(nonces?.style)}>${STYLES}</style>
<script${nonceAttribute(nonces?.script)}>${SCRIPT}
Sfjs.loadToolbar('${token}');</script>
</div>`;
}

/** Puts the placeholder (markup) before the last </body> (any case); a page without one is left as it is. */
export function injectToolbar(body: string, placeholder: string | SafeHtml): string;
export function injectToolbar(body: string | ChunkedText, placeholder: string | SafeHtml): string | ChunkedText;
export function injectToolbar(body: string | ChunkedText, placeholder: string | SafeHtml): string | ChunkedText {
  const insert = html`\n${typeof placeholder === 'string' ? raw(placeholder) : placeholder}\n`;
  if (typeof body !== 'string') return body.insertBeforeLastClosing('body', insert);
  const at = lastIndexOfTag(body, '</body>');
  return at === -1 ? body : `${body.slice(0, at)}${insert.value}${body.slice(at)}`;
}
