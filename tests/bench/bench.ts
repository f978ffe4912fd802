// `npm run bench [-- --duration 5 --warmup 1 --json]`: our server against a bare node:http server
// sending responses of the same size and headers, in one run, with the same load
// (autocannon, keep-alive, 10 and 50 connections). Prints requests/s, p50/p99 latency,
// body bytes, the server's CPU time per response, the baseline's requests/s and the
// ratio. Not a test: nothing here fails on a number.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fetchOnce, load, printTable, responseShape, startOurs, startServer, stopServer } from './harness.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '5' }, warmup: { type: 'string', default: '1' }, json: { type: 'boolean', default: false } },
});
const seconds = Number(values.duration);
const warmup = Number(values.warmup);

const ours = await startOurs();

/** A fresh 404's token: earlier load runs evict old profiles, so each scenario makes its own. */
async function freshToken(): Promise<string> {
  return (await fetchOnce(ours.base, '/server-status')).response.headers.get('x-debug-token')!;
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
  shapes.push(responseShape(`/s${i}`, response, body));
}
const shapesFile = join(mkdtempSync(join(tmpdir(), 'debug-kernel-bench-')), 'responses.json');
writeFileSync(shapesFile, JSON.stringify(shapes));
const bare = await startServer(['tests/bench/bare-server.mjs', shapesFile]);

const rows = [];
try {
  for (const [i, scenario] of scenarios.entries()) {
    for (const connections of [10, 50]) {
      const path = scenario.path(await freshToken());
      const options = { connections, seconds, warmup, headers: scenario.headers };
      const our = await load(ours, ours.base + path, options);
      const base = await load(bare, `${bare.base}/s${i}`, options);
      // autocannon counts non-2xx; a 404 scenario is all non-2xx by design.
      const unexpected = scenario.status >= 300 ? our.result.requests.total - our.result.non2xx : our.result.non2xx;
      rows.push({
        scenario: scenario.name,
        connections,
        requestsPerSecond: Math.round(our.result.requests.average),
        p50Ms: our.result.latency.p50,
        p99Ms: our.result.latency.p99,
        bodyBytes: shapes[i]!.bodyBytes,
        cpuMicrosPerRequest: our.cpuMicrosPerRequest,
        baselineRequestsPerSecond: Math.round(base.result.requests.average),
        baselineCpuMicrosPerRequest: base.cpuMicrosPerRequest,
        ratio: Number((our.result.requests.average / base.result.requests.average).toFixed(3)),
        unexpectedStatuses: unexpected,
        errors: our.result.errors,
      });
    }
  }
} finally {
  await Promise.all([stopServer(ours), stopServer(bare)]);
}

if (values.json) {
  console.log(JSON.stringify({ durationSeconds: seconds, warmupSeconds: warmup, node: process.version, rows }, null, 2));
} else {
  console.log(`debug-kernel bench: ${seconds}s per run after a ${warmup}s warm-up, keep-alive, node ${process.version}\n`);
  printTable(
    ['scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'body B', 'cpu µs', 'bare req/s', 'bare cpu µs', 'ratio', 'off-status'],
    rows.map((r) => [r.scenario, r.connections, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.bodyBytes, r.cpuMicrosPerRequest, r.baselineRequestsPerSecond, r.baselineCpuMicrosPerRequest, r.ratio, r.unexpectedStatuses + r.errors]),
  );
  console.log('\ncpu µs: CPU time (user + system, all threads) the server used per response under that load.');
}
