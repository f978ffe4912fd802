// The app-owned render cache keeps the markup of log rows shared by every request (the
// dispatcher's notification rows, the deprecations), and nothing of one request's rows.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RenderCache } from '../../src/render/render-cache.ts';
import { renderExceptionBlock } from '../../src/render/debug-page/index.ts';
import { ListenerTable } from '../../src/kernel/listener-table.ts';
import type { LogRecord } from '../../src/log/log-collector.ts';
import { SourceCache } from '../../src/render/source-cache.ts';
import { OUTER, decode } from './fixtures.ts';

function counter(): { built: () => number; build: () => readonly [string, string] } {
  let count = 0;
  return { built: () => count, build: () => [`<tr>${++count}`, '</tr>'] };
}

test('§2 a log row with a frozen (shared) context is built once and kept', () => {
  const cache = new RenderCache();
  const context = Object.freeze({ event: 'kernel.request', listener: 'A::b' });
  const { built, build } = counter();
  const first = cache.row(context, 'Notified event "kernel.request" to listener "A::b".', build);
  const second = cache.row(context, 'Notified event "kernel.request" to listener "A::b".', build);
  assert.is(built(), 1);
  assert.is(second, first);
});

test("§2 a log row with one request's own context is built every time, never kept", () => {
  const cache = new RenderCache();
  const { built, build } = counter();
  cache.row({ exception: {} }, 'Uncaught PHP Exception X: "a"', build);
  cache.row({ exception: {} }, 'Uncaught PHP Exception X: "a"', build);
  assert.is(built(), 2);
});

test('§2 a kept row is only reused for the message it was made with', () => {
  const cache = new RenderCache();
  const context = Object.freeze({ exception: Object.freeze({}) });
  const { built, build } = counter();
  const first = cache.row(context, 'User Deprecated: one', build);
  const other = cache.row(context, 'User Deprecated: two', build);
  assert.is(built(), 2);
  assert.is.not(other, first);
  assert.is(cache.row(context, 'User Deprecated: one', build), first);
});

test('§6 each notification row kind has its own frozen context: "Notified" and "stopped" rows of one listener both render as written', () => {
  const entry = new ListenerTable().entriesFor('kernel.exception', { securityExceptionListener: false } as never).at(-1)!;
  const { notified, stopped } = entry.rows;
  assert.ok(Object.isFrozen(notified.context) && Object.isFrozen(stopped.context));
  assert.is.not(notified.context, stopped.context);
  const record = (row: typeof notified): LogRecord => ({ level: 'DEBUG', channel: 'event', message: row.message, context: row.context, time: 0, requestId: 1 });
  const cache = new RenderCache();
  const render = () => renderExceptionBlock({
    chain: [OUTER], logs: [record(notified), record(stopped)], sources: SourceCache.empty(), cache,
  }).value;
  render(); // the rows are now kept
  const messages = [...render().matchAll(/<span class="log-text[^"]*">([^<]*)<\/span>/g)].map((m) => decode(m[1]!));
  assert.equal(messages, [notified.message, stopped.message]);
  assert.match(stopped.message, /stopped propagation of the event "kernel\.exception"/);
});

test.run();
