// FACTS §7 profiles, with the store bounded (createApp({ profiles })): the oldest
// profiles are evicted first and then read like tokens that never existed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, startServer, type TestServer } from '../support/server.ts';

const test = suite('FACTS §7 profile store eviction');
let server: TestServer;
test.before(async () => {
  server = await startServer({ profiles: 3 });
});
test.after(() => server.close());

test('FACTS §7 with profiles: 3, after 5 requests only the 3 newest tokens remain', async () => {
  const tokens: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await get(server, '/items');
    assert.is(res.status, 200);
    tokens.push(res.header('x-debug-token')!);
  }
  assert.is(new Set(tokens).size, 5);
  const store = server.app.services.profiles;
  assert.is(store.size, 3);
  assert.is(store.get(tokens[0]!), undefined, 'oldest evicted');
  assert.is(store.get(tokens[1]!), undefined, 'second oldest evicted');
  for (const token of tokens.slice(2)) assert.ok(store.get(token), `${token} kept`);
  assert.equal(store.latest().map((p) => p.token), [tokens[4], tokens[3], tokens[2]]);
});

test('FACTS §7 a 404 stores 2 profiles: with profiles: 3, a 404 then evicts 2 older ones', async () => {
  const before = server.app.services.profiles.latest().map((p) => p.token);
  const res = await get(server, '/server-status');
  const store = server.app.services.profiles;
  assert.is(store.size, 3);
  assert.ok(store.get(res.header('x-debug-token')!));
  assert.ok(store.get(res.header('x-previous-debug-token')!));
  assert.ok(store.get(before[0]!), 'the newest earlier profile stays');
  assert.is(store.get(before[1]!), undefined);
  assert.is(store.get(before[2]!), undefined);
});

test.run();
