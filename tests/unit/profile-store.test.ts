// The profile store (FACTS §7 tokens and profiles): capacity, byte budget, newest-first
// listing and unique tokens.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ProfileStore } from '../../src/profiler/profile-store.ts';
import type { Profile } from '../../src/profiler/profile.ts';
import type { TokenSource } from '../../src/profiler/token-source.ts';
import { randomTokens, seededTokens } from '../../src/profiler/token-source.ts';

const test = suite('unit: ProfileStore');

function profile(token: string, estimatedBytes = 100): Profile {
  return {
    token, parentToken: undefined, childTokens: [], url: `http://h/${token}`, method: 'GET', ip: '127.0.0.1', statusCode: 200,
    time: 0, durationMs: 0,
    request: { method: 'GET', pathInfo: '/', queryString: '', headers: {}, attributes: {}, routeParams: {}, route: undefined, controller: undefined },
    responseHeaders: [], exception: undefined, log: [], calls: [], estimatedBytes,
  };
}

function sequence(...tokens: string[]): TokenSource {
  let i = 0;
  const source = { next: () => tokens[Math.min(i++, tokens.length - 1)]!, nonce: () => '0'.repeat(32) };
  return source as TokenSource;
}

test('capacity: the oldest profiles are evicted first, evicted tokens read undefined', () => {
  const store = new ProfileStore({ capacity: 3, maxBytes: Infinity }, randomTokens());
  for (const t of ['a1', 'a2', 'a3', 'a4', 'a5']) store.save(profile(t));
  assert.is(store.size, 3);
  assert.is(store.get('a1'), undefined);
  assert.is(store.get('a2'), undefined);
  assert.ok(store.get('a3'));
  assert.ok(store.get('a5'));
});

test('byte budget: saving beyond maxBytes evicts the oldest until under budget', () => {
  const store = new ProfileStore({ capacity: 100, maxBytes: 250 }, randomTokens());
  store.save(profile('b1'));
  store.save(profile('b2'));
  assert.is(store.estimatedBytes, 200);
  store.save(profile('b3'));
  assert.is(store.size, 2);
  assert.is(store.get('b1'), undefined);
  assert.is(store.estimatedBytes, 200);
});

test('byte budget: a profile larger than the budget is still kept (never evict the one just saved)', () => {
  const store = new ProfileStore({ capacity: 100, maxBytes: 250 }, randomTokens());
  store.save(profile('c1'));
  store.save(profile('c2', 1000));
  assert.is(store.get('c1'), undefined);
  assert.ok(store.get('c2'));
  assert.is(store.size, 1);
});

test('latest() is newest first, with an optional limit', () => {
  const store = new ProfileStore({ capacity: 10, maxBytes: Infinity }, randomTokens());
  for (const t of ['d1', 'd2', 'd3']) store.save(profile(t));
  assert.equal(store.latest().map((p) => p.token), ['d3', 'd2', 'd1']);
  assert.equal(store.latest(2).map((p) => p.token), ['d3', 'd2']);
});

test('saving the same token again replaces it and makes it the newest', () => {
  const store = new ProfileStore({ capacity: 10, maxBytes: Infinity }, randomTokens());
  for (const t of ['e1', 'e2']) store.save(profile(t));
  store.save(profile('e1', 50));
  assert.is(store.size, 2);
  assert.is(store.estimatedBytes, 150);
  assert.equal(store.latest().map((p) => p.token), ['e1', 'e2']);
});

test('FACTS §7 token uniqueness: a token source that repeats never yields a stored or reserved token', () => {
  const store = new ProfileStore({ capacity: 10, maxBytes: Infinity }, sequence('aaaaaa', 'aaaaaa', 'bbbbbb', 'bbbbbb', 'cccccc'));
  const first = store.newToken();
  assert.is(first, 'aaaaaa');
  store.save(profile(first));
  assert.is(store.newToken(), 'bbbbbb', 'aaaaaa is stored');
  assert.is(store.newToken(new Set(['bbbbbb'])), 'cccccc', 'bbbbbb is reserved');
});

test('FACTS §7 token sources give 6 lowercase hex chars; a seed makes the sequence reproducible', () => {
  const random = randomTokens();
  for (let i = 0; i < 50; i++) assert.match(random.next(), /^[0-9a-f]{6}$/);
  const a = seededTokens('s');
  const b = seededTokens('s');
  const seqA = [a.next(), a.next(), a.next()];
  assert.equal([b.next(), b.next(), b.next()], seqA);
  for (const t of seqA) assert.match(t, /^[0-9a-f]{6}$/);
  assert.is.not(seededTokens('other').next(), seqA[0]);
});

test.run();
