import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToolbar } from '../../src/render/profiler/toolbar.ts';
import { attr, elementWith } from '../support/page.ts';
import { BASE, errorChild, profile404, textOf } from './fixtures.ts';

const fragment = renderToolbar(profile404(), [errorChild()], BASE);

test('FACTS §7 /_wdt fragment: START/END comments and data-toolbar-token root', () => {
  assert.ok(fragment.startsWith('<!-- START of Symfony Web Debug Toolbar -->'));
  assert.ok(fragment.endsWith('<!-- END of Symfony Web Debug Toolbar -->'));
  const root = elementWith(fragment, 'data-toolbar-token=');
  assert.is(attr(root!.open, 'data-toolbar-token'), 'c17807');
});

test('FACTS §7 /_wdt text: status, logs, security and Symfony details in order', () => {
  const text = textOf(fragment);
  const expected = [
    '404 HTTP status 404 Not Found Controller n/a Route name n/a Has session no Stateless Check no Forwarded to ErrorController ( 118d4e )',
    'Errors 1 Warnings 1 Deprecations 4',
    'Authenticated No Firewall name main',
    '5.4.53 Profiler token c17807 Environment dev Debug enabled PHP version 8.2.35 PHP SAPI cli-server',
  ];
  let from = 0;
  for (const part of expected) {
    const at = text.indexOf(part, from);
    assert.ok(at >= from, `${part} in ${text}`);
    from = at + part.length;
  }
});

test('FACTS §7 /_wdt links lead to the panels; styles scoped and nonce\'d when asked', () => {
  for (const panel of ['request', 'logger', 'security', 'config']) assert.ok(fragment.includes(`href="${BASE}/_profiler/c17807?panel=${panel}"`), panel);
  assert.ok(fragment.includes(`<a href="${BASE}/_profiler/118d4e">118d4e</a>`));
  assert.match(fragment, /<style>/);
  const withNonce = renderToolbar(profile404(), [], '', 'n0nce');
  assert.match(withNonce, /<style nonce="n0nce">/);
  assert.not.ok(withNonce.includes('Forwarded'));
  const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(fragment)![1]!;
  for (const rule of css.split('\n')) {
    if (rule.startsWith('@media')) continue;
    assert.ok(rule.startsWith('.sf-wdt'), rule);
  }
  const ok = renderToolbar(profile404({ statusCode: 200, log: [], request: { ...profile404().request, controller: 'App\\Controller\\ItemController::list', route: 'items_list' } }), [], '');
  assert.ok(textOf(ok).includes('Controller App\\Controller\\ItemController::list Route name items_list'));
  assert.ok(textOf(ok).includes('Errors 0 Warnings 0 Deprecations 2'));
});

test.run();
