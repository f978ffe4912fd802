// FACTS §6: other statuses and routing — HEAD, Accept: application/json, the trailing
// slash redirect and its cookie, toggled lookups, raw percent-encoding, the welcome page,
// the error preview, the controller 404, the fragment path and the method override.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { exceptionBlocks, headline, tabCount, textOf, title } from '../support/page.ts';

const test = suite('FACTS §6 statuses and routing');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

const names = (list: Array<[string, string]>) => list.map(([n]) => n);

test('FACTS §6 HEAD /server-status: 404, same headers as GET (X-Debug-Exception says HEAD), empty body', async () => {
  const head = await send(server, 'HEAD', '/server-status');
  const getRes = await get(server, '/server-status');
  assert.is(head.status, 404);
  assert.is(head.body, '');
  assert.equal(names(head.headerList), names(getRes.headerList));
  assert.is(head.header('x-debug-exception'), `No%20route%20found%20for%20%22HEAD%20http%3A%2F%2F127.0.0.1%3A${server.port}%2Fserver-status%22`);
});

test('FACTS §6 Accept: application/json still gets the HTML 404', async () => {
  const res = await get(server, '/server-status', { accept: 'application/json' });
  assert.is(res.status, 404);
  assert.is(res.header('content-type'), 'text/html; charset=UTF-8');
  assert.is(headline(res.body), `No route found for "GET ${server.base}/server-status"`);
});

