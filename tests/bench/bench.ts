// `npm run bench [-- --duration 5 --warmup 1 --json]`: our server against a bare node:http server
// sending responses of the same size and headers, in one run, with the same load
// (autocannon, keep-alive, 10 and 50 connections). Prints requests/s, p50/p99 latency,
// body bytes, the baseline's requests/s and the ratio. Not a test: nothing here fails
// on a number.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../src/paths.ts';
import autocannon, { type Result as LoadResult } from 'autocannon';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '5' }, warmup: { type: 'string', default: '1' }, json: { type: 'boolean', default: false } },
});
const duration = Number(values.duration);
// Each measured run is preceded by an unmeasured one on the same URL, for both servers
// alike: the figures are then the steady state, not the JIT compiler's first second.
const warmup = Number(values.warmup);

function start(command: string, args: string[]): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.once('data', (chunk: Buffer) => resolve({ child, base: chunk.toString().split('\n')[0]!.trim() }));
    child.once('error', reject);
  });
}

async function fetchOnce(base: string, path: string, headers: Record<string, string>) {
  const response = await fetch(base + path, { headers, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

function run(url: string, connections: number, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, pipelining: 1 }, (error: Error | null, result: LoadResult) => (error ? reject(error) : resolve(result)));
  });
}

async function load(url: string, connections: number, headers: Record<string, string>): Promise<LoadResult> {
  if (warmup > 0) await run(url, connections, headers, warmup);
  return run(url, connections, headers, duration);
}

const ours = await start(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', '0', '--profiles', '1000']);

/** A fresh 404's token: earlier load runs evict old profiles, so each scenario makes its own. */
async function freshToken(): Promise<string> {
  return (await fetchOnce(ours.base, '/server-status', {})).response.headers.get('x-debug-token')!;
}

interface Scenario {
  readonly name: string;
  readonly path: (token: string) => string;
  readonly headers: Record<string, string>;
  /** The status every response of the run must have: a run that measured something else is flagged. */
  readonly status: number;
}

const scenarios: readonly Scenario[] = [
  { name: '404 page (GET /server-status)', path: () => '/server-status', headers: {}, status: 404 },
  { name: '404 with a Referer', path: () => '/config.json', headers: { referer: `${ours.base}/some/page?x=1` }, status: 404 },
  { name: '200 page (GET /items)', path: () => '/items', headers: {}, status: 200 },
  { name: 'profiler panel of a 404', path: (token) => `/_profiler/${token}`, headers: {}, status: 200 },
  { name: '/_wdt/<token>', path: (token) => `/_wdt/${token}`, headers: {}, status: 200 },
];

// The baseline answers /s<i> with a response the size and shape of ours for scenario i.
const shapes = [];
for (const [i, scenario] of scenarios.entries()) {
  const { response, body } = await fetchOnce(ours.base, scenario.path(await freshToken()), scenario.headers);
  if (response.status !== scenario.status) throw new Error(`${scenario.name}: expected ${scenario.status}, got ${response.status}`);
  const headers = [...response.headers].filter(([name]) => !['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));
  shapes.push({ path: `/s${i}`, status: response.status, headers, bodyBytes: body.length });
}
const shapesFile = join(mkdtempSync(join(tmpdir(), 'debug-kernel-bench-')), 'responses.json');
writeFileSync(shapesFile, JSON.stringify(shapes));
const bare = await start(process.execPath, ['tests/bench/bare-server.mjs', shapesFile]);

const rows = [];
try {
  for (const [i, scenario] of scenarios.entries()) {
    for (const connections of [10, 50]) {
      const path = scenario.path(await freshToken());
      const our = await load(ours.base + path, connections, scenario.headers);
      const base = await load(`${bare.base}/s${i}`, connections, scenario.headers);
      // autocannon counts non-2xx; a 404 scenario is all non-2xx by design.
      const unexpected = scenario.status >= 300 ? our.requests.total - our.non2xx : our.non2xx;
      rows.push({
        scenario: scenario.name,
        connections,
        requestsPerSecond: Math.round(our.requests.average),
        p50Ms: our.latency.p50,
        p99Ms: our.latency.p99,
        bodyBytes: shapes[i]!.bodyBytes,
        baselineRequestsPerSecond: Math.round(base.requests.average),
        ratio: Number((our.requests.average / base.requests.average).toFixed(3)),
        unexpectedStatuses: unexpected,
        errors: our.errors,
      });
    }
  }
} finally {
  ours.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
}

if (values.json) {
  console.log(JSON.stringify({ durationSeconds: duration, warmupSeconds: warmup, node: process.version, rows }, null, 2));
} else {
  console.log(`debug-kernel bench: ${duration}s per run after a ${warmup}s warm-up, keep-alive, node ${process.version}\n`);
  const header = ['scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'body B', 'bare req/s', 'ratio', 'off-status'];
  const table = rows.map((r) => [r.scenario, r.connections, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.bodyBytes, r.baselineRequestsPerSecond, r.ratio, r.unexpectedStatuses + r.errors].map(String));
  const widths = header.map((h, c) => Math.max(h.length, ...table.map((row) => row[c]!.length)));
  for (const row of [header, ...table]) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
}
