// Debug off (createApp({ debug: false }), `--no-debug`, APP_DEBUG=0): every error is the
// plain production page of FACTS §6 (`_error/404` preview text) with its status; the
// profiler, the toolbar and the error preview do not exist; nothing internal (log rows,
// file paths, class names, source lines, X-Debug-* headers) leaks into any response;
// and no profile is ever stored. The CLI warns when debug mode binds beyond loopback.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { send, startServer, type RawResponse, type TestServer } from '../support/server.ts';
import { textOf, title } from '../support/page.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const APOLOGY = 'Something is broken. Please let us know what you were doing when this error occurred. We will fix it as soon as possible. Sorry for any inconvenience caused.';

function visible(body: string): string {
  return textOf(body.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '')).replace(/\s+/g, ' ').trim();
}

function assertProductionPage(res: RawResponse, status: number, statusText: string): void {
  assert.is(res.status, status);
  assert.is(res.header('content-type'), 'text/html; charset=UTF-8');
  assert.is(title(res.body), `An Error Occurred: ${statusText}`);
  assert.is(visible(res.body.slice(res.body.indexOf('<body'))), `Oops! An Error Occurred The server returned a "${status} ${statusText}". ${APOLOGY}`);
}

/** What only a debug response could contain. */
const LEAKS: Array<[string, RegExp]> = [
  ['X-Debug-* header', /^x-debug-/im],
  ['X-Previous-Debug-Token header', /^x-previous-debug-token/im],
  ['toolbar', /sfwdt|_wdt|Web Debug Toolbar|sf-toolbar/i],
  ['profiler link', /_profiler/],
  ['log row', /data-log-level|request\.(INFO|ERROR|DEBUG)|Matched route|Uncaught PHP Exception|No route found/],
  ['file path', /\/src\/|\.ts\b|\.php\b|node_modules|\/work\//],
  ['class name', /Symfony\\|Exception|App\\|Controller::|HttpKernel/],
  ['source line', /\bline \d+|\.(ts|js|mjs|php):\d+|\bat [\w.<>]+ \(/],
  ['stack trace', /Stack Trace|trace-frame|data-exception|data-code-excerpt/],
  ['sf_redirect cookie', /sf_redirect/],
];

function assertNoLeak(res: RawResponse, where: string): void {
  const headers = res.headerList.map(([n, v]) => `${n}: ${v}`).join('\n');
  for (const [what, pattern] of LEAKS) {
    assert.not.match(headers, pattern, `${where}: ${what} in the headers`);
    // the production layout's CSS is not content; everything else is checked
    const body = res.body.replace(/<style>[\s\S]*?<\/style>/g, '');
    const m = pattern.exec(body);
    assert.ok(m === null, `${where}: ${what} in the body: …${m ? body.slice(Math.max(0, m.index - 80), m.index + 80) : ''}…`);
  }
  assert.is(res.header('x-robots-tag'), 'noindex', `${where}: X-Robots-Tag`);
}

const test = suite('hardening: production mode');
let server: TestServer;
test.before(async () => {
  server = await startServer({ debug: false });
});
test.after(() => server.close());

test('production: GET /server-status is a 404 with the production page of FACTS §6', async () => {
  assertProductionPage(await send(server, 'GET', '/server-status'), 404, 'Not Found');
});

test('production: POST /items is a 405 production page that keeps Allow: GET', async () => {
  const res = await send(server, 'POST', '/items');
  assertProductionPage(res, 405, 'Method Not Allowed');
  assert.is(res.header('allow'), 'GET');
});

test('production: an invalid Host is a 400 production page', async () => {
  assertProductionPage(await send(server, 'GET', '/server-status', { host: 'bad host' }), 400, 'Bad Request');
});

test('production: the controller 404 (/items/99) is the production page, never "Item 99 not found"', async () => {
  const res = await send(server, 'GET', '/items/99');
  assertProductionPage(res, 404, 'Not Found');
  assert.not.ok(res.body.includes('Item 99'));
});

for (const path of ['/_profiler/abc123', '/_profiler/', '/_profiler', '/_profiler/latest', '/_profiler/empty/search/results?limit=10', '/_profiler/search?limit=10', '/_profiler/abc123/exception', '/_profiler/phpinfo', '/_profiler/open?file=src/app.ts&line=1', '/_wdt/x', '/_error/404', '/_error/500.json', '/']) {
  test(`production: ${path} is a 404 production page like any unmatched path`, async () => {
    const res = await send(server, 'GET', path);
    assertProductionPage(res, 404, 'Not Found');
    assertNoLeak(res, path);
  });
}

test('production: /_fragment without a signature is the 403 production page (the fragment listener does not depend on debug)', async () => {
  const res = await send(server, 'GET', '/_fragment?_path=_controller%3Dx');
  assertProductionPage(res, 403, 'Forbidden');
  assertNoLeak(res, '/_fragment');
});

const SURFACE: Array<[string, string, string, Record<string, string>, number]> = [
  ['404', 'GET', '/server-status', {}, 404],
  ['HEAD 404', 'HEAD', '/server-status', {}, 404],
  ['405', 'POST', '/items', {}, 405],
  ['405 DELETE', 'DELETE', '/items/1', {}, 405],
  ['400', 'GET', '/server-status', { host: 'bad host' }, 400],
  ['controller 404', 'GET', '/items/99', {}, 404],
  ['301', 'GET', '/items/', {}, 301],
  ['200 list', 'GET', '/items', {}, 200],
  ['200 show', 'GET', '/items/1', {}, 200],
  ['percent-encoded 404', 'GET', '/server-status%00/%ff', {}, 404],
  ['hostile query 404', 'GET', '/nothing?q=<script>alert(1)</script>', { referer: 'http://evil.test/</title>' }, 404],
  ['JSON accept', 'GET', '/server-status', { accept: 'application/json' }, 404],
  ['unknown method', 'PURGE', '/items', {}, 405],
];

for (const [name, method, path, headers, status] of SURFACE) {
  test(`production: the ${name} (${method} ${path}) leaks no debug header, toolbar, log row, file path, class name or source line`, async () => {
    const res = await send(server, method, path, headers);
    assert.is(res.status, status);
    assertNoLeak(res, `${method} ${path}`);
    if (method === 'HEAD') assert.is(res.body, '');
  });
}

test('production: the profile store stays empty after every kind of request', async () => {
  assert.is(server.app.services.profiles.size, 0);
  const again = await send(server, 'GET', '/server-status');
  assert.is(again.status, 404);
  assert.is(server.app.services.profiles.size, 0);
  assert.is(server.app.services.profiles.estimatedBytes, 0);
});

// ---- CLI ----

function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  const base = { ...process.env };
  delete base.APP_DEBUG;
  delete base.HOST;
  delete base.PORT;
  // the runner's colour variables make node itself warn on stderr
  delete base.FORCE_COLOR;
  delete base.NO_COLOR;
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...base, ...env } });
}

