// The debug pages' Logs tabs reproduce the reference log sequences row for row
// (FACTS §0, §1, §6; SPEC §6 and §7).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { logRows } from '../support/page.ts';
import { normalizeRow, referenceLog } from '../support/reference.ts';

const test = suite('reference log sequences');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

function assertSameLog(page: string, reference: string): void {
  const ours = logRows(page).map((row) => normalizeRow(row, server.base));
  const expected = referenceLog(reference).map((row) => normalizeRow(row, '{base_url}'));
  assert.is(ours.length, expected.length, `${reference}: row count`);
  ours.forEach((row, i) => assert.equal(row, expected[i], `${reference}: row ${i + 1}`));
}

test('§6 §7 404 page of GET /server-status logs the 28 rows of 404-page.jsonl', async () => {
  assertSameLog((await get(server, '/server-status')).body, '404-page');
});

test('§7 405 page of POST /items logs the 28 rows of 405-page.jsonl', async () => {
  assertSameLog((await send(server, 'POST', '/items')).body, '405-page');
});

test('§7 400 page for Host "bad host" logs the 24 rows of 400-page.jsonl', async () => {
  assertSameLog((await get(server, '/server-status', { host: 'bad host' })).body, '400-page');
});

test('§7 controller 404 of GET /items/99 logs the 47 rows of controller-404-page.jsonl', async () => {
  assertSameLog((await get(server, '/items/99')).body, 'controller-404-page');
});

test('§6 the same sequence on a repeated request (deprecations are per main request)', async () => {
  await get(server, '/server-status');
  assertSameLog((await get(server, '/server-status')).body, '404-page');
});

test.run();