test('FACTS §6 trailing slash: GET /items/ → 301 to the absolute {base}/items', async () => {
  const res = await get(server, '/items/');
  assert.is(res.status, 301);
  assert.is(res.header('location'), `${server.base}/items`);
  assert.ok(res.body.includes(`${server.base}/items`), 'redirect page names the target');
  assert.match(res.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
});

test('FACTS §6 trailing slash: the 301 sets sf_redirect=<url-encoded JSON>; path=/; httponly; samesite=lax', async () => {
  const res = await get(server, '/items/');
  const cookie = res.header('set-cookie') ?? '';
  const m = /^sf_redirect=([^;]*); path=\/; httponly; samesite=lax$/.exec(cookie);
  assert.ok(m, cookie);
  const payload = JSON.parse(decodeURIComponent(m![1]!)) as Record<string, unknown>;
  assert.equal(Object.keys(payload), ['token', 'route', 'method', 'controller', 'status_code', 'status_text']);
  assert.is(payload.token, res.header('x-debug-token'));
  assert.is(payload.route, 'items_list');
  assert.is(payload.method, 'GET');
  assert.is(payload.status_code, 301);
  assert.is(payload.status_text, 'Moved Permanently');
  assert.equal(Object.keys(payload.controller as object), ['class', 'method', 'file', 'line']);
  assert.is((payload.controller as { class: string }).class, 'Symfony\\Bundle\\FrameworkBundle\\Controller\\RedirectController');
  assert.is((payload.controller as { method: string }).method, 'urlRedirectAction');
});

test('FACTS §6 trailing slash: Matched route "items_list". with the redirect route_parameters in key order', async () => {
  const res = await get(server, '/items/');
  const profile = server.app.services.profiles.get(res.header('x-debug-token')!)!;
  const record = profile.log.find((r) => r.message === 'Matched route "items_list".');
  assert.ok(record);
  const expected = `{"_controller":"Symfony\\\\Bundle\\\\FrameworkBundle\\\\Controller\\\\RedirectController::urlRedirectAction","path":"/items","permanent":true,"scheme":null,"httpPort":${server.port},"httpsPort":443,"_route":"items_list"}`;
  assert.is(JSON.stringify(record!.context!.route_parameters), expected);
  assert.is(record!.context!.route, 'items_list');
  assert.is(record!.context!.request_uri, `${server.base}/items/`);
});

test('FACTS §6 GET /server-status/ → 404 whose cause is looked up without the slash', async () => {
  const res = await get(server, '/server-status/');
  assert.is(res.status, 404);
  assert.is(headline(res.body), `No route found for "GET ${server.base}/server-status/"`);
  assert.is(exceptionBlocks(res.body)[1]?.message, 'No routes found for "/server-status".');
});

test('FACTS §6 DELETE /nothing-here → 404, no slash toggle for non-GET/HEAD', async () => {
  const res = await send(server, 'DELETE', '/nothing-here');
  assert.is(res.status, 404);
  assert.is(headline(res.body), `No route found for "DELETE ${server.base}/nothing-here"`);
  assert.is(exceptionBlocks(res.body)[1]?.message, 'No routes found for "/nothing-here".');
});

for (const [path, cause, header] of [
  ['/server-status%00', '/server-status%00/', '%2Fserver-status%2500%22'],
  ['/%ff', '/%ff/', '%2F%25ff%22'],
  ['/server%2Fstatus', '/server%2Fstatus/', '%2Fserver%252Fstatus%22'],
] as const) {
  test(`FACTS §6 percent-encoding kept raw: ${path}`, async () => {
    const res = await get(server, path);
    assert.is(res.status, 404);
    assert.is(headline(res.body), `No route found for "GET ${server.base}${path}"`);
    assert.is(exceptionBlocks(res.body)[1]?.message, `No routes found for "${cause}".`);
    assert.ok((res.header('x-debug-exception') ?? '').endsWith(header), res.header('x-debug-exception'));
  });
}

test('FACTS §6 GET / → 404 welcome page, no exception headers', async () => {
  const res = await get(server, '/');
  assert.is(res.status, 404);
  assert.ok(textOf(res.body).includes('Welcome to Symfony 5.4.53'));
  assert.is(res.header('x-debug-exception'), undefined);
  assert.is(res.header('x-debug-exception-file'), undefined);
  assert.is(res.header('content-type'), 'text/html; charset=UTF-8');
});

test('FACTS §6 GET /_error/404 → 404 non-debug error page preview', async () => {
  const res = await get(server, '/_error/404');
  assert.is(res.status, 404);
  assert.is(title(res.body), 'An Error Occurred: Not Found');
  const text = textOf(res.body).replace(/\s+/g, ' ');
  assert.ok(text.includes('The server returned a "404 Not Found".'), 'preview text');
  assert.is(res.header('x-debug-exception'), undefined);
});

test('FACTS §6 controller 404 GET /items/99: single exception, singular tabs with counts 1', async () => {
  const res = await get(server, '/items/99');
  assert.is(res.status, 404);
  const blocks = exceptionBlocks(res.body);
  assert.is(blocks.length, 1);
  assert.is(blocks[0]!.type, 'Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException');
  assert.is(blocks[0]!.message, 'Item 99 not found');
  assert.is(blocks[0]!.position, '1/1');
  assert.is(tabCount(res.body, 'exceptions'), 1);
  assert.is(tabCount(res.body, 'logs'), 1);
  assert.is(tabCount(res.body, 'traces'), 1);
});

test('FACTS §6 controller 404: Cache-Control max-age=0, must-revalidate, private plus Expires', async () => {
  const res = await get(server, '/items/99');
  assert.is(res.header('cache-control'), 'max-age=0, must-revalidate, private');
  assert.ok(res.header('expires'), 'Expires');
  assert.is(res.header('expires'), res.header('date'));
});

test('FACTS §6 GET /_fragment (unsigned) → 403', async () => {
  assert.is((await get(server, '/_fragment')).status, 403);
});

test('FACTS §6 POST with X-HTTP-Method-Override: DELETE to /nothing → the message says DELETE', async () => {
  const res = await send(server, 'POST', '/nothing', { 'x-http-method-override': 'DELETE' });
  assert.is(res.status, 404);
  assert.is(headline(res.body), `No route found for "DELETE ${server.base}/nothing"`);
});

test('FACTS §6 400 (Host "bad host"): X-Debug-Exception-File points at the kernel, where the request error becomes a 400', async () => {
  const res = await get(server, '/server-status', { host: 'bad host' });
  assert.is(res.status, 400);
  const m = /^(.*):(\d+)$/.exec(res.header('x-debug-exception-file') ?? '');
  assert.ok(m);
  const file = decodeURIComponent(m![1]!);
  assert.ok(file.endsWith('/src/kernel/http-kernel.ts'), file);
  const line = readFileSync(file, 'utf8').split('\n')[Number(m![2]) - 1] ?? '';
  assert.match(line, /new BadRequestHttpException/);
  assert.is(res.header('x-debug-exception'), 'Invalid%20Host%20%22bad%20host%22.');
});

test('FACTS §6 HEAD /items/ → 301 with Location and an empty body', async () => {
  const res = await send(server, 'HEAD', '/items/');
  assert.is(res.status, 301);
  assert.is(res.header('location'), `${server.base}/items`);
  assert.is(res.body, '');
});

test.run();
