// The profiler's routes on a real server (FACTS §7): unknown tokens, the toolbar
// fragment, home and search redirects, search results and their filters, and which
// profiler requests are themselves profiled.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { attr, elementWith, title } from '../support/page.ts';
import { FROZEN, resultRows, visibleText } from './helpers.ts';

const test = suite('profiler routes');
let server: TestServer;
let token: string;
let subToken: string;

test.before(async () => {
  server = await startServer({ clock: FROZEN });
  const res = await get(server, '/server-status');
  token = res.header('x-debug-token')!;
  subToken = res.header('x-previous-debug-token')!;
});
test.after(() => server.close());

const store = () => server.app.services.profiles;

test('FACTS §7 unknown token answers 200 with Token "ffffff" not found.', async () => {
  const page = await get(server, '/_profiler/ffffff');
  assert.is(page.status, 200);
  assert.is(title(page.body), 'Symfony Profiler');
  const notFound = elementWith(page.body, 'data-token-not-found=');
  assert.ok(notFound, 'data-token-not-found element');
  assert.is(attr(notFound!.open, 'data-token-not-found'), 'ffffff');
  assert.ok(visibleText(notFound!.inner).includes('Token "ffffff" not found.'), visibleText(notFound!.inner));
  assert.is(elementWith(page.body, 'data-profile-token='), undefined, 'no profile summary');
  assert.is(page.header('x-debug-token'), undefined);
});

test('FACTS §7 /_wdt/<token> answers 200 with the toolbar of the 404 (status 404, Errors 1, firewall main, link to its panel)', async () => {
  const res = await get(server, `/_wdt/${token}`);
  assert.is(res.status, 200);
  assert.is(res.header('x-debug-token'), undefined, 'the toolbar is not profiled');
  const root = elementWith(res.body, 'data-toolbar-token=');
  assert.ok(root, 'data-toolbar-token root');
  assert.is(attr(root!.open, 'data-toolbar-token'), token);
  const text = visibleText(res.body);
  assert.match(text, /\b404\b/);
  assert.ok(text.includes('Errors 1'), 'Errors 1');
  assert.match(text, /Firewall name main\b/);
  assert.ok(text.includes(subToken), 'Forwarded to ErrorController sub token');
  assert.match(res.body, new RegExp(`href="[^"]*/_profiler/${token}(\\?[^"]*)?"`));
});

test('FACTS §7 /_wdt/ffffff answers 404 with an empty body and Cache-Control no-cache, private', async () => {
  const res = await get(server, '/_wdt/ffffff');
  assert.is(res.status, 404);
  assert.is(res.body, '');
  assert.is(res.header('cache-control'), 'no-cache, private');
  assert.is(res.header('x-debug-token'), undefined);
});

test('FACTS §7 /_profiler/ answers 302 Location /_profiler/empty/search/results?limit=10', async () => {
  const res = await get(server, '/_profiler/');
  assert.is(res.status, 302);
  assert.is(res.header('location'), '/_profiler/empty/search/results?limit=10');
  assert.is(res.header('x-robots-tag'), 'noindex');
  assert.is(res.header('x-debug-token'), undefined);
});

test('FACTS §7 /_profiler answers 301 to {base}/_profiler/ and is itself profiled', async () => {
  const before = store().size;
  const res = await get(server, '/_profiler');
  assert.is(res.status, 301);
  assert.is(res.header('location'), `${server.base}/_profiler/`);
  const t = res.header('x-debug-token');
  assert.match(t ?? '', /^[0-9a-f]{6}$/);
  assert.is(store().size, before + 1);
  assert.is(store().get(t!)?.url, `${server.base}/_profiler`);
});

test('FACTS §7 /_profiler/search?limit=10 answers 302 to /_profiler/<newest token>/search/results?limit=10', async () => {
  const newest = (await get(server, '/items')).header('x-debug-token')!;
  assert.is(store().newest()?.token, newest);
  const res = await get(server, '/_profiler/search?limit=10');
  assert.is(res.status, 302);
  assert.is(res.header('location'), `/_profiler/${newest}/search/results?limit=10`);
});

test('FACTS §7 profiler pages never create profiles (panel, panels, toolbar, search, home, unknown tokens)', async () => {
  const before = store().size;
  const newest = store().newest()?.token;
  for (const path of [
    `/_profiler/${token}`, `/_profiler/${token}?panel=logger`, `/_profiler/${token}?panel=events`, `/_profiler/${token}?panel=router`,
    `/_profiler/${token}?panel=no-such-panel`, '/_profiler/latest', `/_wdt/${token}`, '/_wdt/ffffff', '/_profiler/ffffff',
    '/_profiler/search?limit=10', '/_profiler/empty/search/results?limit=10', `/_profiler/${token}/search/results?limit=10`, '/_profiler/',
  ]) {
    const res = await get(server, path);
    assert.is(res.header('x-debug-token'), undefined, `${path}: X-Debug-Token`);
    assert.is(store().size, before, `${path}: store size`);
  }
  assert.is(store().newest()?.token, newest);
});

test('FACTS §7 /_profiler/<token>/exception is profiled (X-Debug-Token, one new profile)', async () => {
  const before = store().size;
  const res = await get(server, `/_profiler/${token}/exception`);
  assert.is(res.status, 200);
  const t = res.header('x-debug-token');
  assert.match(t ?? '', /^[0-9a-f]{6}$/);
  assert.is(store().size, before + 1);
  assert.is(store().newest()?.token, t);
});

