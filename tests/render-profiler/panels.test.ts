import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderPanel } from '../../src/render/profiler/panels/index.ts';
import { queryParameters } from '../../src/render/profiler/panels/request.ts';
import { PANELS } from '../../src/render/profiler/types.ts';
import { logRows } from '../support/page.ts';
import { CONTAINER_DEPRECATIONS, GUARD_DEPRECATION, OWNERSHIP_DEPRECATION, panelData, profile404, textOf } from './fixtures.ts';

const data = panelData();

test('§2 renderPanel leaves the exception panel to the exception fragment', () => {
  assert.is(renderPanel('exception', data), '');
  for (const panel of PANELS) if (panel !== 'exception') assert.ok(renderPanel(panel, data).length > 0, panel);
});

test('§2 request panel: headers, decoded query, attributes as JSON, response headers, controller and route n/a', () => {
  const markup = renderPanel('request', data);
  assert.ok(markup.startsWith('<h2>Request / Response</h2>'));
  const text = textOf(markup);
  for (const part of ['Query Parameters', 'b x y z', 'flag', 'Request Attributes', '_stopwatch_token "abc"', 'n 3', 'Request Headers', 'host 127.0.0.1:8000', 'Response Headers', 'Content-Type text/html; charset=UTF-8', 'X-Debug-Token c17807', 'Controller n/a', 'Route name n/a', '404 Not Found', 'No route parameters']) {
    assert.ok(text.includes(part), part);
  }
  assert.equal(queryParameters('?a=1&b=x%20y+z&flag&bad=%E0%A4%A'), [['a', '1'], ['b', 'x y z'], ['flag', ''], ['bad', '%E0%A4%A']]);
});

test('§3 logger panel: heading, tabs All messages / Errors 1 (active) / Deprecations 4, level and channel filters', () => {
  const markup = renderPanel('logger', data);
  assert.ok(markup.startsWith('<h2>Log Messages</h2>'));
  const tabs = [...markup.matchAll(/<button [^>]*data-log-type-filter="(\w+)" aria-pressed="(\w+)">([\s\S]*?)<\/button>/g)].map((m) => [m[1], m[2], textOf(m[3]!)]);
  assert.equal(tabs, [['all', 'false', 'All messages'], ['error', 'true', 'Errors 1'], ['deprecation', 'false', 'Deprecations 4']]);
  const levels = [...markup.matchAll(/data-log-filter="level" value="(\w+)" checked/g)].map((m) => m[1]);
  assert.equal(levels, ['DEBUG', 'INFO', 'NOTICE', 'WARNING', 'ERROR', 'CRITICAL', 'ALERT', 'EMERGENCY']);
  const channels = [...markup.matchAll(/<label><input type="checkbox" data-log-filter="channel" value="(\w+)"( checked)?> (\w+)<\/label>/g)].map((m) => [m[1], m[2] === ' checked', m[3]]);
  assert.equal(channels, [['app', true, 'App'], ['event', false, 'Event'], ['php', true, 'Php'], ['request', true, 'Request']]);
  assert.ok(textOf(markup).includes('Time Message'));
});

test('§3 logger panel rows: container deprecations first, then the log stably sorted by millisecond', () => {
  const markup = renderPanel('logger', data);
  const rows = logRows(markup);
  assert.is(rows.length, CONTAINER_DEPRECATIONS.length + profile404().log.length);
  assert.equal(rows.map((r) => r.message.slice(0, 40)), [
    CONTAINER_DEPRECATIONS[0]!.message.slice(0, 40),
    CONTAINER_DEPRECATIONS[1]!.message.slice(0, 40),
    'Notified event "kernel.request" to liste', // ValidateRequestListener (+3 ms)
    'Notified event "kernel.request" to liste', // RouterListener (+5 ms, written first)
    'Uncaught PHP Exception NotFoundHttpExcep',
    OWNERSHIP_DEPRECATION.slice(0, 40),
    GUARD_DEPRECATION.slice(0, 40),
    'Something odd',
  ]);
  assert.ok(rows[2]!.message.includes('ValidateRequestListener'));
  assert.ok(rows[3]!.message.includes('RouterListener'));
  assert.equal(rows.map((r) => r.time), ['09:14:43.000', '09:14:43.000', '09:14:45.003', '09:14:45.005', '09:14:45.005', '09:14:45.007', '09:14:45.009', '09:14:45.009']);
  assert.equal(rows[3]!.context, { event: 'kernel.request', listener: 'Symfony\\Component\\HttpKernel\\EventListener\\RouterListener::onKernelRequest' });
  assert.is(rows[7]!.context, undefined);
  assert.ok(markup.includes('<pre class="log-context">{\n    &quot;exception&quot;: {}\n}</pre>'));
});

