// FACTS §0 "one log per main request": concurrent requests never share a log, a token
// or a profile.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, startServer, type TestServer } from '../support/server.ts';
import { headline, logRows } from '../support/page.ts';

const test = suite('FACTS §0 concurrent requests');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

const paths = Array.from({ length: 20 }, (_, i) => `/probe-${String(i).padStart(2, '0')}`);

test('FACTS §0 20 concurrent requests: each page and log mentions only its own path, all tokens distinct', async () => {
  const responses = await Promise.all(paths.map((path) => get(server, path)));
  const tokens: string[] = [];
  responses.forEach((res, i) => {
    const own = paths[i]!;
    assert.is(res.status, 404);
    assert.is(headline(res.body), `No route found for "GET ${server.base}${own}"`);
    const rows = logRows(res.body);
    assert.is(rows.length, 28, `${own}: the 28 rows of its own 404 only`);
    const error = rows.filter((r) => r.level === 'ERROR');
    assert.is(error.length, 1);
    assert.ok(error[0]!.message.includes(`${own}"`), `${own}: its own ERROR row`);
    for (const other of paths) if (other !== own) assert.not.ok(res.body.includes(other), `${own} page mentions ${other}`);
    tokens.push(res.header('x-debug-token')!, res.header('x-previous-debug-token')!);
  });
  assert.is(new Set(tokens).size, 40, 'distinct tokens');
});

test('FACTS §0 each stored profile of a concurrent batch has its own url and its own log', async () => {
  const responses = await Promise.all(paths.map((path) => get(server, path)));
  responses.forEach((res, i) => {
    const own = paths[i]!;
    for (const token of [res.header('x-debug-token')!, res.header('x-previous-debug-token')!]) {
      const profile = server.app.services.profiles.get(token);
      assert.ok(profile, `${own}: profile ${token}`);
      assert.is(profile!.url, `${server.base}${own}`);
      for (const record of profile!.log) {
        for (const other of paths) if (other !== own) assert.not.ok(record.message.includes(other), `${own} profile log mentions ${other}`);
      }
    }
  });
});

test.run();
