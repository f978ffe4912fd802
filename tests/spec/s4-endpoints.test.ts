// SPEC §4: the routing rules (trailing slash appended, 404, 405), the `_profiler` route,
// the profile link of unmatched-path responses, and the robots header on every response.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { exceptionBlocks } from '../support/page.ts';

const test = suite('SPEC §4 endpoints');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

test('§4 rule 1: /server-status is looked up as /server-status/', async () => {
  const cause = exceptionBlocks((await get(server, '/server-status')).body)[1];
  assert.is(cause?.message, 'No routes found for "/server-status/".');
});

test('§4 rule 1: the other exercised path, /config.json, is looked up as /config.json/', async () => {
  const cause = exceptionBlocks((await get(server, '/config.json')).body)[1];
  assert.is(cause?.message, 'No routes found for "/config.json/".');
});

test('§4 rule 1: the matcher itself reports the path with the slash appended', () => {
  try {
    server.app.services.matcher.match('/server-status', { method: 'GET', httpPort: 80 });
    assert.unreachable('no route should match');
  } catch (error) {
    assert.instance(error, Error);
    assert.is((error as Error).message, 'No routes found for "/server-status/".');
  }
});

test('§4 rule 2: when no route matches, the request ends in the 404 error', async () => {
  const res = await get(server, '/server-status');
  assert.is(res.status, 404);
  assert.is(exceptionBlocks(res.body)[0]?.type, 'Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException');
});

test('§4 rule 3: a route matching the path but not the method ends in the 405 error', async () => {
  const res = await send(server, 'POST', '/items');
  assert.is(res.status, 405);
  assert.is(exceptionBlocks(res.body)[0]?.type, 'Symfony\\Component\\HttpKernel\\Exception\\MethodNotAllowedHttpException');
});

test('§4 _profiler route: /_profiler/abc123 → _route _profiler, panelAction handler, token parameter', () => {
  const parameters = server.app.services.matcher.match('/_profiler/abc123', { method: 'GET', httpPort: 80 });
  assert.is(parameters._route, '_profiler');
  assert.is(parameters._controller, 'web_profiler.controller.profiler::panelAction');
  assert.is(parameters.token, 'abc123');
});

test('§4 _profiler route: route parameters are exactly _route, _controller, token', () => {
  const parameters = server.app.services.matcher.match('/_profiler/c17807', { method: 'GET', httpPort: 8000 });
  assert.equal(parameters, { _route: '_profiler', _controller: 'web_profiler.controller.profiler::panelAction', token: 'c17807' });
  assert.equal(Object.keys(parameters), ['_route', '_controller', 'token'], 'key order as logged (FACTS §2)');
});

test('§4 each unmatched-path response links to its profile: X-Debug-Token and X-Debug-Token-Link {base}/_profiler/<token>', async () => {
  for (const path of ['/server-status', '/config.json', '/.env']) {
    const res = await get(server, path);
    const token = res.header('x-debug-token');
    assert.ok(token, `${path} token`);
    assert.is(res.header('x-debug-token-link'), `${server.base}/_profiler/${token}`);
    assert.ok(server.app.services.profiles.get(token!), `${path} profile stored`);
  }
});

test('§4 response processing: X-Robots-Tag: noindex on every response', async () => {
  const cases: Array<[string, string, Record<string, string>, number]> = [
    ['GET', '/server-status', {}, 404],
    ['POST', '/items', {}, 405],
    ['GET', '/server-status', { host: 'bad host' }, 400],
    ['GET', '/items', {}, 200],
    ['GET', '/items/', {}, 301],
    ['HEAD', '/server-status', {}, 404],
    ['GET', '/', {}, 404],
  ];
  for (const [method, path, headers, status] of cases) {
    const res = await send(server, method, path, headers);
    assert.is(res.status, status, `${method} ${path} status`);
    assert.is(res.header('x-robots-tag'), 'noindex', `${method} ${path}`);
  }
});

test.run();
