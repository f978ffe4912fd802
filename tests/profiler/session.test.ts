// FACTS §7: /_profiler/search starts a session (Set-Cookie PHPSESSID=…; path=/; httponly;
// samesite=lax) that remembers the criteria; the search bar of later profiler pages of
// that session is prefilled from them, the page's own query winning field by field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SessionStore } from '../../src/http/session-store.ts';
import { get, startServer, type TestServer } from '../support/server.ts';

const test = suite('profiler session');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

const SESSION_COOKIE = /^PHPSESSID=([0-9a-f]{32}); path=\/; httponly; samesite=lax$/;
const inputValue = (page: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1];
const selectedMethod = (page: string) => /<select id="pf-search-method" name="method">[\s\S]*?<option value="([^"]*)" selected>/.exec(page)?.[1];

test('FACTS §7 /_profiler/search starts a session: Set-Cookie PHPSESSID=<id>; path=/; httponly; samesite=lax', async () => {
  await get(server, '/server-status');
  const search = await get(server, '/_profiler/search?limit=10');
  assert.is(search.status, 302);
  assert.match(search.header('set-cookie') ?? '', SESSION_COOKIE);
  assert.is(search.header('cache-control'), 'max-age=0, must-revalidate, private');
});

test('FACTS §7 the session remembers the criteria: a later panel\'s search bar shows them', async () => {
  const token = (await get(server, '/server-status')).header('x-debug-token')!;
  const search = await get(server, '/_profiler/search?ip=127.0.0.1&method=GET&status_code=404&url=server&limit=50');
  const id = SESSION_COOKIE.exec(search.header('set-cookie') ?? '')![1]!;
  const panel = (await get(server, `/_profiler/${token}`, { cookie: `PHPSESSID=${id}` })).body;
  assert.is(inputValue(panel, 'ip'), '127.0.0.1');
  assert.is(inputValue(panel, 'status_code'), '404');
  assert.is(inputValue(panel, 'url'), 'server');
  assert.is(selectedMethod(panel), 'GET');
  // Without the cookie, nothing is remembered.
  const stranger = (await get(server, `/_profiler/${token}`)).body;
  assert.is(inputValue(stranger, 'ip'), '');
});

test('FACTS §7 a query criterion wins over the remembered one; a known session gets no new cookie', async () => {
  const first = await get(server, '/_profiler/search?ip=127.0.0.1&limit=10');
  const id = SESSION_COOKIE.exec(first.header('set-cookie') ?? '')![1]!;
  const again = await get(server, '/_profiler/search?ip=127.0.0.1&url=items&limit=10', { cookie: `PHPSESSID=${id}` });
  assert.is(again.header('set-cookie'), undefined);
  const results = (await get(server, '/_profiler/empty/search/results?url=config', { cookie: `PHPSESSID=${id}` })).body;
  assert.is(inputValue(results, 'url'), 'config');
  assert.is(inputValue(results, 'ip'), '127.0.0.1');
});

test('FACTS §7 an unknown or malformed session cookie starts a new session', async () => {
  for (const cookie of ['PHPSESSID=0123456789abcdef0123456789abcdef', 'PHPSESSID=<script>', 'PHPSESSID=']) {
    const search = await get(server, '/_profiler/search?limit=10', { cookie });
    assert.match(search.header('set-cookie') ?? '', SESSION_COOKIE, cookie);
  }
});

test('sessions are bounded: the least recently used goes first', () => {
  let n = 0;
  const store = new SessionStore(3, () => (n++).toString(16).padStart(32, '0'));
  const ids = [1, 2, 3, 4].map(() => store.create().id);
  assert.is(store.size, 3);
  assert.is(store.find(ids[0]), undefined);
  assert.ok(store.find(ids[1]));
  store.create();
  assert.ok(store.find(ids[1]), 'touched, so kept');
  assert.is(store.find(ids[2]), undefined, 'least recently used, so evicted');
});

test.run();
