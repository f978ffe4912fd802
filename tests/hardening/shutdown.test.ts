// Graceful shutdown of the CLI (src/main.ts → closeGracefully): on SIGTERM/SIGINT the
// server stops accepting at once, a request still being received finishes and gets its
// complete response, connections are closed as soon as they are idle, and the process
// exits 0 without waiting out the grace period.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { headline } from '../support/page.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Cli {
  readonly child: ChildProcess;
  readonly port: number;
  stdout(): string;
  stderr(): string;
  /** exit code and when it came */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function startCli(): Promise<Cli> {
  const env = { ...process.env };
  for (const name of ['APP_DEBUG', 'HOST', 'PORT', 'FORCE_COLOR', 'NO_COLOR']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      stdout += c.toString();
      const nl = stdout.indexOf('\n');
      if (nl !== -1) resolve(stdout.slice(0, nl));
    });
    void exited.then(() => reject(new Error(`exited early: ${stdout} ${stderr}`)));
  });
  return { child, port: Number(new URL(base).port), stdout: () => stdout, stderr: () => stderr, exited };
}

/** Resolves once stdout shows the shutdown line, so the listener is known to be closed. */
async function closing(cli: Cli, signal: string): Promise<void> {
  for (let i = 0; i < 100 && !cli.stdout().includes(`${signal}: closing`); i++) await sleep(20);
  assert.ok(cli.stdout().includes(`${signal}: closing`), `stdout says "${signal}: closing": ${cli.stdout()}`);
}

class Client {
  data = Buffer.alloc(0);
  closed = false;
  closedAt = 0;
  error: Error | undefined;
  readonly socket: Socket;
  readonly ready: Promise<void>;
  readonly done: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (c: Buffer) => (this.data = Buffer.concat([this.data, c])));
    this.socket.on('error', (e) => (this.error = e));
    this.done = new Promise((resolve) => this.socket.on('close', () => {
      this.closed = true;
      this.closedAt = Date.now();
      resolve();
    }));
  }

  write(text: string): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(text, 'latin1', (e) => (e ? reject(e) : resolve())));
  }

  /** The first complete response (Content-Length framed), or undefined. */
  response(): { status: number; head: string; body: string; rest: string } | undefined {
    const at = this.data.indexOf('\r\n\r\n');
    if (at === -1) return undefined;
    const head = this.data.subarray(0, at).toString('latin1');
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? NaN);
    if (Number.isNaN(length) || this.data.length < at + 4 + length) return undefined;
    return {
      status: Number(head.split(' ')[1]),
      head,
      body: this.data.subarray(at + 4, at + 4 + length).toString('utf8'),
      rest: this.data.subarray(at + 4 + length).toString('latin1'),
    };
  }
}

function refused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (e: Error & { code?: string }) => resolve(e.code ?? e.message));
  });
}

const test = suite('hardening: graceful shutdown');
const children: ChildProcess[] = [];
test.after(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function cli(): Promise<Cli> {
  const c = await startCli();
  children.push(c.child);
  return c;
}

test('shutdown: a POST whose body is still streaming at SIGTERM gets its complete 404, new connections are refused, and the process exits 0', async () => {
  const app = await cli();
  const client = new Client(app.port);
  await client.ready;
  const body = 'x'.repeat(1000);
  await client.write(`POST /server-status HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`);
  // half the body, slowly
  for (let i = 0; i < 5; i++) {
    await client.write(body.slice(i * 100, (i + 1) * 100));
    await sleep(60);
  }
  app.child.kill('SIGTERM');
  await closing(app, 'SIGTERM');
  assert.is(await refused(app.port), 'ECONNREFUSED', 'a new connection after SIGTERM is refused');
  // the rest of the body, slowly: the connection is still open and still read
  for (let i = 5; i < 10; i++) {
    await client.write(body.slice(i * 100, (i + 1) * 100));
    await sleep(60);
  }
  const lastByte = Date.now();
  assert.is(client.error, undefined, 'the in-flight connection was not reset');
  await client.done;
  const res = client.response();
  assert.ok(res, `a complete response: ${JSON.stringify(client.data.toString('latin1').slice(0, 200))}`);
  assert.is(res!.status, 404);
  assert.match(res!.head, /\r\nX-Debug-Token: [0-9a-f]{6}\r\n/);
  assert.is(headline(res!.body), `No route found for "POST http://127.0.0.1:${app.port}/server-status"`);
  assert.ok(res!.body.trimEnd().endsWith('(404 Not Found) -->'), 'the page is complete');
  assert.is(res!.rest, '', 'nothing after it');
  const exit = await app.exited;
  assert.is(exit.code, 0);
  // closed as soon as the request was complete, not after the 5 s grace period
  assert.ok(client.closedAt - lastByte < 2000, `connection closed ${client.closedAt - lastByte} ms after the last body byte`);
  assert.ok(exit.at - lastByte < 2500, `exited ${exit.at - lastByte} ms after the last body byte`);
  assert.is(app.stderr(), '');
});

test('shutdown: a request whose headers are still arriving at SIGTERM is completed and answered', async () => {
  const app = await cli();
  const client = new Client(app.port);
  await client.ready;
  await client.write('GET /items HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await sleep(100);
  app.child.kill('SIGTERM');
  await closing(app, 'SIGTERM');
  await client.write('Accept: text/html\r\n\r\n');
  await client.done;
  const res = client.response();
  assert.ok(res, `a complete response: ${JSON.stringify(client.data.toString('latin1').slice(0, 200))}`);
  assert.is(res!.status, 200);
  assert.is((await app.exited).code, 0);
});

test('shutdown: an idle keep-alive connection does not hold the process: exit 0 right after SIGTERM', async () => {
  const app = await cli();
  const client = new Client(app.port);
  await client.ready;
  await client.write('GET /server-status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  for (let i = 0; i < 100 && client.response() === undefined; i++) await sleep(20);
  assert.is(client.response()?.status, 404);
  const sent = Date.now();
  app.child.kill('SIGTERM');
  await client.done;
  const exit = await app.exited;
  assert.is(exit.code, 0);
  assert.ok(exit.at - sent < 2000, `exited after ${exit.at - sent} ms`);
});

test('shutdown: SIGINT closes the same way, and a second signal does not crash it', async () => {
  const app = await cli();
  app.child.kill('SIGINT');
  await closing(app, 'SIGINT');
  app.child.kill('SIGTERM');
  const exit = await app.exited;
  assert.is(exit.code, 0);
  assert.is(app.stdout().match(/: closing/g)?.length, 1, 'one shutdown');
  assert.is(app.stderr(), '');
});

test.run();
