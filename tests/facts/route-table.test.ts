// FACTS §6 with another route table (the --routes replacement): the 404/405 behaviour
// follows the table, the framework's own routes stay.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRouteTable } from '../../src/routing/route-table.ts';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { exceptionBlocks, headline } from '../support/page.ts';

const TABLE = {
  routes: [
    { name: 'ping', path: '/ping', methods: ['POST', 'PUT'], controller: 'App\\Controller\\PingController::ping', response: { type: 'page', title: 'Pong' } },
    { name: 'hello', path: '/hello/{name}', requirements: { name: '[a-z]+' }, controller: 'App\\Controller\\HelloController::hello', response: { type: 'page', title: 'Hello {name}' } },
  ],
};

const test = suite('FACTS §6 replaced route table');
let server: TestServer;
test.before(async () => {
  server = await startServer({ routes: parseRouteTable(TABLE) });
});
test.after(() => server.close());

test('FACTS §6 405 follows the table: GET /ping → Allow: POST, PUT', async () => {
  const res = await get(server, '/ping');
  assert.is(res.status, 405);
  assert.is(res.header('allow'), 'POST, PUT');
  assert.is(headline(res.body), `No route found for "GET ${server.base}/ping": Method Not Allowed (Allow: POST, PUT)`);
});

test('FACTS §6 the table\'s routes answer: POST /ping → 200 Pong, GET /hello/world → Hello world', async () => {
  const ping = await send(server, 'POST', '/ping');
  assert.is(ping.status, 200);
  assert.ok(ping.body.includes('Pong'));
  const hello = await get(server, '/hello/world');
  assert.is(hello.status, 200);
  assert.ok(hello.body.includes('Hello world'));
});

test('FACTS §6 the built-in business routes are gone: GET /items → 404', async () => {
  const res = await get(server, '/items');
  assert.is(res.status, 404);
  assert.is(exceptionBlocks(res.body)[1]?.message, 'No routes found for "/items/".');
});

test('FACTS §6 requirements of the table apply: /hello/World1 → 404', async () => {
  assert.is((await get(server, '/hello/World1')).status, 404);
});

test('FACTS §6 framework routes stay with another table: /_error/404 still previews', async () => {
  assert.is((await get(server, '/_error/404')).status, 404);
  const parameters = server.app.services.matcher.match('/_profiler/abc123', { method: 'GET', httpPort: 80 });
  assert.is(parameters._route, '_profiler');
});

test('FACTS §6 an invalid route table is refused', () => {
  assert.throws(() => parseRouteTable([{ name: 'x', path: 'no-slash', controller: 'C', response: { type: 'page', title: 't' } }]), /path/);
  assert.throws(() => parseRouteTable({ nope: true }), /Invalid route table/);
});

test.run();
