// The profiler panel page GET /_profiler/<token> of a 404, served by a real server
// (FACTS §2, §3, §4, §7; MARKUP.md profiler hooks).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { elementsWith, exceptionBlocks, headline, logRows, tabCount, title } from '../support/page.ts';
import { FROZEN, panelOf, summaryOf, tableRows, visibleText } from './helpers.ts';

const test = suite('profiler panel');
let server: TestServer;
/** The 404 of /server-status: main token and the error sub-request's token. */
let token: string;
let subToken: string;

const L = 'Symfony\\Component\\HttpKernel\\EventListener\\';
const CONTAINER_DEPRECATIONS = [
  'The "App\\Security\\ApiTokenAuthenticator" class extends "Symfony\\Component\\Security\\Guard\\AbstractGuardAuthenticator" that is deprecated since Symfony 5.3, use the new authenticator system instead.',
  'Since symfony/security-guard 5.3: The "Symfony\\Component\\Security\\Guard\\Authenticator\\GuardBridgeAuthenticator" class is deprecated, use the new authenticator system instead.',
];

test.before(async () => {
  server = await startServer({ clock: FROZEN });
  const res = await get(server, '/server-status');
  assert.is(res.status, 404);
  token = res.header('x-debug-token')!;
  subToken = res.header('x-previous-debug-token')!;
});
test.after(() => server.close());

const panelPage = (t: string, panel?: string) => get(server, `/_profiler/${t}${panel === undefined ? '' : `?panel=${panel}`}`);

test('FACTS §2 profiler panel of a 404 answers 200 with <title>Symfony Profiler</title>', async () => {
  const page = await panelPage(token);
  assert.is(page.status, 200);
  assert.is(title(page.body), 'Symfony Profiler');
});

test('FACTS §2 profiler panel headers: Content-Type, Cache-Control, 32-hex nonces, X-Robots-Tag, Expires = Date, no X-Debug-Token', async () => {
  const page = await panelPage(token);
  assert.is(page.header('content-type'), 'text/html; charset=UTF-8');
  assert.is(page.header('cache-control'), 'max-age=0, must-revalidate, private');
  assert.match(page.header('x-symfonyprofiler-script-nonce') ?? '', /^[0-9a-f]{32}$/);
  assert.match(page.header('x-symfonyprofiler-style-nonce') ?? '', /^[0-9a-f]{32}$/);
  assert.is(page.header('x-robots-tag'), 'noindex');
  assert.ok(page.header('date'), 'Date header');
  assert.is(page.header('expires'), page.header('date'));
  assert.is(page.header('x-debug-token'), undefined, 'profiler pages are not profiled');
  assert.is(page.header('x-debug-token-link'), undefined);
  assert.is(page.header('x-previous-debug-token'), undefined);
});

test('FACTS §2 profiler panel summary hooks: token, url {base}/server-status, method GET, status 404, time', async () => {
  const summary = summaryOf((await panelPage(token)).body);
  assert.ok(summary, 'data-profile-token element');
  assert.is(summary!.token, token);
  assert.is(summary!.url, `${server.base}/server-status`);
  assert.is(summary!.method, 'GET');
  assert.is(summary!.status, '404');
  assert.is(summary!.time, 'Sat, 21 Nov 2026 09:14:45 +0000');
});

test('FACTS §2 profiler panel summary shows Forwarded to ErrorController (<X-Previous-Debug-Token>)', async () => {
  const summary = summaryOf((await panelPage(token)).body)!;
  assert.match(subToken, /^[0-9a-f]{6}$/);
  assert.ok(summary.text.includes(`Forwarded to ErrorController (${subToken})`), summary.text);
});

test('FACTS §2 profiler panel default panel of a 404 is exception; ?panel=exception gives the same panel', async () => {
  const byDefault = await panelPage(token);
  const explicit = await panelPage(token, 'exception');
  assert.is(panelOf(byDefault.body)?.name, 'exception');
  assert.is(explicit.status, 200);
  assert.is(panelOf(explicit.body)?.name, 'exception');
  assert.equal(exceptionBlocks(explicit.body), exceptionBlocks(byDefault.body));
  assert.equal(summaryOf(explicit.body), summaryOf(byDefault.body));
});