test('§3 logger panel row attributes: data-type, data-priority, data-channel and badges', () => {
  const markup = renderPanel('logger', data);
  const rows = [...markup.matchAll(/<tr (data-log-level[^>]*)>([\s\S]*?)<\/tr>/g)].map((m) => ({ open: m[1]!, badge: /<span class="pf-tag[^"]*">(\w+)<\/span>/.exec(m[2]!)?.[1] }));
  assert.match(rows[0]!.open, /^data-log-level="DEBUG" data-log-channel="" data-type="deprecation" data-priority="100" data-channel=""$/);
  assert.is(rows[0]!.badge, 'deprecation');
  assert.match(rows[2]!.open, /data-log-channel="event" data-type="regular" data-priority="100" data-channel="event"/);
  assert.is(rows[2]!.badge, 'debug');
  assert.match(rows[4]!.open, /data-log-level="ERROR" data-log-channel="request" data-type="error" data-priority="400"/);
  assert.is(rows[4]!.badge, 'error');
  assert.match(rows[5]!.open, /data-log-level="INFO" data-log-channel="php" data-type="deprecation" data-priority="200"/);
  assert.is(rows[7]!.badge, 'warning');
});

test('§3 logger panel: without errors the default view is All messages', () => {
  const markup = renderPanel('logger', panelData(profile404({ log: [] }), { containerDeprecations: [] }));
  assert.ok(markup.includes('No log messages.'));
  const calm = renderPanel('logger', panelData(profile404({ log: profile404().log.filter((r) => r.level !== 'ERROR') })));
  assert.match(calm, /data-log-type-filter="all" aria-pressed="true"/);
  assert.ok(textOf(calm).includes('Errors 0'));
});

test('§4 Events panel counts: Called Listeners, Not Called Listeners, Orphaned Events 0', () => {
  const markup = renderPanel('events', data);
  assert.ok(markup.startsWith('<h2>Event Dispatcher</h2>'));
  const text = textOf(markup);
  assert.ok(text.includes('Called Listeners 7'), text);
  assert.ok(text.includes('Not Called Listeners 2'));
  assert.ok(text.includes('Orphaned Events 0'));
});

test('§4 Events panel: events in order of first dispatch, listeners in call order grouped by request', () => {
  const markup = renderPanel('events', data);
  const events = [...markup.matchAll(/<h4 data-event="([^"]+)">/g)].map((m) => m[1]);
  assert.equal(events, ['kernel.request', 'kernel.exception', 'kernel.controller', 'kernel.response']);
  const request = markup.slice(markup.indexOf('data-event="kernel.request"'), markup.indexOf('data-event="kernel.exception"'));
  const text = textOf(request);
  assert.match(text, /main request 2048 Symfony\\Component\\HttpKernel\\EventListener\\DebugHandlersListener::configure 32 Symfony\\Component\\HttpKernel\\EventListener\\RouterListener::onKernelRequest sub-request #1 2048 .*DebugHandlersListener::configure 32 .*RouterListener::onKernelRequest/);
  assert.not.ok(text.includes('FilterConfigurationSubscriber'), 'not-called call rows are not in the called table');
  const notCalled = textOf(markup.slice(markup.lastIndexOf('Not Called Listeners')));
  assert.ok(notCalled.includes('kernel.view 0 Some\\Listener::onView'));
});

test('§7 Routing panel of the 404: (none) matched, path to match, method, one row per route with its log', () => {
  const markup = renderPanel('router', data);
  assert.ok(markup.startsWith('<h2>Routing</h2>'));
  const text = textOf(markup);
  assert.ok(text.includes('Matched route (none)'));
  assert.ok(text.includes('Path to match: /server-status'));
  assert.ok(text.includes('HTTP method GET'));
  assert.ok(text.includes('Route name Path Log'));
  assert.ok(text.includes('items_list /items Path does not match'));
  assert.ok(text.includes('items_show /items/{id} Method does not match any of the required methods (GET, HEAD)'));
  assert.ok(text.includes('_profiler /_profiler/{token} Route matches!'));
  assert.ok(text.includes('_wdt /_wdt/{token} Path almost matches (trailing slash)'));
  assert.match(markup, /<tr class="pf-route-match" data-route="_profiler">/);
  const matched = renderPanel('router', panelData(profile404({ request: { ...profile404().request, route: 'items_list' } })));
  assert.ok(textOf(matched).includes('Matched route items_list'));
});

test('§2 Performance panel: total time and per listener durations', () => {
  const markup = renderPanel('time', data);
  const text = textOf(markup);
  assert.ok(text.includes('Total execution time 42.3 ms'));
  assert.ok(text.includes('kernel.request 4 1.0 ms'));
  assert.ok(text.includes('main request kernel.exception Symfony\\Component\\HttpKernel\\EventListener\\ErrorListener::onKernelException 0.3 ms'));
});

test('FACTS §5 security panel strings', () => {
  const text = textOf(renderPanel('security', data));
  for (const part of [
    'There is no security token.',
    'Name main',
    'Security enabled yes',
    'Stateless no',
    'provider security.user.provider.concrete.users_in_memory',
    'context main',
    'entry_point security.authenticator.guard.main.0',
    'authenticators [ "guard" ]',
    'No security listeners have been recorded. Check that debugging is enabled in the kernel.',
    'affirmative',
  ]) {
    assert.ok(text.includes(part), part);
  }
});

test('§2 configuration panel: Symfony 5.4.53, dev, debug enabled, PHP 8.2.35 cli-server, and no machine-dependent version', () => {
  const text = textOf(renderPanel('config', data));
  for (const part of ['Symfony version 5.4.53', 'Environment dev', 'Debug enabled', 'PHP version 8.2.35', 'PHP SAPI cli-server']) {
    assert.ok(text.includes(part), part);
  }
  assert.not.ok(text.includes(process.version), 'the Node.js version differs across machines: not on a fixture-stable panel');
});

test('§2 cache, twig and debug panels say no data was collected', () => {
  for (const [panel, heading] of [['cache', 'Cache'], ['twig', 'Twig'], ['debug', 'Debug']] as const) {
    const markup = renderPanel(panel, data);
    assert.ok(markup.startsWith(`<h2>${heading}</h2>`), panel);
    assert.ok(markup.includes('No data was collected for this panel by this stand-in.'), panel);
  }
});

test.run();
