// More places a client controls than the corpus test walks: the Host header, the method
// override (header and _method), cookies (sf_redirect, the session), forwarding and
// auth headers, Accept and Content-Type, the error preview's code, profiler tokens,
// panel names, search criteria (also remembered in the session), the open-file tool,
// route parameters and query keys. Each response, and every panel, toolbar and fragment
// of the profile it leaves, must carry the payload escaped or not at all.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type RawResponse, type TestServer } from '../support/server.ts';

const PAYLOADS = ['<script>alert(1)</script>', '"><svg onload=alert(1)>', "'><img src=x onerror=alert(1)>", '</style><script>x()</script>', '--!><script>x</script>'];
/** Sequences that exist in a response only if a payload was written out raw. */
const FORBIDDEN = ['<script>alert(1)', '<svg onload', '<img src=x onerror', '</style><script>', '<script>x'];
const PANELS = ['request', 'time', 'exception', 'logger', 'events', 'router', 'cache', 'security', 'twig', 'debug', 'config'];

const enc = encodeURIComponent;
/** A header value as node's client takes it: the UTF-8 bytes, one latin1 char each. */
const header = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

type Vector = readonly [name: string, request: (server: TestServer, payload: string) => Promise<RawResponse>];

const VECTORS: Vector[] = [
  ['Host', (s, p) => get(s, '/x', { host: header(p) })],
  ['Host with a port', (s, p) => get(s, '/x', { host: `a${enc(p)}:80` })],
  ['X-HTTP-Method-Override', (s, p) => send(s, 'POST', '/items', { 'x-http-method-override': header(p) })],
  ['_method', (s, p) => send(s, 'POST', `/items?_method=${enc(p)}`)],
  ['the sf_redirect cookie', (s, p) => get(s, '/x', { cookie: `sf_redirect=${enc(JSON.stringify({ token: p, route: p, method: p, controller: p, status_code: p, status_text: p }))}` })],
  ['other cookies', (s, p) => get(s, '/x', { cookie: `a=${enc(p)}; PHPSESSID=${enc(p)}` })],
  ['Accept-Language', (s, p) => get(s, '/x', { 'accept-language': header(p) })],
  ['X-Requested-With', (s, p) => get(s, '/x', { 'x-requested-with': header(p) })],
  ['X-Forwarded-*', (s, p) => get(s, '/x', { 'x-forwarded-host': header(p), 'x-forwarded-proto': header(p), 'x-forwarded-port': header(p) })],
  ['X-AUTH-TOKEN', (s, p) => get(s, '/x', { 'x-auth-token': header(p) })],
  ['Authorization', (s, p) => get(s, '/x', { authorization: `Bearer ${header(p)}` })],
  ['Accept', (s, p) => get(s, `/${enc(p)}`, { accept: header(p) })],
  ['Content-Type', (s, p) => send(s, 'POST', `/${enc(p)}`, { 'content-type': header(p) })],
  ['the error preview code', (s, p) => get(s, `/_error/${enc(p)}`)],
  ['the error preview format', (s, p) => get(s, `/_error/404.${enc(p)}`)],
  ['a profiler token', (s, p) => get(s, `/_profiler/${enc(p)}`)],
  ['a panel name', (s, p) => get(s, `/_profiler/latest?panel=${enc(p)}`)],
  ['a toolbar token', (s, p) => get(s, `/_wdt/${enc(p)}`)],
  ['search criteria', (s, p) => get(s, `/_profiler/search?ip=${enc(p)}&url=${enc(p)}&method=${enc(p)}&status_code=${enc(p)}&limit=${enc(p)}&token=${enc(p)}&start=${enc(p)}&end=${enc(p)}`)],
  ['search results criteria', (s, p) => get(s, `/_profiler/search/results?ip=${enc(p)}&url=${enc(p)}&method=${enc(p)}&status_code=${enc(p)}&limit=${enc(p)}`)],
  ['the profiler home query', (s, p) => get(s, `/_profiler?ip=${enc(p)}`)],
  ['the open-file tool', (s, p) => get(s, `/_profiler/open?file=${enc(p)}&line=${enc(p)}`)],
  ['a route parameter', (s, p) => get(s, `/items/${enc(p)}`)],
  ['query keys', (s, p) => get(s, `/x?${enc(p)}=${enc(p)}&a[${enc(p)}]=1`)],
  ['the fragment path', (s, p) => get(s, `/_fragment?_path=${enc(p)}`)],
];

function rawIn(response: RawResponse): string | undefined {
  const text = `${response.body}\n${response.headerList.map(([name, value]) => `${name}: ${value}`).join('\n')}`;
  return FORBIDDEN.find((bad) => text.includes(bad));
}

/** The response, then every page of the profile it left (when it left one). */
async function responsesOf(server: TestServer, response: RawResponse): Promise<Array<[string, RawResponse]>> {
  const out: Array<[string, RawResponse]> = [['response', response]];
  const token = response.header('x-debug-token');
  if (token === undefined) return out;
  for (const panel of PANELS) out.push([`panel ${panel}`, await get(server, `/_profiler/${token}?panel=${panel}`)]);
  out.push(['/_wdt', await get(server, `/_wdt/${token}`)]);
  out.push(['exception fragment', await get(server, `/_profiler/${token}/exception`)]);
  out.push(['router fragment', await get(server, `/_profiler/${token}/router`)]);
  return out;
}

const test = suite('hardening: reflection through every other input');
let server: TestServer;
test.before(async () => {
  server = await startServer({});
});
test.after(async () => {
  await server.close();
});

test('vectors sanity: the check fires on a payload written out raw', () => {
  for (const payload of PAYLOADS) {
    const fake = { status: 200, statusText: 'OK', headerList: [], header: () => undefined, body: `<p>${payload}</p>` } as RawResponse;
    assert.ok(rawIn(fake), payload);
  }
});

for (const [name, request] of VECTORS) {
  test(`hostile: payloads in ${name} never reach a response or the pages of its profile raw`, async () => {
    for (const payload of PAYLOADS) {
      const response = await request(server, payload);
      assert.ok(response.status >= 200 && response.status < 600, `${name}: answered`);
      for (const [where, page] of await responsesOf(server, response)) {
        const found = rawIn(page);
        assert.is(found, undefined, `${name} -> ${where} (${page.status}) contains ${found}`);
      }
    }
  });
}

test('hostile: search criteria remembered in the session come back escaped on later profiler pages', async () => {
  for (const payload of PAYLOADS) {
    const search = await get(server, `/_profiler/search?url=${enc(payload)}&ip=${enc(payload)}`);
    const cookie = search.header('set-cookie')?.split(';')[0];
    assert.ok(cookie, 'the search starts a session');
    for (const page of ['/_profiler/latest', '/_profiler/search/results', '/_profiler/empty/search/results']) {
      const found = rawIn(await get(server, page, { cookie: cookie! }));
      assert.is(found, undefined, `${page} contains ${found}`);
    }
  }
});

test('hostile: after all of it, the full search results stay clean', async () => {
  assert.is(rawIn(await get(server, '/_profiler/search/results?limit=100')), undefined);
});

test.run();
