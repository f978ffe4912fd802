// Concurrent profiler requests never mix (FACTS §0 "one log per main request", §2):
// each panel shows its own profile, and its exception Logs tab its own 122 rows.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, startServer, type TestServer } from '../support/server.ts';
import { headline, logRows } from '../support/page.ts';
import { panelOf, summaryOf } from './helpers.ts';

const test = suite('profiler isolation');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

async function make404s(n: number, prefix: string): Promise<Array<{ path: string; token: string; sub: string }>> {
  const paths = Array.from({ length: n }, (_, i) => `/${prefix}-${String(i).padStart(2, '0')}`);
  const responses = await Promise.all(paths.map((path) => get(server, path)));
  return responses.map((res, i) => {
    assert.is(res.status, 404);
    return { path: paths[i]!, token: res.header('x-debug-token')!, sub: res.header('x-previous-debug-token')! };
  });
}

function assertOwnPanel(body: string, own: { path: string; token: string }, others: ReadonlyArray<{ path: string; token: string; sub: string }>): void {
  const summary = summaryOf(body);
  assert.is(summary?.token, own.token, `${own.path}: summary token`);
  assert.is(summary?.url, `${server.base}${own.path}`, `${own.path}: summary url`);
  assert.is(panelOf(body)?.name, 'exception');
  assert.is(headline(body), `No route found for "GET ${server.base}${own.path}"`);
  const rows = logRows(body);
  assert.is(rows.length, 122, `${own.path}: 122 rows of its own panel request`);
  const matched = rows.filter((r) => r.message === 'Matched route "_profiler".');
  assert.is(matched.length, 1, `${own.path}: one Matched route row`);
  const context = matched[0]!.context as { route_parameters: { token: string }; request_uri: string };
  assert.is(context.route_parameters.token, own.token, `${own.path}: Matched route token`);
  assert.is(context.request_uri, `${server.base}/_profiler/${own.token}`);
  for (const other of others) {
    if (other.token === own.token) continue;
    assert.not.ok(body.includes(`${server.base}${other.path}"`), `${own.path} panel mentions ${other.path}`);
    for (const row of rows) {
      assert.not.ok(row.message.includes(other.token), `${own.path} log row mentions ${other.token}`);
      assert.not.ok(JSON.stringify(row.context ?? null).includes(`"${other.token}"`), `${own.path} log context mentions ${other.token}`);
    }
  }
}

test('FACTS §0 concurrent 404s of different paths each get their own tokens', async () => {
  const made = await make404s(10, 'own-token');
  const tokens = made.flatMap((m) => [m.token, m.sub]);
  for (const t of tokens) assert.match(t, /^[0-9a-f]{6}$/);
  assert.is(new Set(tokens).size, 20);
  for (const m of made) {
    assert.is(server.app.services.profiles.get(m.token)?.url, `${server.base}${m.path}`);
    assert.is(server.app.services.profiles.get(m.sub)?.url, `${server.base}${m.path}`);
  }
});

test('FACTS §0 §2 two concurrent panel requests for different profiles never mix', async () => {
  const made = await make404s(2, 'pair');
  const pages = await Promise.all(made.map((m) => get(server, `/_profiler/${m.token}`)));
  pages.forEach((page, i) => {
    assert.is(page.status, 200);
    assertOwnPanel(page.body, made[i]!, made);
  });
});

test('FACTS §0 §2 ten concurrent panel requests for different profiles never mix', async () => {
  const made = await make404s(10, 'ten');
  const pages = await Promise.all(made.map((m) => get(server, `/_profiler/${m.token}`)));
  pages.forEach((page, i) => {
    assert.is(page.status, 200);
    assertOwnPanel(page.body, made[i]!, made);
  });
});

test('FACTS §0 §3 concurrent logger panels each show their own profiled 404 log', async () => {
  const made = await make404s(6, 'logger');
  const pages = await Promise.all(made.map((m) => get(server, `/_profiler/${m.token}?panel=logger`)));
  pages.forEach((page, i) => {
    const own = made[i]!;
    const errors = logRows(page.body).filter((r) => r.level === 'ERROR');
    assert.is(errors.length, 1);
    assert.ok(errors[0]!.message.includes(`"GET ${server.base}${own.path}"`), errors[0]!.message);
    for (const other of made) if (other !== own) assert.not.ok(page.body.includes(`${server.base}${other.path}"`), `${own.path} mentions ${other.path}`);
  });
});

test('FACTS §0 panels requested concurrently with new 404s still show only their own profile', async () => {
  const made = await make404s(5, 'mixed');
  const [pages] = await Promise.all([
    Promise.all(made.map((m) => get(server, `/_profiler/${m.token}`))),
    make404s(5, 'interleaved'),
  ]);
  pages.forEach((page, i) => assertOwnPanel(page.body, made[i]!, made));
});

test.run();
