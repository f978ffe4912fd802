// What `npm run bench` and `npm run bench:budget` share: starting a server as a child
// process, driving it with autocannon after an unmeasured warm-up, and reading the CPU
// time a child used (Linux /proc) so a run can say what one request cost the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { PROJECT_ROOT } from '../../src/paths.ts';

export type { LoadResult };

export interface Server {
  readonly child: ChildProcess;
  readonly base: string;
}

/** Starts a server that prints its base URL as its first line. */
export function startServer(args: string[]): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.once('data', (chunk: Buffer) => resolve({ child, base: chunk.toString().split('\n')[0]!.trim() }));
    child.once('error', reject);
  });
}

/** Our server, as `npm start` runs it, on a free port. */
export function startOurs(profiles = 1000): Promise<Server> {
  return startServer(['--import', 'tsx', 'src/main.ts', '--port', '0', '--profiles', String(profiles)]);
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

export async function fetchOnce(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

/** What the bare baseline needs to answer `path` like `response`: status, headers (but framing), body size. */
export function responseShape(path: string, response: Response, body: Buffer) {
  const headers = [...response.headers].filter(([name]) => !['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));
  return { path, status: response.status, headers, bodyBytes: body.length };
}

function run(url: string, connections: number, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, pipelining: 1 }, (error: Error | null, result: LoadResult) => (error ? reject(error) : resolve(result)));
  });
}

export interface Measured {
  readonly result: LoadResult;
  /** CPU time (user + system, all threads) the server used per response, in µs; undefined without /proc. */
  readonly cpuMicrosPerRequest: number | undefined;
}

/**
 * Drives `url` for `seconds` with `connections` keep-alive connections, after an
 * unmeasured warm-up on the same URL: the figures are the steady state, not the JIT
 * compiler's first second.
 */
export async function load(server: Server, url: string, options: { connections: number; seconds: number; warmup: number; headers?: Record<string, string> }): Promise<Measured> {
  const headers = options.headers ?? {};
  if (options.warmup > 0) await run(url, options.connections, headers, options.warmup);
  const before = cpuTicks(server);
  const result = await run(url, options.connections, headers, options.seconds);
  const after = cpuTicks(server);
  const cpuMicrosPerRequest = before === undefined || after === undefined || result.requests.total === 0
    ? undefined
    : Math.round(((after - before) * 1e6) / CLOCK_TICKS_PER_SECOND / result.requests.total);
  return { result, cpuMicrosPerRequest };
}

// /proc/<pid>/stat counts in clock ticks; Linux reports them at 100 a second to user space.
const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of the server process, or undefined where there is no /proc. */
function cpuTicks(server: Server): number | undefined {
  try {
    const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Prints rows as a table with the first column left-aligned, the others right-aligned. */
export function printTable(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): void {
  const cells = rows.map((row) => row.map((cell) => (cell === undefined ? 'n/a' : String(cell))));
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c]!.length)));
  for (const row of [header, ...cells]) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
}
