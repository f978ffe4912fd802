// Hand-built inputs for the render tests: a 404 chain like the reference's, a log like
// the 404 page's, and a source cache that knows one fake file.
import type { FlatException } from '../../src/errors/flatten.ts';
import type { Frame } from '../../src/errors/stack-frames.ts';
import type { LogRecord } from '../../src/log/log-collector.ts';
import { SourceCache } from '../../src/render/source-cache.ts';

export const ROUTER_FILE = '/app/src/kernel/listeners/router-listener.ts';
export const MATCHER_FILE = '/app/src/routing/matcher.ts';

const frame = (file: string, line: number, functionName = ''): Frame => ({ file, line, column: 7, functionName });

export function exception(typeName: string, message: string, frames: Frame[], status = 404): FlatException {
  const cut = typeName.lastIndexOf('\\') + 1;
  return {
    typeName,
    shortName: typeName.slice(cut),
    namespace: typeName.slice(0, cut),
    message,
    statusCode: status,
    statusText: status === 404 ? 'Not Found' : status === 405 ? 'Method Not Allowed' : 'Internal Server Error',
    headers: {},
    file: frames[0]?.file ?? '',
    line: frames[0]?.line ?? 0,
    frames,
  };
}

export const OUTER = exception('Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException', 'No route found for "GET http://127.0.0.1:8000/server-status"', [
  frame(ROUTER_FILE, 12, 'RouterListener.onKernelRequest'),
  frame(MATCHER_FILE, 3, 'EventDispatcher.dispatch'),
  frame('node:internal/process/task_queues', 95, 'process.processTicksAndRejections'),
  frame(ROUTER_FILE, 20),
]);

export const INNER = exception('Symfony\\Component\\Routing\\Exception\\ResourceNotFoundException', 'No routes found for "/server-status/".', [
  frame(MATCHER_FILE, 4, 'UrlMatcher.match'),
  frame(ROUTER_FILE, 11, 'RouterListener.onKernelRequest'),
]);

const T0 = Date.UTC(2026, 10, 21, 9, 14, 45, 123);

export function log(level: LogRecord['level'], channel: LogRecord['channel'], message: string, context?: Record<string, unknown>, time = T0): LogRecord {
  return { level, channel, message, context, time, requestId: 1 };
}

export const LOGS: LogRecord[] = [
  log('DEBUG', 'event', 'Notified event "kernel.request" to listener "RouterListener::onKernelRequest".', { event: 'kernel.request', listener: 'Symfony\\Component\\HttpKernel\\EventListener\\RouterListener::onKernelRequest' }),
  log('ERROR', 'request', 'Uncaught PHP Exception NotFoundHttpException', { exception: {} }),
  log('INFO', 'php', 'User Deprecated: something', { exception: {} }),
  log('DEBUG', 'event', 'No context here', undefined, Date.UTC(2026, 10, 21, 23, 59, 1)),
];

const lines = (count: number, label: string) => Array.from({ length: count }, (_, i) => `${label} line ${i + 1}`).join('\n');

export const SOURCES = SourceCache.fromEntries([
  [ROUTER_FILE, lines(30, 'router')],
  [MATCHER_FILE, lines(6, 'matcher')],
]);

/** Visible text: tags dropped, the five escapes decoded, blanks squeezed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))).replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function decode(markup: string): string {
  return markup.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&amp;/g, '&');
}
