// Bounded profile storage, seen from the server (FACTS §7; config profiles / profilesMb):
// a count capacity and a byte budget, the oldest evicted first, an evicted token
// reading exactly like one that never existed; seeded tokens are reproducible.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { attr, elementWith } from '../support/page.ts';
import { FROZEN, summaryOf, visibleText } from './helpers.ts';

const MiB = 1024 * 1024;

async function assertReadsAsUnknown(server: TestServer, token: string): Promise<void> {
  const panel = await get(server, `/_profiler/${token}`);
  assert.is(panel.status, 200, `${token}: panel status`);
  const notFound = elementWith(panel.body, 'data-token-not-found=');
  assert.ok(notFound, `${token}: data-token-not-found`);
  assert.is(attr(notFound!.open, 'data-token-not-found'), token);
  assert.ok(visibleText(notFound!.inner).includes(`Token "${token}" not found.`), `${token}: notice text`);
  assert.is(summaryOf(panel.body), undefined, `${token}: no profile summary`);
  const toolbar = await get(server, `/_wdt/${token}`);
  assert.is(toolbar.status, 404, `${token}: /_wdt status`);
  assert.is(toolbar.body, '', `${token}: /_wdt body`);
}

const capacity = suite('profiler storage capacity');
let small: TestServer;
capacity.before(async () => {
  small = await startServer({ profiles: 5 });
});
capacity.after(() => small.close());

capacity('FACTS §7 with profiles: 5, after 20 404s exactly 5 profiles are stored, the newest ones', async () => {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < 20; i++) {
    const res = await get(small, `/gone-${i}`);
    assert.is(res.status, 404);
    pairs.push([res.header('x-debug-token')!, res.header('x-previous-debug-token')!]);
  }
  const store = small.app.services.profiles;
  assert.is(store.size, 5);
  const [lastMain, lastSub] = pairs[19]!;
  const [prevMain, prevSub] = pairs[18]!;
  for (const t of [lastMain, lastSub, prevMain, prevSub]) {
    assert.ok(store.get(t), `${t} kept`);
    const panel = await get(small, `/_profiler/${t}`);
    assert.is(panel.status, 200);
    assert.is(summaryOf(panel.body)?.token, t);
  }
  // the oldest ones read like unknown tokens
  for (const [main, sub] of pairs.slice(0, 17)) {
    assert.is(store.get(main), undefined, `${main} evicted`);
    assert.is(store.get(sub), undefined, `${sub} evicted`);
  }
  for (const [main, sub] of [pairs[0]!, pairs[1]!, pairs[10]!]) {
    await assertReadsAsUnknown(small, main);
    await assertReadsAsUnknown(small, sub);
  }
});

capacity('FACTS §7 with profiles: 5, search results list at most the 5 stored profiles', async () => {
  const page = await get(small, '/_profiler/empty/search/results?limit=50');
  assert.is(page.status, 200);
  assert.ok(visibleText(page.body).includes('5 results found'));
});

const budget = suite('profiler storage byte budget');
let tight: TestServer;
budget.before(async () => {
  tight = await startServer({ profilesMb: 1 });
});
budget.after(() => tight.close());

budget('FACTS §7 with profilesMb: 1, 400 requests keep estimatedBytes <= 1 MiB and far fewer profiles than the count capacity', async () => {
  const first = await get(tight, '/first-of-many');
  const firstTokens = [first.header('x-debug-token')!, first.header('x-previous-debug-token')!];
  const store = tight.app.services.profiles;
  for (let i = 0; i < 399; i += 21) {
    const batch = Array.from({ length: Math.min(21, 399 - i) }, (_, j) => get(tight, `/many-${i + j}`));
    for (const res of await Promise.all(batch)) assert.is(res.status, 404);
    assert.ok(store.estimatedBytes <= MiB, `after ${i + 21}: ${store.estimatedBytes} bytes`);
  }
  assert.ok(store.estimatedBytes <= MiB, `${store.estimatedBytes} bytes`);
  assert.ok(store.estimatedBytes > 0);
  assert.ok(store.size >= 2, 'the newest profiles stay');
  assert.ok(store.size < 100, `size ${store.size} well under the count capacity ${store.limits.capacity}`);
  assert.ok(store.size < store.limits.capacity / 10);
  // the store's byte count matches its profiles
  const sum = store.latest().reduce((n, p) => n + p.estimatedBytes, 0);
  assert.is(store.estimatedBytes, sum);
  for (const t of firstTokens) {
    assert.is(store.get(t), undefined, `${t} evicted`);
    await assertReadsAsUnknown(tight, t);
  }
});

budget('FACTS §7 with profilesMb: 1, the newest 404 is still fully readable', async () => {
  const res = await get(tight, '/the-newest');
  const t = res.header('x-debug-token')!;
  const panel = await get(tight, `/_profiler/${t}`);
  assert.is(panel.status, 200);
  assert.is(summaryOf(panel.body)?.url, `${tight.base}/the-newest`);
  assert.is((await get(tight, `/_wdt/${t}`)).status, 200);
  assert.ok(tight.app.services.profiles.estimatedBytes <= MiB);
});

const seeded = suite('profiler storage seeded tokens');

async function tokenSequence(): Promise<string[]> {
  const server = await startServer({ seed: 'x', clock: FROZEN });
  try {
    const out: string[] = [];
    for (const [method, path] of [['GET', '/items'], ['GET', '/server-status'], ['POST', '/items'], ['GET', '/items/'], ['GET', '/items/99']] as const) {
      const res = await send(server, method, path);
      out.push(res.header('x-debug-token') ?? '-', res.header('x-previous-debug-token') ?? '-');
    }
    const panel = await get(server, `/_profiler/${out[2]}`);
    out.push(panel.header('x-symfonyprofiler-script-nonce') ?? '-', panel.header('x-symfonyprofiler-style-nonce') ?? '-');
    out.push((await get(server, `/_profiler/${out[2]}/exception`)).header('x-debug-token') ?? '-');
    out.push(...server.app.services.profiles.latest().map((p) => p.token));
    return out;
  } finally {
    await server.close();
  }
}

seeded('FACTS §7 with { seed, clock }, two fresh servers given the same requests give the same tokens', async () => {
  const a = await tokenSequence();
  const b = await tokenSequence();
  assert.equal(a, b);
  const tokens = a.filter((t) => /^[0-9a-f]{6}$/.test(t));
  assert.ok(tokens.length >= 10, 'tokens were issued');
  assert.match(a[0]!, /^[0-9a-f]{6}$/, 'GET /items has a token');
  assert.match(a[3]!, /^[0-9a-f]{6}$/, 'the 404 has a previous token');
});

seeded('FACTS §7 different seeds give different tokens', async () => {
  const one = await startServer({ seed: 'x', clock: FROZEN });
  const two = await startServer({ seed: 'y', clock: FROZEN });
  try {
    const a = (await get(one, '/items')).header('x-debug-token');
    const b = (await get(two, '/items')).header('x-debug-token');
    assert.match(a ?? '', /^[0-9a-f]{6}$/);
    assert.match(b ?? '', /^[0-9a-f]{6}$/);
    assert.is.not(a, b);
  } finally {
    await one.close();
    await two.close();
  }
});

capacity.run();
budget.run();
seeded.run();
