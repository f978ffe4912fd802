// Hostile request data never reaches a profiler page unescaped (MARKUP.md: "Every value
// is HTML-escaped like all other text"; FACTS §2, §7). Payloads travel in the profiled
// request's path (raw and percent-encoded), query, Referer, User-Agent, a custom
// header and the Host header; every panel, the toolbar, the exception fragment, the
// search results and the debug page itself are checked.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type RawResponse, type TestServer } from '../support/server.ts';
import { attr, elementWith } from '../support/page.ts';
import { FROZEN, visibleText } from './helpers.ts';

const PAYLOAD = `<script>alert(1)</script>"'</pre></title>-->`;
/** Sequences that only exist in a page if hostile data was written out unescaped. */
const FORBIDDEN = ['<script>alert(1)', 'alert(1)</script>', `</script>"'`, `"'</pre>`, '</pre></title>', '</title>-->', `x="'`, `"'><script`, `"'><img`, '<img src=x'];
const PANELS = ['request', 'time', 'exception', 'logger', 'events', 'router', 'cache', 'security', 'twig', 'debug', 'config'];

interface Case {
  readonly name: string;
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** What shows that the payload did reach some page (escaped or percent-encoded). */
  readonly reached: RegExp;
}

const ESCAPED = /&lt;script&gt;alert\(1\)&lt;\/script&gt;/;
const CASES: Case[] = [
  { name: 'raw path with <script>, quotes, </pre>, </title>, -->', path: `/${PAYLOAD}`, reached: ESCAPED },
  { name: 'percent-encoded path', path: '/%3Cscript%3Ealert(1)%3C/script%3E%22%27%3C/pre%3E%3C/title%3E--%3E', reached: /%3Cscript%3Ealert\(1\)%3C\/script%3E/ },
  { name: 'raw query on a 200 route', path: `/items?q=<script>alert(1)</script>&x="'`, reached: ESCAPED },
  { name: 'percent-encoded query on a 404', path: '/nothing?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x=%22%27%3C%2Fpre%3E', reached: ESCAPED },
  { name: 'Referer, User-Agent and X-Evil headers', path: '/server-status', headers: { referer: `http://evil.test/${PAYLOAD}`, 'user-agent': PAYLOAD, 'x-evil': PAYLOAD }, reached: ESCAPED },
  { name: 'POST with X-Evil header (405)', method: 'POST', path: '/items', headers: { 'x-evil': PAYLOAD }, reached: ESCAPED },
  { name: 'Host header', path: '/server-status', headers: { host: PAYLOAD }, reached: ESCAPED },
];

function assertClean(page: RawResponse, where: string): void {
  for (const bad of FORBIDDEN) {
    const at = page.body.indexOf(bad);
    assert.ok(at === -1, `${where}: raw ${JSON.stringify(bad)} at ${at}: …${page.body.slice(Math.max(0, at - 120), at + 60)}…`);
  }
}

const test = suite('profiler hostile data');
let server: TestServer;
test.before(async () => {
  server = await startServer({ clock: FROZEN });
});
test.after(() => server.close());

for (const c of CASES) {
  test(`MARKUP escaping: ${c.name}: the page itself, every panel, /_wdt and the exception fragment never show it unescaped`, async () => {
    const res = await send(server, c.method ?? 'GET', c.path, c.headers ?? {});
    assert.ok(res.status >= 200 && res.status < 500, `status ${res.status}`);
    assertClean(res, `${c.name}: the response itself`);
    const tokens = [res.header('x-debug-token'), res.header('x-previous-debug-token')].filter((t): t is string => t !== undefined);
    assert.ok(tokens.length >= 1, 'profiled');
    let reached = c.reached.test(res.body);
    for (const token of tokens) {
      for (const panel of PANELS) {
        const page = await get(server, `/_profiler/${token}?panel=${panel}`);
        assert.is(page.status, 200, `${token} ${panel}`);
        assertClean(page, `${c.name}: ${token} panel ${panel}`);
        reached ||= c.reached.test(page.body);
      }
      const toolbar = await get(server, `/_wdt/${token}`);
      assert.is(toolbar.status, 200);
      assertClean(toolbar, `${c.name}: /_wdt/${token}`);
      const fragment = await get(server, `/_profiler/${token}/exception`);
      assertClean(fragment, `${c.name}: /_profiler/${token}/exception`);
    }
    assert.ok(reached, `${c.name}: the payload shows up (escaped) somewhere, so the check means something`);
  });
}

