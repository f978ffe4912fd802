// Raw bytes over node:net against a server with short timeouts: malformed request lines,
// oversized and numerous headers, NUL and bare CR bytes, invalid percent-encoding,
// request smuggling shapes (Content-Length with Transfer-Encoding, two Content-Lengths),
// a 5 MB body to an unmatched path, a slow-header client, pipelining, CONNECT, an HTTP/2
// preface, upgrade requests and absolute-form targets. Whatever the
// client sends, the server answers (a plain 4xx for what node's parser rejects, the
// debug page for what it accepts) and keeps answering: after every case a normal
// GET /server-status still gets its 404 with an X-Debug-Token.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect, type Socket } from 'node:net';
import { get, startServer, type TestServer } from '../support/server.ts';
import { exceptionBlocks, headline } from '../support/page.ts';

const TIMEOUTS = { headersTimeout: 1500, requestTimeout: 3000, keepAliveTimeout: 1000 };

interface Parsed {
  readonly statusLine: string;
  readonly status: number;
  readonly headers: string;
  header(name: string): string | undefined;
  readonly body: string;
}

/** A raw connection that reads whole responses (framed by Content-Length) as they come. */
class Conn {
  private buffer = Buffer.alloc(0);
  closed = false;
  closedAt = 0;
  error: Error | undefined;
  private waiters: Array<() => void> = [];
  readonly socket: Socket;
  readonly ready: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    this.socket.on('error', (error) => {
      this.error = error;
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.closedAt = Date.now();
      this.wake();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private changed(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no data within ${ms} ms; have ${JSON.stringify(this.buffer.toString('latin1').slice(0, 300))}`)), ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  write(bytes: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** The next complete response; rejects if the connection closes first or after `ms`. */
  async response(ms = 5000): Promise<Parsed> {
    const deadline = Date.now() + ms;
    for (;;) {
      const at = this.buffer.indexOf('\r\n\r\n');
      if (at !== -1) {
        const head = this.buffer.subarray(0, at).toString('latin1');
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
        assert.ok(!Number.isNaN(length), `every response is framed by Content-Length: ${head}`);
        if (this.buffer.length >= at + 4 + length) {
          const body = this.buffer.subarray(at + 4, at + 4 + length).toString('utf8');
          this.buffer = this.buffer.subarray(at + 4 + length);
          const lines = head.split('\r\n');
          return {
            statusLine: lines[0]!,
            status: Number(lines[0]!.split(' ')[1]),
            headers: head,
            header: (name) => lines.slice(1).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.replace(/^[^:]*:\s*/, ''),
            body,
          };
        }
      }
      if (this.closed) throw new Error(`closed before a complete response; have ${JSON.stringify(this.buffer.toString('latin1').slice(0, 300))}`);
      await this.changed(Math.max(1, deadline - Date.now()));
    }
  }

  /** Resolves once the server closed the connection (with nothing more to read). */
  async end(ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.closed) await this.changed(Math.max(1, deadline - Date.now()));
  }

  rest(): string {
    return this.buffer.toString('latin1');
  }

  destroy(): void {
    this.socket.destroy();
  }
}

const test = suite('hardening: raw socket');
let server: TestServer;
const open: Conn[] = [];

async function conn(): Promise<Conn> {
  const c = new Conn(server.port);
  open.push(c);
  await c.ready;
  return c;
}

/** One request's bytes on a fresh connection: the one response, then the close. */
async function once(bytes: string | Buffer): Promise<Parsed> {
  const c = await conn();
  await c.write(bytes);
  const res = await c.response();
  await c.end();
  assert.is(c.rest(), '', 'nothing after the response');
  return res;
}

function assertPlainParserError(res: Parsed, status: number, message: RegExp): void {
  assert.is(res.status, status, res.statusLine);
  assert.match(res.header('content-type') ?? '', /^text\/plain; charset=UTF-8$/);
  assert.is(res.header('connection'), 'close');
  assert.is(res.header('x-robots-tag'), 'noindex');
  assert.is(res.header('x-debug-token'), undefined, 'never reached the kernel');
  assert.match(res.body, message);
}

test.before(async () => {
  server = await startServer({}, TIMEOUTS);
});
test.after.each(async () => {
  for (const c of open.splice(0)) c.destroy();
  const res = await get(server, '/server-status');
  assert.is(res.status, 404, 'the server still answers');
  assert.match(res.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
});
test.after(() => server.close());

test('raw socket: CONNECT (a tunnel request) gets a plain 405, not a silent close', async () => {
  const res = await once('CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
  assertPlainParserError(res, 405, /^CONNECT is not supported/);
});

test('raw socket: an HTTP/2 connection preface on the HTTP/1.1 port gets a plain 400', async () => {
  assertPlainParserError(await once('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), 400, /^Parse Error: /);
});

test('raw socket: a WebSocket or h2c upgrade request is answered as a plain request (the 404 page), never upgraded', async () => {
  for (const upgrade of ['Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZQ==\r\nSec-WebSocket-Version: 13', 'Upgrade: h2c\r\nConnection: Upgrade, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA']) {
    const c = await conn();
    await c.write(`GET /chat HTTP/1.1\r\nHost: ${server.host}\r\n${upgrade}\r\n\r\n`);
    const res = await c.response();
    assert.is(res.status, 404, res.statusLine);
    assert.match(res.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
  }
});

test('raw socket: an absolute-form target for another host is routed by its path, on our own host', async () => {
  const c = await conn();
  await c.write(`GET http://evil.test/server-status HTTP/1.1\r\nHost: ${server.host}\r\n\r\n`);
  const res = await c.response();
  assert.is(res.status, 404, res.statusLine);
  assert.match(headline(res.body) ?? '', /No route found for "GET http:\/\/[^"]*\/server-status"/);
});

test('raw socket: a request line without a target (GET\\r\\n\\r\\n) gets a plain 400', async () => {
  assertPlainParserError(await once('GET\r\n\r\n'), 400, /^Parse Error: /);
});

test('raw socket: an unknown HTTP version (HTTP/9.9) gets a plain 400', async () => {
  assertPlainParserError(await once('GET / HTTP/9.9\r\nHost: x\r\n\r\n'), 400, /^Parse Error: Invalid HTTP version/);
});

test('raw socket: a space inside the method (G ET) gets a plain 400', async () => {
  assertPlainParserError(await once('G ET / HTTP/1.1\r\nHost: x\r\n\r\n'), 400, /^Parse Error: /);
});

test('raw socket: binary garbage gets a plain 400', async () => {
  const garbage = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x80, 0x0d, 0x0a, 0x0d, 0x0a, 0x16, 0x03, 0x01, 0x02, 0x00]);
  assertPlainParserError(await once(garbage), 400, /^Parse Error: /);
});