interface Running {
  readonly child: ChildProcess;
  readonly firstLine: Promise<string>;
  stderr(): string;
  readonly exited: Promise<number | null>;
}

function run(args: string[], env: Record<string, string> = {}): Running {
  const child = start(args, env);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      stdout += c.toString();
      const nl = stdout.indexOf('\n');
      if (nl !== -1) resolve(stdout.slice(0, nl));
    });
    void exited.then(() => reject(new Error(`exited before printing a line: ${stdout} ${stderr}`)));
  });
  return { child, firstLine, stderr: () => stderr, exited };
}

async function fetchRaw(url: string, init: RequestInit = {}): Promise<RawResponse> {
  const res = await fetch(url, { ...init, redirect: 'manual' });
  const body = await res.text();
  const headerList = [...res.headers.entries()];
  return { status: res.status, statusText: res.statusText, headerList, header: (n) => res.headers.get(n) ?? undefined, body };
}

async function assertProductionCli(args: string[], env: Record<string, string>): Promise<void> {
  const r = run(args, env);
  try {
    const base = await r.firstLine;
    assert.match(base, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetchRaw(`${base}/server-status`);
    assertProductionPage(res, 404, 'Not Found');
    assertNoLeak(res, 'CLI /server-status');
    const profiler = await fetchRaw(`${base}/_profiler/latest`);
    assertProductionPage(profiler, 404, 'Not Found');
    const moved = await fetchRaw(`${base}/items/`);
    assert.is(moved.status, 301);
    assertNoLeak(moved, 'CLI /items/');
  } finally {
    r.child.kill('SIGTERM');
  }
  assert.is(await r.exited, 0);
  assert.not.match(r.stderr(), /warning/i);
}

test('production CLI: --no-debug serves the production pages', async () => {
  await assertProductionCli(['--port', '0', '--no-debug'], {});
});

test('production CLI: APP_DEBUG=0 serves the production pages', async () => {
  await assertProductionCli(['--port', '0'], { APP_DEBUG: '0' });
});

test('production CLI: APP_DEBUG=false serves the production pages', async () => {
  await assertProductionCli(['--port', '0'], { APP_DEBUG: 'false' });
});

test('debug CLI: APP_DEBUG=1 keeps debug mode (X-Debug-Token on the 404)', async () => {
  const r = run(['--port', '0'], { APP_DEBUG: '1' });
  try {
    const base = await r.firstLine;
    const res = await fetchRaw(`${base}/server-status`);
    assert.is(res.status, 404);
    assert.match(res.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
  } finally {
    r.child.kill('SIGTERM');
  }
  assert.is(await r.exited, 0);
});

async function stderrAfterStart(args: string[], env: Record<string, string> = {}): Promise<{ line: string; stderr: string }> {
  const r = run(args, env);
  let line = '';
  try {
    line = await r.firstLine;
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    r.child.kill('SIGTERM');
  }
  await r.exited;
  return { line, stderr: r.stderr() };
}

test('debug CLI: --host 0.0.0.0 prints a stderr warning that debug mode exposes internals', async () => {
  const { line, stderr } = await stderrAfterStart(['--host', '0.0.0.0', '--port', '0']);
  assert.match(line, /^http:\/\/0\.0\.0\.0:\d+$/);
  assert.match(stderr, /warning: debug mode on 0\.0\.0\.0 exposes/);
  assert.match(stderr, /logs, source code and profiles/);
});

test('debug CLI: HOST=0.0.0.0 from the environment warns too', async () => {
  const { stderr } = await stderrAfterStart(['--port', '0'], { HOST: '0.0.0.0' });
  assert.match(stderr, /warning: debug mode on 0\.0\.0\.0 exposes/);
});

test('debug CLI: --host 127.0.0.1 prints no warning', async () => {
  const { line, stderr } = await stderrAfterStart(['--host', '127.0.0.1', '--port', '0']);
  assert.match(line, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.is(stderr, '');
});

test('production CLI: --no-debug --host 0.0.0.0 prints no warning (nothing is exposed)', async () => {
  const { stderr } = await stderrAfterStart(['--no-debug', '--host', '0.0.0.0', '--port', '0']);
  assert.is(stderr, '');
});

test.run();
