// SPEC §1: what the service does — answers on the base URL, routes by path and method,
// debug pages with three tabs, the `main` firewall and the ownership filter in the log,
// and a stored profile for every request.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { elementWith, logRows, tabCount, title } from '../support/page.ts';

const test = suite('SPEC §1 the service');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

test('§1 answers HTTP requests on the base URL', async () => {
  const res = await get(server, '/items');
  assert.is(res.status, 200);
  assert.ok(res.body.includes('First item'), 'the items list page');
});

test('§1 routes by path: /items and /items/1 reach different handlers', async () => {
  const list = await get(server, '/items');
  const one = await get(server, '/items/1');
  assert.is(list.status, 200);
  assert.is(one.status, 200);
  assert.ok(one.body.includes('data-record="1"'), 'record page of item 1');
  assert.not.ok(list.body.includes('data-record='), 'the list page is not a record page');
});

test('§1 routes by method: POST /items is not routed like GET /items', async () => {
  assert.is((await get(server, '/items')).status, 200);
  assert.is((await send(server, 'POST', '/items')).status, 405);
});

test('§1 debug mode: an error response is a rich HTML page with Exceptions, Logs and Stack Traces tabs', async () => {
  const res = await get(server, '/server-status');
  assert.is(res.status, 404);
  assert.match(res.header('content-type') ?? '', /^text\/html/);
  assert.ok(title(res.body)?.endsWith('(404 Not Found)'));
  for (const tab of ['exceptions', 'logs', 'traces'] as const) {
    assert.ok(elementWith(res.body, `data-tab="${tab}"`), `tab ${tab}`);
    assert.type(tabCount(res.body, tab), 'number');
  }
});

test('§1 the firewall named main shows in the log of a request that reaches it', async () => {
  const rows = logRows((await get(server, '/items/99')).body).filter((row) => row.channel === 'security');
  assert.ok(rows.length > 0, 'security rows');
  for (const row of rows) assert.is((row.context as { firewall_name?: string }).firewall_name, 'main');
});

test('§1 the ownership-based data filter shows in the log', async () => {
  const rows = logRows((await get(server, '/server-status')).body);
  assert.ok(rows.some((row) => row.message.includes('App\\EventSubscriber\\FilterConfigurationSubscriber::onKernelRequest')), 'filter subscriber notified');
  assert.ok(rows.some((row) => row.message.includes('OwnershipFilter')), 'ownership filter deprecation');
});

test('§1 every request stores a profile: X-Debug-Token resolves in the profile store', async () => {
  for (const [method, path] of [['GET', '/server-status'], ['GET', '/items'], ['POST', '/items'], ['GET', '/items/99'], ['GET', '/items/']] as const) {
    const res = await send(server, method, path);
    const token = res.header('x-debug-token');
    assert.ok(token, `${method} ${path} has a token`);
    const profile = server.app.services.profiles.get(token!);
    assert.ok(profile, `${method} ${path} profile stored`);
    assert.is(profile!.url, `${server.base}${path}`);
    assert.is(profile!.method, method);
    assert.is(profile!.statusCode, res.status);
  }
});

test.run();
