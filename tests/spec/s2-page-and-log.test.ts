// SPEC §2: the debug error page (title line, headline, the chain of 2 exceptions with
// code excerpts, Logs table, Stack Traces) and the log entries with their context shapes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { readFileSync } from 'node:fs';
import { get, startServer, type TestServer, type RawResponse } from '../support/server.ts';
import { exceptionBlocks, headline, logRows, title, traceBlocks, type LogRow } from '../support/page.ts';

const CLOCK = Date.parse('2026-11-21T09:14:45Z');
const NOT_FOUND = 'Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException';
const RESOURCE_NOT_FOUND = 'Symfony\\Component\\Routing\\Exception\\ResourceNotFoundException';

const test = suite('SPEC §2 debug page and log entries');
let server: TestServer;
let page404: RawResponse;
let itemPage: RawResponse;
test.before(async () => {
  server = await startServer({ clock: CLOCK });
  page404 = await get(server, '/server-status');
  itemPage = await get(server, '/items/99');
});
test.after(() => server.close());

test('§2 title line: the requested absolute URL inside the message, with (404 Not Found)', () => {
  assert.is(title(page404.body), `No route found for "GET ${server.base}/server-status" (404 Not Found)`);
});

test('§2 Exceptions: headline message is the outermost exception message', () => {
  assert.is(headline(page404.body), `No route found for "GET ${server.base}/server-status"`);
});

test('§2 Exceptions: a chain of 2 exceptions, the 404 (2/2) listed before its cause (1/2)', () => {
  const blocks = exceptionBlocks(page404.body);
  assert.is(blocks.length, 2);
  assert.is(blocks[0]!.type, NOT_FOUND);
  assert.is(blocks[0]!.position, '2/2');
  assert.is(blocks[1]!.type, RESOURCE_NOT_FOUND);
  assert.is(blocks[1]!.position, '1/2');
});

test('§2 Exceptions: each exception carries its message', () => {
  const [outer, cause] = exceptionBlocks(page404.body);
  assert.is(outer!.message, `No route found for "GET ${server.base}/server-status"`);
  assert.is(cause!.message, 'No routes found for "/server-status/".');
});

test('§2 Exceptions: each code excerpt shows a real source file of ours, highlighting the real line', () => {
  for (const block of exceptionBlocks(page404.body)) {
    const excerpt = block.excerpt;
    assert.ok(excerpt, `${block.type} has a code excerpt`);
    assert.ok(excerpt!.file.startsWith(`${PROJECT_ROOT}/src/`), `${excerpt!.file} is under src/`);
    const line = Number(excerpt!.line);
    assert.ok(Number.isInteger(line) && line > 0, 'data-line is a line number');
    const source = readFileSync(excerpt!.file, 'utf8').split(/\r?\n/);
    assert.is(excerpt!.highlighted, source[line - 1], `${excerpt!.file}:${line}`);
    assert.match(excerpt!.highlighted, /throw/);
  }
});

test('§2 Logs: every row has a level in {DEBUG, INFO, ERROR}, time HH:MM:SS and a known channel', () => {
  for (const body of [page404.body, itemPage.body]) {
    const rows = logRows(body);
    assert.ok(rows.length > 0);
    for (const row of rows) {
      assert.ok(['DEBUG', 'INFO', 'ERROR'].includes(row.level), `level ${row.level}`);
      assert.match(row.time, /^\d{2}:\d{2}:\d{2}$/);
      assert.ok(['request', 'php', 'security', 'event'].includes(row.channel), `channel ${row.channel}`);
      assert.ok(row.message.length > 0);
    }
  }
});

test('§2 Logs: with a frozen clock the time field is that time of day (UTC), and so is the Date header', () => {
  for (const row of logRows(page404.body)) assert.is(row.time, '09:14:45');
  assert.is(page404.header('date'), 'Sat, 21 Nov 2026 09:14:45 GMT');
});

