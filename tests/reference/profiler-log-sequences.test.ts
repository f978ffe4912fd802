// The profiler panel of a 404 and the exception fragment reproduce their reference log
// sequences row for row (FACTS §0, §2; SPEC §4, §6).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, startServer, type TestServer } from '../support/server.ts';
import { logRows } from '../support/page.ts';
import { normalizeRow, referenceLog } from '../support/reference.ts';

const test = suite('profiler log sequences');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

function assertSameLog(page: string, reference: string, token: string): void {
  const ours = logRows(page).map((row) => normalizeRow(row, server.base, token));
  const expected = referenceLog(reference).map((row) => normalizeRow(row, '{base_url}'));
  assert.is(ours.length, expected.length, `${reference}: row count`);
  ours.forEach((row, i) => assert.equal(row, expected[i], `${reference}: row ${i + 1}`));
}

for (const [path, headers] of [['/server-status', {}], ['/config.json', { referer: 'http://example.test/page?x=1' }], ['/.env', {}]] as const) {
  test(`§4 §6 profiler panel of the 404 of ${path} logs the 122 rows of profiler-panel-of-404.jsonl`, async () => {
    const token = (await get(server, path, headers)).header('x-debug-token')!;
    const panel = await get(server, `/_profiler/${token}`);
    assert.is(panel.status, 200);
    assertSameLog(panel.body, 'profiler-panel-of-404', token);
  });
}

test('§6 a repeated visit of the panel logs the same 122 rows', async () => {
  const token = (await get(server, '/server-status')).header('x-debug-token')!;
  await get(server, `/_profiler/${token}`);
  assertSameLog((await get(server, `/_profiler/${token}`)).body, 'profiler-panel-of-404', token);
});

test('FACTS §2 /_profiler/<token>/exception logs its own 26 rows and is itself profiled', async () => {
  const token = (await get(server, '/server-status')).header('x-debug-token')!;
  const fragment = await get(server, `/_profiler/${token}/exception`);
  assert.is(fragment.status, 200);
  assertSameLog(fragment.body, 'profiler-exception-fragment', token);
  assert.match(fragment.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
});

test.run();
