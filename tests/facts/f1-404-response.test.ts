// FACTS §1: the 404 of GET /server-status — headers (names, order, values), tokens, the
// error sub-request's profile, the page's comments and the injected toolbar placeholder.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { get, startServer, type RawResponse, type TestServer } from '../support/server.ts';
import { rawurlencode } from '../../src/http/php-encoding.ts';
import { tabCount } from '../support/page.ts';

const test = suite('FACTS §1 the 404 response');
let server: TestServer;
let res: RawResponse;
test.before(async () => {
  server = await startServer({ clock: Date.parse('2026-11-21T09:14:45Z') });
  res = await get(server, '/server-status');
});
test.after(() => server.close());

const ORDER = ['Content-Type', 'X-Debug-Exception', 'X-Debug-Exception-File', 'Cache-Control', 'Date', 'X-Debug-Token', 'X-Debug-Token-Link', 'X-Robots-Tag', 'X-Previous-Debug-Token'];

test('FACTS §1 header order of the 404', () => {
  assert.is(res.status, 404);
  const names = res.headerList.map(([name]) => name);
  assert.equal(names.slice(0, ORDER.length), ORDER);
  for (const rest of names.slice(ORDER.length)) assert.ok(['Content-Length', 'Connection', 'Keep-Alive'].includes(rest), `node's own header, got ${rest}`);
  assert.is(names.filter((n) => n.toLowerCase() === 'set-cookie').length, 0, 'no Set-Cookie');
});

test('FACTS §1 header values of the 404: Content-Type, Cache-Control, Date, X-Robots-Tag', () => {
  assert.is(res.header('content-type'), 'text/html; charset=UTF-8');
  assert.is(res.header('cache-control'), 'no-cache, private');
  assert.is(res.header('date'), 'Sat, 21 Nov 2026 09:14:45 GMT');
  assert.is(res.header('x-robots-tag'), 'noindex');
});

test('FACTS §1 X-Debug-Exception is the PHP rawurlencode of the message', () => {
  assert.is(res.header('x-debug-exception'), rawurlencode(`No route found for "GET ${server.base}/server-status"`));
  assert.is(res.header('x-debug-exception'), `No%20route%20found%20for%20%22GET%20http%3A%2F%2F127.0.0.1%3A${server.port}%2Fserver-status%22`);
});

test('FACTS §1 X-Debug-Exception-File is rawurlencode(file):line of the throw in router-listener.ts', () => {
  const value = res.header('x-debug-exception-file') ?? '';
  const m = /^(.*):(\d+)$/.exec(value);
  assert.ok(m, value);
  const file = decodeURIComponent(m![1]!);
  assert.is(m![1], rawurlencode(file), 'the file part is rawurlencoded');
  assert.ok(file.endsWith('/src/kernel/listeners/router-listener.ts'), file);
  const line = readFileSync(file, 'utf8').split('\n')[Number(m![2]) - 1] ?? '';
  assert.match(line, /throw new NotFoundHttpException/);
});

test('FACTS §1 tokens are 6 lowercase hex chars and the two differ', () => {
  const token = res.header('x-debug-token') ?? '';
  const previous = res.header('x-previous-debug-token') ?? '';
  assert.match(token, /^[0-9a-f]{6}$/);
  assert.match(previous, /^[0-9a-f]{6}$/);
  assert.is.not(token, previous);
  assert.is(res.header('x-debug-token-link'), `${server.base}/_profiler/${token}`);
});

test('FACTS §1 X-Previous-Debug-Token is the error sub-request, stored as its own profile with the same url', () => {
  const profiles = server.app.services.profiles;
  const main = profiles.get(res.header('x-debug-token')!);
  const sub = profiles.get(res.header('x-previous-debug-token')!);
  assert.ok(main && sub);
  assert.is(sub!.url, main!.url);
  assert.is(sub!.url, `${server.base}/server-status`);
  assert.is(sub!.statusCode, 404);
  assert.is(main!.statusCode, 404);
  assert.is(sub!.parentToken, main!.token);
  assert.ok(main!.childTokens.includes(sub!.token));
});

test('FACTS §1 the page starts with the message comment and repeats it after </html>', () => {
  const comment = `<!-- No route found for &quot;GET ${server.base}/server-status&quot; (404 Not Found) -->`;
  assert.is(res.body.split('\n')[0], comment);
  const end = res.body.trimEnd();
  assert.ok(end.endsWith(comment), 'trailing comment');
  assert.ok(end.slice(0, -comment.length).trimEnd().endsWith('</html>'), 'right after </html>');
});

test('FACTS §1 toolbar placeholder injected before </body> with id sfwdt<token>, data-toolbar-token and Sfjs.loadToolbar', () => {
  const token = res.header('x-debug-token')!;
  const at = res.body.indexOf(`id="sfwdt${token}"`);
  const bodyEnd = res.body.lastIndexOf('</body>');
  assert.ok(at !== -1, 'placeholder id');
  assert.ok(at < bodyEnd, 'before </body>');
  const placeholder = res.body.slice(at, bodyEnd);
  assert.ok(placeholder.includes(`data-toolbar-token="${token}"`));
  assert.ok(placeholder.includes(`Sfjs.loadToolbar('${token}')`));
});

test('FACTS §1 the token appears only in the toolbar markup, and the previous token not at all in the body', () => {
  const token = res.header('x-debug-token')!;
  const firstToken = res.body.indexOf(token);
  const placeholderStart = res.body.lastIndexOf('<', res.body.indexOf(`id="sfwdt${token}"`));
  assert.is(firstToken, placeholderStart + `<div id="sfwdt`.length, 'first occurrence is the placeholder id');
  assert.not.ok(res.body.includes(res.header('x-previous-debug-token')!));
});

test('FACTS §1 tab counts of the 404: Exceptions 2, Logs 1 (ERROR rows), Stack Traces 2', () => {
  assert.is(tabCount(res.body, 'exceptions'), 2);
  assert.is(tabCount(res.body, 'logs'), 1);
  assert.is(tabCount(res.body, 'traces'), 2);
});

test('MARKUP toolbar placeholder on a profiled 200 HTML page too (GET /items)', async () => {
  const ok = await get(server, '/items');
  const token = ok.header('x-debug-token')!;
  const at = ok.body.indexOf(`id="sfwdt${token}"`);
  assert.ok(at !== -1 && at < ok.body.lastIndexOf('</body>'));
  assert.ok(ok.body.includes(`data-toolbar-token="${token}"`));
});

test.run();
