// `npm run soak [-- --requests 200000 --connections 50]`: floods the server with
// requests to distinct unmatched paths (each stores 2 profiles) and samples its resident
// memory from /proc: before, peak, once the store is full, and at the end. Memory must
// stay flat once the store has filled. Not a test: it reports, it does not judge.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startOurs, stopServer } from './harness.ts';

const { values } = parseArgs({ options: {
  requests: { type: 'string', default: '200000' },
  connections: { type: 'string', default: '50' },
  profiles: { type: 'string', default: '1000' },
} });
const total = Number(values.requests);

const server = await startOurs(Number(values.profiles));
const { child, base } = server;

function rssMiB(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const before = rssMiB();
let peak = before;
const samples: Array<[number, number]> = [];
let done = 0;
const sampler = setInterval(() => {
  const rss = rssMiB();
  peak = Math.max(peak, rss);
  samples.push([done, rss]);
}, 500);

await new Promise<void>((resolve, reject) => {
  const run = autocannon(
    { url: `${base}/missing-[<id>]`, idReplacement: true, connections: Number(values.connections), amount: total, duration: 3600 },
    (error: Error | null) => (error ? reject(error) : resolve()),
  ) as { on(event: 'response', listener: () => void): void };
  run.on('response', () => {
    done++;
  });
});
clearInterval(sampler);
const after = rssMiB();
await stopServer(server);

// "Filled": the store holds its capacity after capacity/2 requests (2 profiles each).
const filledAt = Number(values.profiles) / 2;
const afterFill = samples.filter(([n]) => n >= filledAt * 4).map(([, rss]) => rss);
const settled = afterFill.length > 0 ? afterFill : samples.map(([, rss]) => rss);
console.log(JSON.stringify({
  requests: done,
  rssMiB: {
    before: Number(before.toFixed(1)),
    peak: Number(peak.toFixed(1)),
    afterStoreFilled: { min: Number(Math.min(...settled).toFixed(1)), max: Number(Math.max(...settled).toFixed(1)) },
    after: Number(after.toFixed(1)),
  },
  // Flat means the later quarters stay within the range of the first one after filling.
  byQuarter: [0.25, 0.5, 0.75, 1].map((q) => {
    const upTo = samples.filter(([n]) => n <= total * q).map(([, rss]) => rss);
    return { requests: Math.round(total * q), rssMiB: Number((upTo[upTo.length - 1] ?? 0).toFixed(1)) };
  }),
  samples: samples.length,
}, null, 2));
