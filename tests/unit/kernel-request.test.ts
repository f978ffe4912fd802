// The request's host and port rules (FACTS §6 400 for "bad host", relative links after it).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingMessage } from 'node:http';
import { KernelRequest } from '../../src/http/kernel-request.ts';
import { SuspiciousOperationException } from '../../src/errors/exceptions.ts';

const test = suite('unit: KernelRequest host and port');

function request(headers: Record<string, string>, url = '/path', method = 'GET'): KernelRequest {
  const req = { url, method, headers, socket: { remoteAddress: '::ffff:10.0.0.2' } } as unknown as IncomingMessage;
  return KernelRequest.fromNode(1, req, { address: '127.0.0.1', port: 8123 });
}

test('host is lowercased and its port stripped', () => {
  const r = request({ host: 'EXAMPLE.com:8080' });
  assert.is(r.host(), 'example.com');
  assert.is(r.port(), 8080);
  assert.is(r.uriForPath('/x'), 'http://example.com:8080/x');
});

test('IPv6 host [::1]:8000', () => {
  const r = request({ host: '[::1]:8000' });
  assert.is(r.host(), '[::1]');
  assert.is(r.port(), 8000);
  assert.is(r.schemeAndHttpHost(), 'http://[::1]:8000');
});

test('port 80 is left out of URLs; a host without port means 80', () => {
  const r = request({ host: 'example.com' });
  assert.is(r.port(), 80);
  assert.is(r.uriForPath('/x'), 'http://example.com/x');
  assert.is(request({ host: 'example.com:80' }).uriForPath('/x'), 'http://example.com/x');
});

test('port parsing: trailing colon means 80, a non-numeric port reads 0, no Host means the socket', () => {
  assert.is(request({ host: 'example.com:' }).port(), 80);
  assert.is(request({ host: 'example.com:abc' }).port(), 0);
  const none = request({});
  assert.is(none.port(), 8123);
  assert.is(none.host(), '127.0.0.1');
});

test('an empty Host header counts as none: the socket address and port are used (PHP reads "" as falsy)', () => {
  const r = request({ host: '' });
  assert.is(r.host(), '127.0.0.1');
  assert.is(r.port(), 8123);
  assert.is(r.uriForPath('/server-status'), 'http://127.0.0.1:8123/server-status');
});

test('§7 400: an invalid host raises SuspiciousOperationException once, then reads ""', () => {
  const r = request({ host: 'bad host' });
  try {
    r.host();
    assert.unreachable('should raise');
  } catch (error) {
    assert.instance(error, SuspiciousOperationException);
    assert.is((error as Error).message, 'Invalid Host "bad host".');
  }
  assert.is(r.host(), '');
  assert.is(r.linkBase(), '', 'links become relative');
});

test('the invalid-host state is shared with duplicates (sub-requests)', () => {
  const r = request({ host: 'bad host' });
  assert.throws(() => r.host());
  const sub = r.duplicate(2, { _controller: 'error_controller' }, 'GET');
  assert.is(sub.host(), '');
  const fresh = request({ host: 'bad host' }).duplicate(2, {});
  assert.throws(() => fresh.host(), /Invalid Host/);
});

test('hostOrEmpty never raises; valid hosts with dots, dashes and underscores pass', () => {
  assert.is(request({ host: 'a b' }).hostOrEmpty(), '');
  assert.is(request({ host: 'my-host_1.example.org.' }).host(), 'my-host_1.example.org.');
});

test('uri() normalizes the query string; the path keeps its percent-encoding', () => {
  const r = request({ host: 'h:81' }, '/a%2Fb?z=1&a=x+y');
  assert.is(r.pathInfo, '/a%2Fb');
  assert.is(r.uri(), 'http://h:81/a%2Fb?a=x%20y&z=1');
});

test('method override: POST with X-HTTP-Method-Override, not for GET', () => {
  assert.is(request({ host: 'h', 'x-http-method-override': 'delete' }, '/', 'POST').method, 'DELETE');
  assert.is(request({ host: 'h', 'x-http-method-override': 'DELETE' }, '/', 'GET').method, 'GET');
  assert.is(request({ host: 'h' }, '/?_method=put', 'POST').method, 'PUT');
});

test.run();
