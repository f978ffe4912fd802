// The golden fixture sequence: the same requests, in the same order, against a fresh
// server in deterministic mode (frozen clock, seeded tokens, fixed Host). Order matters:
// tokens and nonces are drawn in sequence.
import { PROJECT_ROOT } from '../../src/paths.ts';
import { send, startServer, type RawResponse } from './server.ts';

export const FIXTURE_CONFIG = { clock: Date.parse('2026-11-21T09:14:45Z'), seed: 'fixtures' };
export const FIXTURE_HOST = '127.0.0.1:8000';
const BASE = `http://${FIXTURE_HOST}`;

const PANELS = ['request', 'time', 'exception', 'logger', 'events', 'router', 'cache', 'security', 'twig', 'debug', 'config'];

interface Step {
  readonly name: string;
  readonly method: string;
  readonly path: string | ((tokens: Map<string, string>) => string);
  readonly headers?: Record<string, string>;
}

const STEPS: readonly Step[] = [
  { name: '404-server-status', method: 'GET', path: '/server-status' },
  { name: '404-with-referer', method: 'GET', path: '/config.json', headers: { referer: `${BASE}/some/page?x=1` } },
  { name: '405-post-items', method: 'POST', path: '/items' },
  { name: '400-bad-host', method: 'GET', path: '/server-status', headers: { host: 'bad host' } },
  { name: '404-controller-items-99', method: 'GET', path: '/items/99' },
  { name: '301-items-trailing-slash', method: 'GET', path: '/items/' },
  { name: 'head-404-server-status', method: 'HEAD', path: '/server-status' },
  { name: '200-items-with-toolbar', method: 'GET', path: '/items' },
  ...PANELS.map((panel): Step => ({
    name: `profiler-404-panel-${panel}`,
    method: 'GET',
    path: (tokens) => `/_profiler/${tokens.get('404-server-status')}?panel=${panel}`,
  })),
  { name: 'profiler-unknown-token', method: 'GET', path: '/_profiler/ffffff' },
  { name: 'wdt-404', method: 'GET', path: (tokens) => `/_wdt/${tokens.get('404-server-status')}` },
  { name: 'profiler-search-results', method: 'GET', path: '/_profiler/empty/search/results?limit=10' },
];

export interface Capture {
  readonly name: string;
  /** Status line, headers in wire order, a blank line, the body: as sent. */
  readonly raw: string;
}

function serialize(response: RawResponse): string {
  const head = response.headerList.map(([name, value]) => `${name}: ${value}`).join('\n');
  return `HTTP/1.1 ${response.status} ${response.statusText}\n${head}\n\n${response.body}`;
}

/** Runs the whole sequence against a fresh deterministic server. */
export async function captureAll(): Promise<Capture[]> {
  const server = await startServer(FIXTURE_CONFIG);
  try {
    const tokens = new Map<string, string>();
    const captures: Capture[] = [];
    for (const step of STEPS) {
      const path = typeof step.path === 'function' ? step.path(tokens) : step.path;
      const response = await send(server, step.method, path, { host: FIXTURE_HOST, ...step.headers });
      const token = response.header('x-debug-token');
      if (token) tokens.set(step.name, token);
      captures.push({ name: step.name, raw: serialize(response) });
    }
    return captures;
  } finally {
    await server.close();
  }
}

const ROOT_FORMS: ReadonlyArray<[string, string]> = [
  [PROJECT_ROOT, '{root}'],
  [encodeURIComponent(PROJECT_ROOT), '{root}'], // X-Debug-Exception-File
  [PROJECT_ROOT.replace(/\//g, '\\/'), '{root}'], // PHP-style JSON in the sf_redirect cookie
  [encodeURIComponent(PROJECT_ROOT.replace(/\//g, '\\/')), '{root}'],
];

/**
 * What truly varies between checkouts and edits: the checkout path, source line numbers
 * and the source text shown in excerpts. Messages, tokens, times and markup stay as they are.
 */
export function normalize(raw: string): string {
  let text = raw;
  for (const [form, placeholder] of ROOT_FORMS) text = text.split(form).join(placeholder);
  return text
    .replace(/^Content-Length: \d+$/m, 'Content-Length: {length}')
    .replace(/(\{root\}[^\s"'<>:()]*?\.ts):\d+/g, '$1:{line}')
    .replace(/(\{root\}[^\s"'<>]*?\.ts) line \d+/g, '$1 line {line}')
    .replace(/\(line \d+\)/g, '(line {line})')
    .replace(/(node:[\w/.-]+):\d+/g, '$1:{line}')
    .replace(/data-line(-number)?="\d+"/g, 'data-line$1="{line}"')
    .replace(/(%22line%22%3A)\d+/g, '$1{line}')
    .replace(/(<pre[^>]*data-(?:code|frame)-excerpt[^>]*><code>)[\s\S]*?(<\/code><\/pre>)/g, '$1{excerpt}$2');
}

export function fixturePath(name: string): string {
  return `${PROJECT_ROOT}/fixtures/${name}.http`;
}