test('FACTS §2 profiler panel of a profile without exception (GET /items) defaults to request', async () => {
  const res = await get(server, '/items');
  assert.is(res.status, 200);
  const page = await panelPage(res.header('x-debug-token')!);
  assert.is(page.status, 200);
  assert.is(panelOf(page.body)?.name, 'request');
  assert.is(summaryOf(page.body)?.status, '200');
});

test('FACTS §2 profiler panel menu labels in order, with Exception 1 and Logs 1 badges for the 404', async () => {
  const page = await panelPage(token);
  const labels = elementsWith(page.body, 'data-menu=').map(({ inner }) => visibleText(inner));
  assert.equal(labels, ['Request / Response', 'Performance', 'Exception 1', 'Logs 1', 'Events', 'Routing', 'Cache', 'Security', 'Twig', 'Debug', 'Configuration']);
});

test('FACTS §2 profiler exception panel shows the 404 exception block: 2 blocks, positions 2/2 then 1/2, headline', async () => {
  const page = await panelPage(token);
  const panel = panelOf(page.body)!;
  assert.ok(visibleText(panel.inner).startsWith('Exceptions'), 'panel heading Exceptions');
  const blocks = exceptionBlocks(panel.inner);
  assert.is(blocks.length, 2);
  assert.equal(blocks.map((b) => [b.type, b.position]), [
    ['Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException', '2/2'],
    ['Symfony\\Component\\Routing\\Exception\\ResourceNotFoundException', '1/2'],
  ]);
  assert.is(blocks[1]!.message, 'No routes found for "/server-status/".');
  assert.is(headline(panel.inner), `No route found for "GET ${server.base}/server-status"`);
  assert.is(tabCount(panel.inner, 'exceptions'), 2);
  assert.is(tabCount(panel.inner, 'traces'), 2);
});

test('FACTS §2 profiler exception panel Logs tab counts 0 errors (the panel request logs no error)', async () => {
  const page = await panelPage(token, 'exception');
  assert.is(tabCount(page.body, 'logs'), 0);
  const rows = logRows(page.body);
  assert.ok(rows.length > 0, 'the panel request has log rows');
  assert.is(rows.filter((r) => ['ERROR', 'CRITICAL', 'ALERT', 'EMERGENCY'].includes(r.level)).length, 0);
  assert.equal([...new Set(rows.map((r) => r.level))].sort(), ['DEBUG', 'INFO']);
});

test('FACTS §3 profiler ?panel=logger shows the profiled 404 request\'s own log', async () => {
  const page = await panelPage(token, 'logger');
  assert.is(page.status, 200);
  const panel = panelOf(page.body)!;
  assert.is(panel.name, 'logger');
  const rows = logRows(panel.inner);
  // the container deprecations come first, channel ""
  assert.equal(rows.slice(0, 2).map((r) => [r.channel, r.message]), CONTAINER_DEPRECATIONS.map((m) => ['', m]));
  // the profiled request's ERROR row, not the panel request's "Matched route" rows
  const errors = rows.filter((r) => r.level === 'ERROR');
  assert.is(errors.length, 1);
  assert.is(errors[0]!.channel, 'request');
  assert.ok(
    errors[0]!.message.startsWith(`Uncaught PHP Exception Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException: "No route found for "GET ${server.base}/server-status"" at `),
    errors[0]!.message,
  );
  assert.ok(rows.some((r) => r.level === 'DEBUG' && r.channel === 'event'
    && r.message === `Listener "${L}ErrorListener::onKernelException" stopped propagation of the event "kernel.exception".`), 'stopped propagation row');
  assert.not.ok(rows.some((r) => r.message.startsWith('Matched route')), 'no Matched route: the 404 matched nothing');
  assert.not.ok(rows.some((r) => r.message.includes('kernel.terminate')), 'no kernel.terminate rows');
  assert.is(rows.filter((r) => r.channel === 'php' && r.message.startsWith('User Deprecated: ')).length, 2);
  assert.is(rows.length, 73, 'FACTS §3: 73 rows');
});

