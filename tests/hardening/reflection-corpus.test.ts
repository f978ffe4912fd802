// A corpus of reflection payloads (XSS classics, context breakers, a 4 KB payload,
// percent-encoded, double-encoded and full-width forms) travels in every place a client
// controls: the path, the query, Referer, User-Agent, X-Forwarded-For and a custom
// header. Every page that can reflect it (the debug page, every profiler panel of its
// token, the toolbar, the exception fragment, the search results and the unknown-token
// page) must show it escaped: its decoded, dangerous raw form never appears in a body or
// in a header. Complements tests/profiler/hostile.test.ts (one combined payload).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type RawResponse, type TestServer } from '../support/server.ts';
import { unescapeHtml } from '../support/page.ts';

const PANELS = ['request', 'time', 'exception', 'logger', 'events', 'router', 'cache', 'security', 'twig', 'debug', 'config'];

interface Payload {
  readonly name: string;
  readonly text: string;
  /** Sequences that only exist in a page if the payload (once decoded) was written out raw. */
  readonly forbidden: readonly string[];
  /** Forms that show the payload did reach a page (compared with the entity-decoded body). */
  readonly seen: readonly string[];
}

const LONG = `"><svg onload=alert(1)>${'A'.repeat(4000)}<script>alert(1)</script>`;
const FULLWIDTH = '＜script＞alert(1)＜/script＞';

const PAYLOADS: Payload[] = [
  { name: 'script tag', text: '<script>alert(1)</script>', forbidden: ['<script>alert(1)', 'alert(1)</script>'], seen: ['<script>alert(1)</script>'] },
  { name: 'attribute breaker with svg onload', text: '"><svg onload=alert(1)>', forbidden: ['<svg onload', '"><svg'], seen: ['"><svg onload=alert(1)>'] },
  { name: 'single-quote breaker with img onerror', text: "'><img src=x onerror=alert(1)>", forbidden: ['<img src=x onerror', "'><img"], seen: ["'><img src=x onerror=alert(1)>"] },
  { name: '</pre> breaker', text: '</pre><script>x</script>', forbidden: ['</pre><script>', '<script>x</script>'], seen: ['</pre><script>x</script>'] },
  { name: '</title> breaker', text: '</title><script>x</script>', forbidden: ['</title><script>', '<script>x</script>'], seen: ['</title><script>x</script>'] },
  { name: 'comment breaker', text: '--><script>x</script><!--', forbidden: ['--><script>', '<script>x</script>', '</script><!--'], seen: ['--><script>x</script><!--'] },
  { name: '</textarea> breaker', text: '</textarea><b>ta</b>', forbidden: ['</textarea>', '<b>ta</b>'], seen: ['</textarea><b>ta</b>'] },
  {
    name: 'javascript: URL',
    text: 'javascript:alert(1)',
    // harmless as text; dangerous only as the start of a link, a source or a refresh target
    forbidden: ['href="javascript:', "href='javascript:", 'src="javascript:', 'action="javascript:', "url='javascript:", 'url=javascript:', 'Location: javascript:'],
    seen: ['javascript:alert(1)'],
  },
  { name: '4 KB payload', text: LONG, forbidden: ['<svg onload', '"><svg', '<script>alert(1)', 'alert(1)</script>', `A<script>`], seen: ['"><svg onload=alert(1)>AAAA', 'AAAA<script>alert(1)</script>'] },
  {
    name: 'percent-encoded',
    text: '%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E%3Csvg%20onload=alert(1)%3E',
    forbidden: ['<script>alert(1)', 'alert(1)</script>', '<svg onload', '"><svg'],
    seen: ['%3Cscript%3Ealert(1)', '<script>alert(1)</script>'],
  },
  {
    name: 'double-encoded',
    text: '%253Cscript%253Ealert(1)%253C%252Fscript%253E',
    forbidden: ['<script>alert(1)', 'alert(1)</script>'],
    seen: ['%253Cscript%253Ealert(1)', '%3Cscript%3Ealert(1)'],
  },
  {
    name: 'full-width UTF-8',
    text: FULLWIDTH,
    // NFKC folds ＜ into <: a page must never produce the ASCII form from it
    forbidden: ['<script>alert(1)', 'alert(1)</script>'],
    seen: [FULLWIDTH, Buffer.from(FULLWIDTH, 'utf8').toString('latin1'), 'alert(1)'],
  },
];

