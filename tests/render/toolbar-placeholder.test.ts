import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { injectToolbar, renderToolbarPlaceholder } from '../../src/render/toolbar-placeholder.ts';
import { textOf } from './fixtures.ts';

const TOKEN = 'c17807';
const PANEL = `http://127.0.0.1:8000/_profiler/${TOKEN}?panel=request`;
const placeholder = renderToolbarPlaceholder(TOKEN, PANEL, `/_wdt/${TOKEN}`).value;

test('§1 toolbar placeholder root carries the token hooks and starts hidden', () => {
  assert.ok(placeholder.startsWith(`<div id="sfwdt${TOKEN}" class="sf-toolbar sf-display-none" role="region" aria-label="Symfony Web Debug Toolbar" data-toolbar-token="${TOKEN}"`));
  for (const id of ['sfMiniToolbar', 'sfToolbarMiniToggler', 'sfToolbarClearer', 'sfToolbarMainContent', 'sfLoadCounter', 'sfLoadCancel', 'sfToolbarHideButton']) {
    assert.ok(placeholder.includes(`id="${id}-${TOKEN}"`), id);
  }
  assert.is(placeholder.split(TOKEN).length - 1, 12, 'the token shows 12 times, as in the reference');
});

test('§1 toolbar placeholder texts, profiler link and loader call', () => {
  const text = textOf(placeholder.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ''));
  for (const words of ['Loading…', 'Loading the web debug toolbar…', 'Attempt # 1', 'Cancel']) assert.ok(text.includes(words), words);
  assert.ok(placeholder.includes(`<a href="${PANEL}">`));
  assert.ok(placeholder.includes(`Sfjs.loadToolbar('${TOKEN}');</script>`));
  assert.ok(placeholder.includes(`data-wdt-url="/_wdt/${TOKEN}"`));
  assert.match(placeholder, /if \(window\.Sfjs && window\.Sfjs\.loadToolbar\) return;/);
  assert.not.match(placeholder, /\son[a-z]+=/i);
  assert.not.match(placeholder, /nonce=/);
});

test('§1 toolbar placeholder puts the page nonces on its style and script', () => {
  const withNonce = renderToolbarPlaceholder(TOKEN, PANEL, `/_wdt/${TOKEN}`, { script: 'scr1pt', style: 'sty1e' }).value;
  const tags = withNonce.match(/<(style|script)\b[^>]*>/g) ?? [];
  assert.is(tags.length, 2);
  for (const tag of tags) assert.ok(tag.includes(tag.startsWith('<style') ? 'nonce="sty1e"' : 'nonce="scr1pt"'), tag);
});

test('§7 toolbar placeholder escapes a hostile token and URL', () => {
  const evil = `');alert(1);//<script>"`;
  const markup = renderToolbarPlaceholder(evil, `javascript:"><script>`, '/_wdt/x').value;
  assert.not.ok(markup.includes(`');alert`));
  assert.not.ok(markup.includes('<script>"'));
  assert.ok(markup.includes(`Sfjs.loadToolbar('&#039;);alert(1);//&lt;script&gt;&quot;');`));
});

test('§1 injectToolbar goes before the last </body>, any case', () => {
  assert.is(injectToolbar('<html><body>a</BODY></html>', 'T'), '<html><body>a\nT\n</BODY></html>');
  assert.is(injectToolbar('<body>x</body><!-- </body> -->y</Body>', 'T'), '<body>x</body><!-- </body> -->y\nT\n</Body>');
  assert.is(injectToolbar('{"json":true}', 'T'), '{"json":true}');
});

test.run();
