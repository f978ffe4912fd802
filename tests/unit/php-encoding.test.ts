// PHP encodings the reference shows (FACTS §1 X-Debug-Exception, FACTS §2 request_uri).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeQueryString, phpJsonEncode, rawurldecodeBytes, rawurlencode } from '../../src/http/php-encoding.ts';

const test = suite('unit: php-encoding');

test('FACTS §1 rawurlencode encodes !\'()* and space, keeps ~ - _ . and encodes UTF-8 bytes', () => {
  assert.is(rawurlencode("!'()*~ é"), '%21%27%28%29%2A~%20%C3%A9');
  assert.is(rawurlencode('a-b_c.d~e'), 'a-b_c.d~e');
  assert.is(rawurlencode('"GET http://h:1/x"'), '%22GET%20http%3A%2F%2Fh%3A1%2Fx%22');
  assert.is(rawurlencode('%00'), '%2500');
});

test('rawurldecode keeps invalid sequences and decodes bytes one char each', () => {
  assert.is(rawurldecodeBytes('/a%2Fb'), '/a/b');
  assert.is(rawurldecodeBytes('/%zz'), '/%zz');
  assert.is(rawurldecodeBytes('%ff'), '\u00ff');
});

test('normalizeQueryString sorts top-level keys', () => {
  assert.is(normalizeQueryString('b=2&a=1&c=3'), 'a=1&b=2&c=3');
  assert.is(normalizeQueryString(''), '');
});

test('normalizeQueryString re-encodes RFC 3986 (+ and %20 become %20)', () => {
  assert.is(normalizeQueryString('q=a+b&r=c%20d'), 'q=a%20b&r=c%20d');
  assert.is(normalizeQueryString('x=1'), 'x=1');
  assert.is(normalizeQueryString('k=%C3%A9!'), 'k=%C3%A9%21');
});

test('normalizeQueryString: a key without value gets "=", the last duplicate wins, empty pairs are dropped', () => {
  assert.is(normalizeQueryString('a'), 'a=');
  assert.is(normalizeQueryString('a=1&a=2'), 'a=2');
  assert.is(normalizeQueryString('&&b=1&'), 'b=1');
});

test('normalizeQueryString: nested keys are built back with encoded brackets, inner order kept', () => {
  assert.is(normalizeQueryString('x[b]=1&x[a]=2'), 'x%5Bb%5D=1&x%5Ba%5D=2');
  assert.is(normalizeQueryString('list[]=a&list[]=b'), 'list%5B0%5D=a&list%5B1%5D=b');
  assert.is(normalizeQueryString('z=1&m[k][j]=v'), 'm%5Bk%5D%5Bj%5D=v&z=1');
});

test('phpJsonEncode escapes slashes and non-ASCII like json_encode', () => {
  assert.is(phpJsonEncode({ a: '/x', b: 'é' }), '{"a":"\\/x","b":"\\u00e9"}');
});

test.run();