/** As raw as node's client allows in a request target: only bytes outside ! .. ~ are encoded. */
function rawTarget(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => (b > 0x20 && b < 0x7f && b !== 0x23 ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** A header value as node's client takes it: the UTF-8 bytes, one latin1 char each. */
function rawHeader(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

interface Location {
  readonly name: string;
  request(payload: string): { path: string; headers: Record<string, string> };
}

const LOCATIONS: Location[] = [
  { name: 'path', request: (p) => ({ path: `/${rawTarget(p)}`, headers: {} }) },
  { name: 'query string', request: (p) => ({ path: `/server-status?q=${rawTarget(p)}`, headers: {} }) },
  { name: 'Referer', request: (p) => ({ path: '/server-status', headers: { referer: `http://evil.test/${rawHeader(p)}` } }) },
  { name: 'User-Agent', request: (p) => ({ path: '/server-status', headers: { 'user-agent': rawHeader(p) } }) },
  { name: 'X-Forwarded-For', request: (p) => ({ path: '/server-status', headers: { 'x-forwarded-for': rawHeader(p) } }) },
  { name: 'custom header', request: (p) => ({ path: '/server-status', headers: { 'x-hostile': rawHeader(p) } }) },
];

/** Header lines and body, as one text to search. */
function whole(res: RawResponse): string {
  return `${res.headerList.map(([n, v]) => `${n}: ${v}`).join('\r\n')}\r\n\r\n${res.body}`;
}

function assertClean(payload: Payload, res: RawResponse, where: string): void {
  const text = whole(res);
  for (const bad of payload.forbidden) {
    const at = text.indexOf(bad);
    assert.ok(at === -1, `${payload.name} / ${where}: raw ${JSON.stringify(bad)} at ${at}: …${text.slice(Math.max(0, at - 160), at + 80)}…`);
  }
}

function reached(payload: Payload, res: RawResponse): boolean {
  const text = unescapeHtml(res.body);
  // a path keeps what the client had to percent-encode (spaces, UTF-8) as sent
  return payload.seen.some((form) => text.includes(form) || text.includes(rawTarget(form)));
}

const test = suite('hardening: reflection corpus');
let server: TestServer;
let requests = 0;
test.before(async () => {
  server = await startServer({ profiles: 5000 });
});
test.after(async () => {
  await server.close();
  assert.ok(requests < 1500, `${requests} requests`);
});

const fetchPage = (path: string) => {
  requests++;
  return get(server, path);
};

test('corpus sanity: no payload\'s forbidden form appears on benign pages (the checks cannot fire by accident)', async () => {
  const first = await fetchPage('/server-status');
  const token = first.header('x-debug-token')!;
  assert.ok(token);
  const pages = [first, ...(await Promise.all([
    ...PANELS.map((panel) => fetchPage(`/_profiler/${token}?panel=${panel}`)),
    fetchPage(`/_wdt/${token}`),
    fetchPage(`/_profiler/${token}/exception`),
    fetchPage('/_profiler/empty/search/results?limit=50'),
    fetchPage('/_profiler/ffffff'),
  ]))];
  for (const payload of PAYLOADS) {
    pages.forEach((page, i) => assertClean(payload, page, `benign page #${i}`));
    assert.not.ok(pages.some((page) => payload.seen.filter((s) => s !== 'alert(1)').some((s) => unescapeHtml(page.body).includes(s))), `${payload.name} not seen yet`);
  }
});

test('corpus sanity: every payload, written out raw into a body, trips its own check', () => {
  for (const payload of PAYLOADS) {
    const fake: RawResponse = { status: 200, statusText: 'OK', headerList: [], header: () => undefined, body: `<p>${payload.text.replace(/%25/g, '%').replace(/%3C/gi, '<').replace(/%3E/gi, '>').replace(/%3C/gi, '<').replace(/%2F/gi, '/').replace(/%22/gi, '"').replace(/%20/g, ' ').normalize('NFKC')}</p>` };
    let tripped = false;
    try {
      assertClean(payload, payload.name === 'javascript: URL' ? { ...fake, body: `<a href="${payload.text}">` } : fake, 'synthetic');
    } catch {
      tripped = true;
    }
    assert.ok(tripped, payload.name);
  }
});

for (const payload of PAYLOADS) {
  for (const location of LOCATIONS) {
    test(`hostile: ${payload.name} in the ${location.name} never reaches the debug page, a panel, the toolbar or the exception fragment raw`, async () => {
      const { path, headers } = location.request(payload.text);
      const res = await (requests++, send(server, 'GET', path, headers));
      assert.is(res.status, 404, `${payload.name} in ${location.name}: status`);
      assertClean(payload, res, 'the debug page');
      const token = res.header('x-debug-token');
      assert.ok(token !== undefined && /^[0-9a-f]{6}$/.test(token), 'profiled');
      const pages = await Promise.all([
        ...PANELS.map(async (panel) => [`panel ${panel}`, await fetchPage(`/_profiler/${token}?panel=${panel}`)] as const),
        (async () => [`/_wdt/${token}`, await fetchPage(`/_wdt/${token}`)] as const)(),
        (async () => [`/_profiler/${token}/exception`, await fetchPage(`/_profiler/${token}/exception`)] as const)(),
      ]);
      let seen = reached(payload, res);
      for (const [where, page] of pages) {
        assert.ok(page.status === 200, `${where}: status ${page.status}`);
        assertClean(payload, page, where);
        seen ||= reached(payload, page);
      }
      assert.ok(seen, `${payload.name} in ${location.name}: shows up (escaped) on some page, so the check means something`);
    });
  }

  test(`hostile: ${payload.name} as search criterion or as a token never reaches search results, the unknown-token page or /_wdt raw`, async () => {
    const encoded = encodeURIComponent(payload.text);
    const checks = await Promise.all([
      ['search results (url, encoded)', `/_profiler/empty/search/results?limit=50&url=${encoded}`],
      ['search results (url, raw)', `/_profiler/empty/search/results?limit=50&url=${rawTarget(payload.text)}`],
      ['search results (ip, method, status, token)', `/_profiler/empty/search/results?limit=50&ip=${encoded}&method=${encoded}&status_code=${encoded}&token=${encoded}`],
      ['unknown token (encoded)', `/_profiler/${encoded}`],
      ['unknown token (raw)', `/_profiler/${rawTarget(payload.text)}`],
      ['unknown token panel', `/_profiler/${encoded}?panel=${encoded}`],
      ['toolbar of a hostile token', `/_wdt/${encoded}`],
      ['exception fragment of a hostile token', `/_profiler/${encoded}/exception`],
    ].map(async ([where, path]) => [where!, await fetchPage(path!)] as const));
    let seen = false;
    for (const [where, page] of checks) {
      assert.ok(page.status < 500, `${where}: status ${page.status}`);
      assertClean(payload, page, where);
      seen ||= reached(payload, page);
    }
    assert.ok(seen, `${payload.name}: reflected (escaped) on some page`);
  });
}

test('hostile: after the corpus, the full search results list every hostile profile and stay clean', async () => {
  const page = await fetchPage('/_profiler/empty/search/results?limit=100');
  assert.is(page.status, 200);
  for (const payload of PAYLOADS) assertClean(payload, page, 'search results of the hostile profiles');
  const rows = (page.body.match(/data-profile-token=|\/_profiler\/[0-9a-f]{6}"/g) ?? []).length;
  assert.ok(rows >= 50, `${rows} rows`);
});

test.run();
