// The command line (src/main.ts): prints the base URL first, serves, closes on SIGTERM
// with exit code 0, documents its options, and refuses a bad option with exit code 2.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function start(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
}

function exit(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (c: Buffer) => {
      text += c.toString();
      const nl = text.indexOf('\n');
      if (nl !== -1) resolve(text.slice(0, nl));
    });
    child.on('close', () => reject(new Error(`exited before printing a line: ${text}`)));
  });
}

const test = suite('CLI src/main.ts');

test('CLI --port 0: first stdout line is the base URL, GET works, SIGTERM exits 0', async () => {
  const child = start(['--port', '0']);
  const done = exit(child);
  try {
    const line = await firstLine(child);
    assert.match(line, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${line}/server-status`);
    assert.is(res.status, 404);
    assert.is(res.headers.get('x-robots-tag'), 'noindex');
    await res.arrayBuffer();
  } finally {
    child.kill('SIGTERM');
  }
  assert.is((await done).code, 0);
});

test('CLI --help lists --host --port --routes --profiles --clock --seed --no-debug', async () => {
  const { code, stdout } = await exit(start(['--help']));
  assert.is(code, 0);
  for (const option of ['--host', '--port', '--routes', '--profiles', '--clock', '--seed', '--no-debug']) assert.ok(stdout.includes(option), option);
});

test('CLI a bad option exits 2', async () => {
  const { code, stderr } = await exit(start(['--bogus']));
  assert.is(code, 2);
  assert.ok(stderr.length > 0, 'says why');
});

test('CLI a bad value exits 2: --port abc', async () => {
  assert.is((await exit(start(['--port', 'abc']))).code, 2);
});

test('CLI --clock freezes the Date header and --seed makes tokens reproducible', async () => {
  const tokensOf = async (): Promise<[string | null, string | null, string | null]> => {
    const child = start(['--port', '0', '--clock', '2026-11-21T09:14:45Z', '--seed', 'repeatable']);
    const done = exit(child);
    try {
      const base = await firstLine(child);
      const res = await fetch(`${base}/server-status`);
      await res.arrayBuffer();
      return [res.headers.get('date'), res.headers.get('x-debug-token'), res.headers.get('x-previous-debug-token')];
    } finally {
      child.kill('SIGTERM');
      await done;
    }
  };
  const first = await tokensOf();
  const second = await tokensOf();
  assert.is(first[0], 'Sat, 21 Nov 2026 09:14:45 GMT');
  assert.match(first[1] ?? '', /^[0-9a-f]{6}$/);
  assert.equal(second, first);
});

test.run();