// Search results on a fresh server with known content.
const search = suite('profiler search results');
let s: TestServer;
/** Tokens in request order; each error response adds [main, sub]. */
const made: Array<{ main: string; sub?: string; method: string; path: string; status: number }> = [];

search.before(async () => {
  s = await startServer({ clock: FROZEN });
  for (const [method, path] of [['GET', '/items'], ['GET', '/server-status'], ['POST', '/items'], ['GET', '/items/3'], ['DELETE', '/nothing-here']] as const) {
    const res = await send(s, method, path);
    made.push({ main: res.header('x-debug-token')!, sub: res.header('x-previous-debug-token'), method, path, status: res.status });
  }
});
search.after(() => s.close());

const expectedCount = () => made.reduce((n, m) => n + (m.sub === undefined ? 1 : 2), 0);

const results = async (query: string) => {
  const page = await get(s, `/_profiler/empty/search/results?${query}`);
  assert.is(page.status, 200);
  return { page, rows: resultRows(page.body), text: visibleText(page.body) };
};

search('FACTS §7 /_profiler/empty/search/results?limit=10 answers 200 with N results found, newest first', async () => {
  const { page, rows, text } = await results('limit=10');
  assert.is(title(page.body), 'Symfony Profiler');
  assert.is(page.header('x-debug-token'), undefined);
  const stored = s.app.services.profiles.latest().map((p) => p.token);
  assert.is(stored.length, expectedCount(), 'one profile per response, two per error response');
  assert.ok(text.includes(`${stored.length} results found`), text.slice(0, 400));
  assert.equal(rows.map((r) => r.token), stored);
  // newest first: the DELETE's tokens before the GET /items one
  const at = (t: string) => rows.findIndex((r) => r.token === t);
  assert.ok(at(made[4]!.main) < at(made[0]!.main));
  assert.ok(at(made[4]!.main) < at(made[1]!.main));
});

search('FACTS §7 search results cells: status, ip, method, url, time 21-Nov-2026 09:14:45', async () => {
  const { rows } = await results('limit=10');
  const first = rows.find((r) => r.token === made[0]!.main)!;
  assert.equal(first, { token: made[0]!.main, status: '200', ip: '127.0.0.1', method: 'GET', url: `${s.base}/items`, time: '21-Nov-2026 09:14:45' });
  const del = rows.find((r) => r.token === made[4]!.main)!;
  assert.equal(del, { token: made[4]!.main, status: '404', ip: '127.0.0.1', method: 'DELETE', url: `${s.base}/nothing-here`, time: '21-Nov-2026 09:14:45' });
  for (const r of rows) assert.is(r.time, '21-Nov-2026 09:14:45');
});

search('FACTS §7 search results: the error sub-request profile has the same url and status as its main one', async () => {
  const { rows } = await results('limit=10');
  for (const m of made.filter((x) => x.sub !== undefined)) {
    const main = rows.find((r) => r.token === m.main)!;
    const sub = rows.find((r) => r.token === m.sub)!;
    assert.ok(sub, `sub ${m.sub}`);
    assert.is(sub.url, main.url);
    assert.is(sub.status, main.status);
  }
});

search('FACTS §7 search results filter limit=1 keeps only the newest', async () => {
  const { rows, text } = await results('limit=1');
  assert.equal(rows.map((r) => r.token), [s.app.services.profiles.newest()!.token]);
  assert.ok(text.includes('1 result'), text.slice(0, 300));
});

search('FACTS §7 search results filter method=POST keeps only the POST profiles', async () => {
  const { rows } = await results('method=POST&limit=50');
  assert.ok(rows.length >= 1);
  assert.ok(rows.some((r) => r.token === made[2]!.main));
  for (const r of rows) assert.is(r.method, 'POST');
});

search('FACTS §7 search results filter status_code=404 keeps only the 404 profiles', async () => {
  const { rows } = await results('status_code=404&limit=50');
  assert.is(rows.length, 2 * made.filter((m) => m.status === 404).length, 'each 404 response stores 2 profiles');
  for (const r of rows) assert.is(r.status, '404');
});

search('FACTS §7 search results filter url keeps only matching urls', async () => {
  const { rows } = await results('url=server-status&limit=50');
  assert.equal(rows.map((r) => r.token).sort(), [made[1]!.main, made[1]!.sub!].sort());
  for (const r of rows) assert.is(r.url, `${s.base}/server-status`);
});

search('FACTS §7 search results filter ip: 127.0.0.1 keeps all, another ip keeps none', async () => {
  assert.is((await results('ip=127.0.0.1&limit=50')).rows.length, expectedCount());
  const none = await results('ip=10.9.8.7&limit=50');
  assert.is(none.rows.length, 0);
  assert.not.ok(/\b[1-9]\d* results? found/.test(none.text), none.text.slice(0, 300));
});

search('FACTS §7 search results filters combine: method=GET&status_code=200', async () => {
  const { rows } = await results('method=GET&status_code=200&limit=50');
  assert.equal(rows.map((r) => r.token), [made[0]!.main]);
});

test.run();
search.run();