test('MARKUP escaping: search results of all hostile profiles never show the payload unescaped', async () => {
  const page = await get(server, '/_profiler/empty/search/results?limit=50');
  assert.is(page.status, 200);
  assertClean(page, 'search results');
  assert.ok(/results? found/.test(visibleText(page.body)));
});

test('MARKUP escaping: search criteria reflected in the search bar are escaped', async () => {
  const page = await send(server, 'GET', `/_profiler/empty/search/results?limit=50&url=%3Cscript%3Ealert(1)%3C%2Fscript%3E&ip=%22%27%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&method=%22%27%3C%2Fpre%3E`);
  assert.is(page.status, 200);
  assertClean(page, 'search results with hostile criteria');
  const raw = await send(server, 'GET', `/_profiler/empty/search/results?limit=50&url=<script>alert(1)</script>&x="'`);
  assert.is(raw.status, 200);
  assertClean(raw, 'search results with raw hostile criteria');
});

test('MARKUP escaping: a hostile unknown token is escaped on the panel page and in data-token-not-found', async () => {
  // no %2F: the router decodes the path before matching, and {token} excludes "/"
  const page = await send(server, 'GET', '/_profiler/%22%27%3E%3Cimg%20src=x%20onerror=alert(1)%3E');
  assert.is(page.status, 200);
  assertClean(page, 'unknown hostile token');
  const notFound = elementWith(page.body, 'data-token-not-found=');
  assert.ok(notFound, 'data-token-not-found');
  assert.is(attr(notFound!.open, 'data-token-not-found'), `"'><img src=x onerror=alert(1)>`, 'the token is reflected, escaped');
  assert.ok(visibleText(notFound!.inner).includes(`Token ""'><img src=x onerror=alert(1)>" not found.`));
  const toolbar = await send(server, 'GET', '/_wdt/%22%27%3E%3Cimg%20src=x%20onerror=alert(1)%3E');
  assert.is(toolbar.status, 404);
  assertClean(toolbar, '/_wdt of a hostile token');
});

test('FACTS §7 /_profiler/search with hostile criteria redirects with every criterion percent-encoded (no raw quote in Location)', async () => {
  const res = await send(server, 'GET', `/_profiler/search?limit=10&url=<script>alert(1)</script>&ip="'`);
  assert.is(res.status, 302);
  assertClean(res, '/_profiler/search body');
  const location = res.header('location') ?? '';
  assert.match(location, /^\/_profiler\/([0-9a-f]{6}|empty)\/search\/results\?/);
  // the criteria survive the redirect
  const query = new URLSearchParams(location.slice(location.indexOf('?') + 1));
  assert.is(query.get('url'), '<script>alert(1)</script>');
  assert.is(query.get('ip'), `"'`);
  assert.is(query.get('limit'), '10');
  // PHP's http_build_query encodes quotes; a raw ' would also end the redirect page's url='…'
  assert.not.match(location, /[<>"'\s]/, location);
});

test('FACTS §7 the redirect page of /_profiler/search refreshes to exactly the Location', async () => {
  const res = await send(server, 'GET', `/_profiler/search?limit=10&ip="'`);
  const meta = /<meta http-equiv="refresh" content="([^"]*)"/.exec(res.body);
  assert.ok(meta, 'meta refresh');
  const content = meta![1]!.replace(/&#0?39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  // a quoted url ends at the next quote, as browsers read it
  const url = /^0;url='([^']*)'/.exec(content)?.[1];
  assert.is(url, res.header('location'));
});

test.run();
