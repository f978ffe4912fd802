// What node's own HTTP parser rejects never reaches the kernel: a plain 400 with the
// parser's message, and the server keeps answering.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect } from 'node:net';
import { get, startServer, type TestServer } from '../support/server.ts';

const test = suite('server: node parser errors');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes, 'latin1'));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

function split(response: string): { status: string; headers: string; body: string } {
  const at = response.indexOf('\r\n\r\n');
  const head = response.slice(0, at);
  return { status: head.split('\r\n')[0]!, headers: head, body: response.slice(at + 4) };
}

test('parser error: an unknown method gets a plain 400 with the parser message', async () => {
  const res = split(await raw('BLAH /x HTTP/1.1\r\n\r\n'));
  assert.is(res.status, 'HTTP/1.1 400 Bad Request');
  assert.match(res.headers, /Content-Type: text\/plain; charset=UTF-8/);
  assert.match(res.body, /Parse Error/);
  assert.match(res.body, /method/i);
});

test('parser error: a NUL byte in a header value gets a plain 400 with the parser message', async () => {
  const res = split(await raw(`GET /x HTTP/1.1\r\nHost: ${server.host}\r\nX-Bad: a\0b\r\n\r\n`));
  assert.is(res.status, 'HTTP/1.1 400 Bad Request');
  assert.match(res.body, /Parse Error/);
  assert.match(res.body, /header/i);
});

test('parser error: the server still answers afterwards', async () => {
  await raw('BLAH /x HTTP/1.1\r\n\r\n');
  const res = await get(server, '/items');
  assert.is(res.status, 200);
});

test.run();