test('raw socket: a TLS ClientHello on the plain port gets a plain 400', async () => {
  const hello = Buffer.from('16030100a5010000a10303' + '00'.repeat(32) + '000002c02f01000076', 'hex');
  assertPlainParserError(await once(hello), 400, /^Parse Error: /);
});

test('raw socket: a single header over 16 KB gets a plain 431', async () => {
  assertPlainParserError(await once(`GET /x HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`), 431, /Header overflow/);
});

test('raw socket: 3000 distinct small headers (over 16 KB in all) get a plain 431', async () => {
  const headers = Array.from({ length: 3000 }, (_, i) => `h${i}: 1\r\n`).join('');
  assertPlainParserError(await once(`GET /x HTTP/1.1\r\nHost: x\r\n${headers}\r\n`), 431, /Header overflow/);
});

test('raw socket: 2500 tiny headers within 16 KB get the normal 404 debug page', async () => {
  const res = await once(`GET /many-headers HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${'a:1\r\n'.repeat(2500)}\r\n`);
  assert.is(res.status, 404);
  assert.match(res.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
  assert.is(headline(res.body), 'No route found for "GET http://x/many-headers"');
});

test('raw socket: a NUL byte in a header value gets a plain 400, and the connection is closed', async () => {
  assertPlainParserError(await once('GET /x HTTP/1.1\r\nHost: x\r\nX-Bad: a\0b\r\n\r\n'), 400, /^Parse Error: /);
});

test('raw socket: a NUL byte in a header name gets a plain 400', async () => {
  assertPlainParserError(await once('GET /x HTTP/1.1\r\nHost: x\r\nX-B\0ad: ab\r\n\r\n'), 400, /^Parse Error: Invalid header token/);
});

test('raw socket: a NUL byte in the path gets a plain 400', async () => {
  assertPlainParserError(await once('GET /server\0status HTTP/1.1\r\nHost: x\r\n\r\n'), 400, /^Parse Error: Invalid char in url/);
});

test('raw socket: a bare CR inside a header value gets a plain 400', async () => {
  assertPlainParserError(await once('GET /x HTTP/1.1\r\nHost: x\r\nX-Bad: a\rInjected: b\r\n\r\n'), 400, /^Parse Error: /);
});

for (const path of ['/%zz%', '/%', '/%c0%ae', '/%c0%ae%c0%ae/%2e%2e/etc/passwd', '/%ff%fe%00']) {
  test(`raw socket: invalid percent-encoding ${path} gets the normal 404 debug page whose message keeps the raw path`, async () => {
    const res = await once(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assert.is(res.status, 404);
    assert.match(res.header('content-type') ?? '', /^text\/html; charset=UTF-8$/);
    assert.match(res.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
    const message = `No route found for "GET http://x${path}"`;
    assert.is(headline(res.body), message);
    assert.is(exceptionBlocks(res.body)[0]?.message, message);
    // rawurlencode of the message: the raw % of the path shows as %25
    assert.ok((res.header('x-debug-exception') ?? '').includes(path.replace(/%/g, '%25').replace(/\//g, '%2F')), res.header('x-debug-exception'));
  });
}

test('raw socket: conflicting Content-Length and Transfer-Encoding get a 400 and the server keeps answering', async () => {
  const res = await once('POST /server-status HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n');
  assertPlainParserError(res, 400, /Transfer-Encoding can't be present with Content-Length/);
});

test('raw socket: two different Content-Length headers get a 400 (no smuggled second request)', async () => {
  const res = await once('POST /server-status HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 40\r\n\r\nhelloGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n');
  assertPlainParserError(res, 400, /Content-Length/);
});

test('raw socket: Transfer-Encoding other than chunked (e.g. "chunked, identity") gets a 400 or is framed safely', async () => {
  const c = await conn();
  await c.write('POST /server-status HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n5\r\nhello\r\n0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n');
  const res = await c.response();
  // never two answers where a smuggled request would follow
  if (res.status === 400) {
    assert.is(res.header('x-debug-token'), undefined);
  } else {
    assert.is(res.status, 404);
    await c.end();
    assert.not.match(c.rest(), /smuggled/);
  }
  await c.end();
});

test('raw socket: a 5 MB body streamed in chunks to an unmatched path gets its 404, is drained, and the connection serves the next request', async () => {
  const size = 5 * 1024 * 1024;
  const c = await conn();
  await c.write(`POST /upload-nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\n\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 'GET /smuggled HTTP/1.1\r\n\r\n');
  for (let sent = 0; sent < size; sent += chunk.length) await c.write(chunk.subarray(0, Math.min(chunk.length, size - sent)));
  const res = await c.response();
  assert.is(res.status, 404);
  assert.is(headline(res.body), 'No route found for "POST http://x/upload-nowhere"');
  assert.match(res.header('x-debug-token') ?? '', /^[0-9a-f]{6}$/);
  // the body was consumed as a body: the same connection parses the next request cleanly
  await c.write('GET /items HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  const next = await c.response();
  assert.is(next.status, 200, next.statusLine);
  await c.end();
  assert.is(c.rest(), '', 'no answer to anything inside the body');
});

test('raw socket: a slow client sending one header byte every 300 ms is closed (408) after headersTimeout while others are answered quickly', async () => {
  const c = await conn();
  const started = Date.now();
  const bytes = Buffer.from('GET /server-status HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(100) + '\r\n\r\n', 'latin1');
  let stop = false;
  const dribble = (async () => {
    for (let i = 0; i < bytes.length && !stop && !c.closed; i++) {
      c.socket.write(bytes.subarray(i, i + 1));
      await new Promise((r) => setTimeout(r, 300));
    }
  })();
  // meanwhile: other clients
  const latencies: number[] = [];
  while (!c.closed && Date.now() - started < 8000) {
    const t = Date.now();
    const res = await get(server, '/items');
    latencies.push(Date.now() - t);
    assert.is(res.status, 200);
    await new Promise((r) => setTimeout(r, 200));
  }
  stop = true;
  await dribble;
  await c.end(1000);
  const closedAfter = c.closedAt - started;
  assert.ok(closedAfter >= TIMEOUTS.headersTimeout - 100, `closed only after headersTimeout (${closedAfter} ms)`);
  // node checks its timers every connectionsCheckingInterval: the close comes well before requestTimeout + a check
  assert.ok(closedAfter < TIMEOUTS.headersTimeout + 2000, `closed soon after headersTimeout, not up to 30 s later (${closedAfter} ms)`);
  const rest = c.rest();
  assert.ok(rest === '' || rest.startsWith('HTTP/1.1 408 Request Timeout\r\n'), `a 408 or a bare close: ${JSON.stringify(rest.slice(0, 120))}`);
  assert.ok(latencies.length >= 3, `${latencies.length} requests made meanwhile`);
  assert.ok(Math.max(...latencies) < 1000, `other clients are answered quickly: ${latencies.join(', ')} ms`);
});

test('raw socket: a keep-alive connection sending two requests in one packet (pipelining) gets two responses in order', async () => {
  const c = await conn();
  await c.write('GET /server-status HTTP/1.1\r\nHost: x\r\n\r\nGET /items HTTP/1.1\r\nHost: x\r\n\r\nHEAD /nothing-here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  const first = await c.response();
  assert.is(first.status, 404);
  assert.is(headline(first.body), 'No route found for "GET http://x/server-status"');
  const second = await c.response();
  assert.is(second.status, 200);
  // HEAD: headers only, Content-Length of the GET body; read the head alone
  await c.end();
  const head = c.rest();
  assert.match(head, /^HTTP\/1\.1 404 Not Found\r\n/);
  assert.ok(head.endsWith('\r\n\r\n'), 'HEAD has no body');
  assert.match(head, /X-Debug-Exception: No%20route%20found%20for%20%22HEAD%20http%3A%2F%2Fx%2Fnothing-here%22/);
  const tokens = [first.header('x-debug-token'), second.header('x-debug-token'), /X-Debug-Token: (\w+)/.exec(head)?.[1]];
  assert.is(new Set(tokens).size, 3, `three profiles: ${tokens.join(', ')}`);
  // each profile records its own request, in order
  const urls = await Promise.all(tokens.map(async (t) => (await get(server, `/_profiler/${t}?panel=request`)).body));
  assert.match(urls[0]!, /data-profile-url="http:\/\/x\/server-status"/);
  assert.match(urls[1]!, /data-profile-url="http:\/\/x\/items"/);
  assert.match(urls[2]!, /data-profile-url="http:\/\/x\/nothing-here"/);
});

test('raw socket: a pipelined valid request followed by garbage gets its full response, then a 400', async () => {
  const c = await conn();
  await c.write('GET /server-status HTTP/1.1\r\nHost: x\r\n\r\nG\0RBAGE\r\n\r\n');
  const first = await c.response();
  assert.is(first.status, 404);
  assert.ok(first.body.endsWith('(404 Not Found) -->'), 'the first response is complete');
  const second = await c.response().catch(() => undefined);
  await c.end();
  if (second !== undefined) assertPlainParserError(second, 400, /^Parse Error: /);
});

test('raw socket: an idle keep-alive connection is closed after keepAliveTimeout', async () => {
  const c = await conn();
  await c.write('GET /items HTTP/1.1\r\nHost: x\r\n\r\n');
  const res = await c.response();
  assert.is(res.status, 200);
  const answered = Date.now();
  await c.end(TIMEOUTS.keepAliveTimeout + 3000);
  const idle = c.closedAt - answered;
  assert.ok(idle >= TIMEOUTS.keepAliveTimeout - 200 && idle < TIMEOUTS.keepAliveTimeout + 2000, `closed after ${idle} ms idle`);
});

test('raw socket: a request whose body never completes is cut off by requestTimeout', async () => {
  const c = await conn();
  const started = Date.now();
  await c.write('POST /server-status HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc');
  // the 404 may be sent at once (no route reads a body); the connection must not stay open forever
  await c.end(TIMEOUTS.requestTimeout + 4000);
  assert.ok(c.closedAt - started < TIMEOUTS.requestTimeout + 2500, `closed after ${c.closedAt - started} ms`);
});

test.run();
