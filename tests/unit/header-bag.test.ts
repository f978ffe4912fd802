// FACTS §1: header order comes from "first set keeps its place, later sets replace in place".
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HeaderBag } from '../../src/http/header-bag.ts';

const test = suite('unit: HeaderBag');

test('FACTS §1 headers keep the order they were first set in', () => {
  const bag = new HeaderBag({ 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' });
  bag.set('Date', 'd');
  assert.equal(bag.list(), [['Content-Type', 'text/html'], ['Cache-Control', 'no-cache'], ['Date', 'd']]);
});

test('FACTS §1 setting an existing header (any case) replaces its value in place, keeping the first name', () => {
  const bag = new HeaderBag();
  bag.set('X-Debug-Token', 'aaaaaa');
  bag.set('X-Robots-Tag', 'noindex');
  bag.set('x-debug-token', 'bbbbbb');
  assert.equal(bag.list(), [['X-Debug-Token', 'bbbbbb'], ['X-Robots-Tag', 'noindex']]);
  assert.is(bag.get('X-DEBUG-TOKEN'), 'bbbbbb');
});

test('removing then setting again moves a header to the end', () => {
  const bag = new HeaderBag({ A: '1', B: '2' });
  bag.remove('a');
  assert.not.ok(bag.has('A'));
  bag.set('A', '3');
  assert.equal(bag.list(), [['B', '2'], ['A', '3']]);
});

test.run();
