// SPEC §7: the 404, 405 and 400 errors, their messages, the cause of the 404, and rule 4
// (deprecation notices do not change the response).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { connect } from 'node:net';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { exceptionBlocks, headline, logRows, title, traceBlocks } from '../support/page.ts';

const HTTP_KERNEL = 'Symfony\\Component\\HttpKernel\\Exception\\';

const test = suite('SPEC §7 errors');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

test('§7 404 message: No route found for "GET <absolute_url>"', async () => {
  const res = await get(server, '/server-status');
  assert.is(res.status, 404);
  assert.is(headline(res.body), `No route found for "GET ${server.base}/server-status"`);
  assert.is(title(res.body), `No route found for "GET ${server.base}/server-status" (404 Not Found)`);
});

test('§7 404 message carries an absolute URL even when the Host header is empty', async () => {
  const response: string = await new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write('GET /server-status HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  assert.match(response, /^HTTP\/1\.1 404 /);
  const body = response.slice(response.indexOf('\r\n\r\n') + 4);
  assert.is(headline(body), `No route found for "GET ${server.base}/server-status"`);
});

test('§7 404 message: a non-ASCII referer is kept as text (UTF-8), rawurlencoded in X-Debug-Exception', async () => {
  const referer = 'http://example.com/café';
  const res = await get(server, '/config.json', { referer: Buffer.from(referer, 'utf8').toString('latin1') });
  const message = `No route found for "GET ${server.base}/config.json" (from "${referer}")`;
  assert.is(headline(res.body), message);
  assert.ok((res.header('x-debug-exception') ?? '').endsWith('caf%C3%A9%22%29'), res.header('x-debug-exception'));
});

test('§7 400 for an invalid method override: message of the underlying exception, same chain', async () => {
  const res = await send(server, 'POST', '/server-status', { 'x-http-method-override': 'BAD METHOD' });
  assert.is(res.status, 400);
  assert.is(headline(res.body), 'Invalid method override "BAD METHOD".');
  assert.equal(exceptionBlocks(res.body).map((b) => b.type), [`${HTTP_KERNEL}BadRequestHttpException`, 'Symfony\\Component\\HttpFoundation\\Exception\\SuspiciousOperationException']);
});

test('§7 404 message carries the referer', async () => {
  const referer = `${server.base}/some/page?x=1`;
  const res = await get(server, '/config.json', { referer });
  assert.is(res.status, 404);
  const message = `No route found for "GET ${server.base}/config.json" (from "${referer}")`;
  assert.is(headline(res.body), message);
  assert.is(exceptionBlocks(res.body)[1]?.message, 'No routes found for "/config.json/".');
});

test('§7 404 of /.env: cause No routes found for "/.env/".', async () => {
  const res = await get(server, '/.env');
  assert.is(res.status, 404);
  assert.is(headline(res.body), `No route found for "GET ${server.base}/.env"`);
  assert.is(exceptionBlocks(res.body)[1]?.message, 'No routes found for "/.env/".');
});

test('§7 404 cause is the router\'s own not-found error, listed as 1/2; the 404 is 2/2', async () => {
  const blocks = exceptionBlocks((await get(server, '/server-status')).body);
  assert.equal(blocks.map((b) => [b.position, b.type]), [
    ['2/2', `${HTTP_KERNEL}NotFoundHttpException`],
    ['1/2', 'Symfony\\Component\\Routing\\Exception\\ResourceNotFoundException'],
  ]);
  assert.is(blocks[1]!.message, 'No routes found for "/server-status/".');
});

test('§7 405 message with the allowed methods, and the Allow header', async () => {
  const res = await send(server, 'POST', '/items');
  assert.is(res.status, 405);
  assert.is(res.header('allow'), 'GET');
  const message = `No route found for "POST ${server.base}/items": Method Not Allowed (Allow: GET)`;
  assert.is(headline(res.body), message);
  assert.is(title(res.body), `${message} (405 Method Not Allowed)`);
  const blocks = exceptionBlocks(res.body);
  assert.equal(blocks.map((b) => b.type), [`${HTTP_KERNEL}MethodNotAllowedHttpException`, 'Symfony\\Component\\Routing\\Exception\\MethodNotAllowedException']);
});

test('§7 405 message has no referer part even with a Referer header', async () => {
  const res = await send(server, 'POST', '/items', { referer: `${server.base}/some/page?x=1` });
  assert.is(res.status, 405);
  assert.is(headline(res.body), `No route found for "POST ${server.base}/items": Method Not Allowed (Allow: GET)`);
});

test('§7 400: a malformed request (Host "bad host") gives the message of the underlying exception', async () => {
  const res = await get(server, '/server-status', { host: 'bad host' });
  assert.is(res.status, 400);
  assert.is(headline(res.body), 'Invalid Host "bad host".');
  assert.is(title(res.body), 'Invalid Host "bad host". (400 Bad Request)');
});

test('§7 400: chain BadRequestHttpException ← SuspiciousOperationException, both with the message', async () => {
  const blocks = exceptionBlocks((await get(server, '/server-status', { host: 'bad host' })).body);
  assert.equal(blocks.map((b) => [b.position, b.type, b.message]), [
    ['2/2', `${HTTP_KERNEL}BadRequestHttpException`, 'Invalid Host "bad host".'],
    ['1/2', 'Symfony\\Component\\HttpFoundation\\Exception\\SuspiciousOperationException', 'Invalid Host "bad host".'],
  ]);
});

test('§7 400: X-Debug-Token-Link is relative (no valid host)', async () => {
  const res = await get(server, '/server-status', { host: 'bad host' });
  const token = res.header('x-debug-token');
  assert.match(token ?? '', /^[0-9a-f]{6}$/);
  assert.is(res.header('x-debug-token-link'), `/_profiler/${token}`);
});

test('§7 400: the main request notifies only DebugHandlersListener::configure and ValidateRequestListener', async () => {
  const rows = logRows((await get(server, '/server-status', { host: 'bad host' })).body);
  const error = rows.findIndex((r) => r.level === 'ERROR');
  assert.equal(rows.slice(0, error).map((r) => (r.context as { listener: string }).listener), [
    'Symfony\\Component\\HttpKernel\\EventListener\\DebugHandlersListener::configure',
    'Symfony\\Component\\HttpKernel\\EventListener\\ValidateRequestListener::onKernelRequest',
  ]);
});

test('§7 the traces tab numbers the errors [2/2] then [1/2] for 404, 405 and 400', async () => {
  for (const res of [await get(server, '/server-status'), await send(server, 'POST', '/items'), await get(server, '/x', { host: 'bad host' })]) {
    assert.equal(traceBlocks(res.body).map((b) => b.position), ['2/2', '1/2']);
  }
});

test('§7 the uncaught error is logged once at ERROR on channel request', async () => {
  const rows = logRows((await get(server, '/server-status')).body);
  const errors = rows.filter((r) => r.level === 'ERROR');
  assert.is(errors.length, 1);
  assert.is(errors[0]!.channel, 'request');
  assert.ok(errors[0]!.message.startsWith(`Uncaught PHP Exception ${HTTP_KERNEL}NotFoundHttpException: "No route found for "GET ${server.base}/server-status"" at ${PROJECT_ROOT}/src/`));
});

test('§7 rule 4: deprecation notices are INFO on channel php', async () => {
  const rows = logRows((await get(server, '/items/99')).body).filter((r) => r.message.startsWith('User Deprecated: '));
  assert.is(rows.length, 2);
  for (const row of rows) {
    assert.is(row.level, 'INFO');
    assert.is(row.channel, 'php');
  }
  assert.ok(rows.some((r) => r.message.includes('GuardBridgeAuthenticator')));
  assert.ok(rows.some((r) => r.message.includes('App\\Doctrine\\Filter\\OwnershipFilter')));
});

test('§7 rule 4: deprecations do not change the response (404, same header set, no ERROR rows from them)', async () => {
  const withDeprecation = await get(server, '/server-status');
  const again = await get(server, '/server-status');
  assert.ok(logRows(withDeprecation.body).some((r) => r.channel === 'php' && r.level === 'INFO'), 'a deprecation was logged');
  assert.is(withDeprecation.status, 404);
  assert.is(again.status, 404);
  const names = (res: typeof again) => res.headerList.map(([name]) => name.toLowerCase()).filter((n) => n !== 'content-length');
  assert.equal(names(withDeprecation), ['content-type', 'x-debug-exception', 'x-debug-exception-file', 'cache-control', 'date', 'x-debug-token', 'x-debug-token-link', 'x-robots-tag', 'x-previous-debug-token', 'connection']);
  assert.equal(names(again), names(withDeprecation));
  assert.is(logRows(withDeprecation.body).filter((r) => r.level === 'ERROR').length, 1, 'only the uncaught 404 is an error');
});

test.run();