test('FACTS §3 profiler ?panel=logger filter counts: Errors 1, Deprecations 4', async () => {
  const text = visibleText(panelOf((await panelPage(token, 'logger')).body)!.inner);
  assert.ok(text.includes('Errors 1'), 'Errors 1');
  assert.ok(text.includes('Deprecations 4'), 'Deprecations 4');
});

test('FACTS §4 profiler ?panel=events lists Called Listeners 68 for the 404, with priorities', async () => {
  const page = await panelPage(token, 'events');
  assert.is(page.status, 200);
  const panel = panelOf(page.body)!;
  assert.is(panel.name, 'events');
  assert.ok(visibleText(panel.inner).includes('Called Listeners 68'), 'Called Listeners 68');
  const rows = tableRows(panel.inner);
  const has = (priority: string, listener: string) => rows.some((r) => r.length >= 2 && r[0] === priority && r[1] === listener);
  assert.ok(has('2048', `${L}DebugHandlersListener::configure`), 'DebugHandlersListener::configure (2048)');
  assert.ok(has('32', `${L}RouterListener::onKernelRequest`), 'RouterListener::onKernelRequest (32)');
  assert.ok(has('8', 'Symfony\\Bundle\\SecurityBundle\\Debug\\TraceableFirewallListener::onKernelRequest'), 'firewall (8)');
  assert.ok(has('-128', `${L}ErrorListener::onKernelException`), 'ErrorListener::onKernelException (-128)');
  assert.ok(has('-64', `${L}RouterListener::onKernelException`), 'RouterListener::onKernelException (-64)');
  assert.ok(has('-1024', `${L}ProfilerListener::onKernelTerminate`), 'ProfilerListener::onKernelTerminate (-1024)');
});

test('FACTS §7 profiler ?panel=router of the 404: Path to match /server-status, matched (none), every route Path does not match', async () => {
  const page = await panelPage(token, 'router');
  assert.is(page.status, 200);
  const panel = panelOf(page.body)!;
  assert.is(panel.name, 'router');
  const text = visibleText(panel.inner);
  assert.ok(text.includes('Path to match: /server-status'), text.slice(0, 300));
  assert.match(text, /Matched route \(none\)/);
  const routes = tableRows(panel.inner).filter((r) => r.length === 3 && r[0] !== 'Route name');
  const names = routes.map((r) => r[0]);
  for (const name of ['_wdt', '_profiler_home', '_profiler', '_profiler_search_results', 'items_list', 'items_show']) assert.ok(names.includes(name), name);
  for (const r of routes) assert.is(r[2], 'Path does not match', r[0]);
});

test('FACTS §7 profiler ?panel=router of GET /items: Route matches! for items_list', async () => {
  const t = (await get(server, '/items')).header('x-debug-token')!;
  const panel = panelOf((await panelPage(t, 'router')).body)!;
  const text = visibleText(panel.inner);
  assert.ok(text.includes('Path to match: /items'), text.slice(0, 300));
  assert.match(text, /Matched route items_list/);
  const routes = tableRows(panel.inner).filter((r) => r.length === 3);
  assert.equal(routes.find((r) => r[0] === 'items_list')?.[2], 'Route matches!');
  assert.equal(routes.filter((r) => r[2] === 'Route matches!').map((r) => r[0]), ['items_list']);
});

