// `npm run bench:budget [-- --duration 5 --warmup 1 --connections 50 --json]`: how much CPU
// time may an app spend on a 404 and still keep a given share of the bare server's
// throughput? The bare baseline of `npm run bench` (same status, headers and body size
// as our 404) is run again and again, each time spinning a fixed time per request in a
// loop that touches no memory: the most favourable work there is. Our own 404 runs
// under the same load, with the CPU time it takes. Not a test: it reports, it does not judge.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fetchOnce, load, printTable, responseShape, startOurs, startServer, stopServer, type Measured } from './harness.ts';

const { values } = parseArgs({ options: {
  duration: { type: 'string', default: '5' },
  warmup: { type: 'string', default: '1' },
  connections: { type: 'string', default: '50' },
  spins: { type: 'string', default: '0,25,50,75,100,150,200' },
  json: { type: 'boolean', default: false },
} });
const options = { connections: Number(values.connections), seconds: Number(values.duration), warmup: Number(values.warmup) };
const spins = values.spins!.split(',').map(Number);

const ours = await startOurs();
let our: Measured;
let shapesFile: string;
try {
  const { response, body } = await fetchOnce(ours.base, '/server-status');
  shapesFile = join(mkdtempSync(join(tmpdir(), 'debug-kernel-budget-')), 'responses.json');
  writeFileSync(shapesFile, JSON.stringify([responseShape('/s0', response, body)]));
  our = await load(ours, `${ours.base}/server-status`, options);
} finally {
  await stopServer(ours);
}

// One bare server per spin, started alone: the servers never compete for the two cores.
const ladder: Array<{ spinMicros: number; measured: Measured }> = [];
for (const spin of spins) {
  const bare = await startServer(['tests/bench/bare-server.mjs', shapesFile, '--spin', String(spin)]);
  try {
    ladder.push({ spinMicros: spin, measured: await load(bare, `${bare.base}/s0`, options) });
  } finally {
    await stopServer(bare);
  }
}

const unspun = ladder.find((step) => step.spinMicros === 0)?.measured.result.requests.average ?? ladder[0]!.measured.result.requests.average;
const rows = ladder.map(({ spinMicros, measured }) => ({
  spinMicros,
  requestsPerSecond: Math.round(measured.result.requests.average),
  cpuMicrosPerRequest: measured.cpuMicrosPerRequest,
  ratio: Number((measured.result.requests.average / unspun).toFixed(3)),
}));
const ourRow = {
  requestsPerSecond: Math.round(our.result.requests.average),
  cpuMicrosPerRequest: our.cpuMicrosPerRequest,
  ratio: Number((our.result.requests.average / unspun).toFixed(3)),
};

if (values.json) {
  console.log(JSON.stringify({ ...options, node: process.version, bare: rows, ours: ourRow }, null, 2));
} else {
  console.log(`debug-kernel budget: the 404's shape, ${options.connections} connections, ${options.seconds}s per run after a ${options.warmup}s warm-up\n`);
  printTable(['server', 'spin µs', 'req/s', 'cpu µs', 'ratio'], [
    ...rows.map((r) => ['bare', r.spinMicros, r.requestsPerSecond, r.cpuMicrosPerRequest, r.ratio]),
    ['ours (GET /server-status)', '', ourRow.requestsPerSecond, ourRow.cpuMicrosPerRequest, ourRow.ratio],
  ]);
  console.log('\nratio: requests/s over the bare server\'s with no spin. cpu µs: CPU time (user + system, all threads) per response.');
}