test('§2 Stack Traces: the 2 exceptions numbered [2/2] then [1/2], each frame giving file:line', () => {
  const blocks = traceBlocks(page404.body);
  assert.equal(blocks.map((b) => b.position), ['2/2', '1/2']);
  for (const block of blocks) {
    assert.ok(block.frames.length > 0, `${block.position} has frames`);
    for (const frame of block.frames) assert.match(frame, /\S+:\d+/, `frame "${frame}"`);
  }
  assert.ok(blocks[0]!.frames[0]!.includes(`${PROJECT_ROOT}/src/kernel/listeners/router-listener.ts:`), 'first frame of the 404');
  assert.ok(blocks[1]!.frames[0]!.includes(`${PROJECT_ROOT}/src/routing/url-matcher.ts:`), 'first frame of the cause');
});

test('§2 Stack Traces: a trace ends at the front controller (the app handler in src/app.ts), as the reference\'s ends at index.php', () => {
  for (const block of traceBlocks(page404.body)) {
    assert.ok(block.frames.at(-1)!.includes(`${PROJECT_ROOT}/src/app.ts:`), `${block.position} ends in src/app.ts: ${block.frames.at(-1)}`);
    assert.ok(block.frames.every((frame) => !frame.includes('node:')), `${block.position} shows none of Node's own frames`);
  }
  // The cause's frames below the router listener are the 404's frames below it.
  const [outer, cause] = traceBlocks(page404.body).map((b) => b.frames.map((f) => f.replace(/:\d+\)?$/, '')));
  assert.equal(cause!.slice(2), outer!.slice(1));
});

function rowWith(rows: LogRow[], message: string): LogRow {
  const row = rows.find((r) => r.message === message);
  assert.ok(row, `row "${message}"`);
  return row!;
}

test('§2 context of "Route matched": route, route_parameters {_route, _controller, …}, request_uri, method', () => {
  const row = rowWith(logRows(itemPage.body), 'Matched route "items_show".');
  assert.is(row.level, 'INFO');
  assert.is(row.channel, 'request');
  const context = row.context as Record<string, unknown>;
  assert.equal(Object.keys(context), ['route', 'route_parameters', 'request_uri', 'method']);
  assert.is(context.route, 'items_show');
  assert.equal(context.route_parameters, { _route: 'items_show', _controller: 'App\\Controller\\ItemController::show', id: '99' });
  assert.equal(Object.keys(context.route_parameters as object), ['_route', '_controller', 'id'], '_route, then _controller, then the variables');
  assert.is(context.request_uri, `${server.base}/items/99`);
  assert.is(context.method, 'GET');
});

test('§2 request_uri of "Route matched" is the absolute URL with the normalized query string', async () => {
  const res = await get(server, '/items?b=2&a=x+y');
  const profile = server.app.services.profiles.get(res.header('x-debug-token')!)!;
  const record = profile.log.find((r) => r.message === 'Matched route "items_list".');
  assert.is(record?.context?.request_uri, `${server.base}/items?a=x%20y&b=2`);
});

test('§2 context of the authenticator support check: firewall_name with authenticators (integer) or authenticator (string)', () => {
  const rows = logRows(itemPage.body);
  const check = rowWith(rows, 'Checking for authenticator support.');
  assert.equal(check.context, { firewall_name: 'main', authenticators: 1 });
  assert.ok(Number.isInteger((check.context as { authenticators: unknown }).authenticators));
  const support = rowWith(rows, 'Checking support on authenticator.');
  assert.equal(Object.keys(support.context as object), ['firewall_name', 'authenticator']);
  assert.type((support.context as { authenticator: unknown }).authenticator, 'string');
});

test('§2 context of an event notification: event and listener', () => {
  const rows = logRows(page404.body).filter((r) => r.message.startsWith('Notified event '));
  assert.ok(rows.length > 0);
  for (const row of rows) {
    const context = row.context as { event: string; listener: string };
    assert.equal(Object.keys(context), ['event', 'listener']);
    assert.is(row.message, `Notified event "${context.event}" to listener "${context.listener}".`);
  }
});

test('§2 context of a deprecation notice: exception, an empty object', () => {
  const rows = logRows(itemPage.body).filter((r) => r.message.startsWith('User Deprecated: '));
  assert.is(rows.length, 2);
  for (const row of rows) assert.equal(row.context, { exception: {} });
});

test.run();