test('FACTS §2 profiler ?panel=request lists the request and the response headers of the profiled 404', async () => {
  const page = await panelPage(token, 'request');
  assert.is(page.status, 200);
  const panel = panelOf(page.body)!;
  assert.is(panel.name, 'request');
  const rows = tableRows(panel.inner).filter((r) => r.length === 2);
  const value = (name: string) => rows.find((r) => r[0]!.toLowerCase() === name.toLowerCase())?.[1];
  const text = visibleText(panel.inner);
  assert.ok(text.includes('Request Headers'), 'Request Headers');
  assert.ok(text.includes('Response Headers'), 'Response Headers');
  assert.is(value('host'), server.host);
  assert.is(value('content-type'), 'text/html; charset=UTF-8');
  assert.is(value('x-debug-token'), token);
  assert.is(value('x-previous-debug-token'), subToken);
  assert.is(value('cache-control'), 'no-cache, private');
});

test('FACTS §2 profiler unknown panel answers 404', async () => {
  const page = await panelPage(token, 'no-such-panel');
  assert.is(page.status, 404);
});

test('FACTS §7 GET /_profiler/latest answers 200 with the panel of the newest profile', async () => {
  const res = await get(server, '/items');
  const newest = res.header('x-debug-token')!;
  assert.is(server.app.services.profiles.newest()?.token, newest);
  const page = await get(server, '/_profiler/latest');
  assert.is(page.status, 200);
  assert.is(summaryOf(page.body)?.token, newest);
  assert.is(summaryOf(page.body)?.url, `${server.base}/items`);
  assert.is(panelOf(page.body)?.name, 'request');
});

const OTHERS: Array<{ name: string; method: string; path: string; headers: Record<string, string>; status: number; panel: string }> = [
  { name: '405 POST /items', method: 'POST', path: '/items', headers: {}, status: 405, panel: 'exception' },
  { name: '400 Host: bad host', method: 'GET', path: '/items', headers: { host: 'bad host' }, status: 400, panel: 'exception' },
  { name: 'controller 404 GET /items/99', method: 'GET', path: '/items/99', headers: {}, status: 404, panel: 'exception' },
  { name: '301 GET /items/', method: 'GET', path: '/items/', headers: {}, status: 301, panel: 'request' },
];

for (const c of OTHERS) {
  test(`FACTS §6 §7 profiler panel of the ${c.name} shows status ${c.status} and default panel ${c.panel}`, async () => {
    const res = await send(server, c.method, c.path, c.headers);
    assert.is(res.status, c.status);
    const t = res.header('x-debug-token')!;
    assert.match(t, /^[0-9a-f]{6}$/);
    const page = await panelPage(t);
    assert.is(page.status, 200);
    const summary = summaryOf(page.body)!;
    assert.is(summary.token, t);
    assert.is(summary.status, String(c.status));
    assert.is(summary.method, c.method);
    assert.is(panelOf(page.body)?.name, c.panel);
  });
}

test('FACTS §6 profiler exception panel of GET /items/99 shows the single controller exception', async () => {
  const t = (await get(server, '/items/99')).header('x-debug-token')!;
  const blocks = exceptionBlocks(panelOf((await panelPage(t)).body)!.inner);
  assert.equal(blocks.map((b) => [b.type, b.position, b.message]), [['Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException', '1/1', 'Item 99 not found']]);
});

test('FACTS §6 profiler panel of the 405 shows its MethodNotAllowedHttpException chain', async () => {
  const t = (await send(server, 'POST', '/items')).header('x-debug-token')!;
  const page = await panelPage(t);
  assert.is(headline(page.body), `No route found for "POST ${server.base}/items": Method Not Allowed (Allow: GET)`);
  assert.equal(exceptionBlocks(page.body).map((b) => b.type), [
    'Symfony\\Component\\HttpKernel\\Exception\\MethodNotAllowedHttpException',
    'Symfony\\Component\\Routing\\Exception\\MethodNotAllowedException',
  ]);
});

test('FACTS §6 profiler panel of the 400 Host: bad host is linked relatively and shows Invalid Host', async () => {
  const res = await get(server, '/items', { host: 'bad host' });
  const t = res.header('x-debug-token')!;
  assert.is(res.header('x-debug-token-link'), `/_profiler/${t}`);
  assert.is(headline((await panelPage(t)).body), 'Invalid Host "bad host".');
});

test.run();
