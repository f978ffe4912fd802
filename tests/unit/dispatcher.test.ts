// The traceable dispatcher (SPEC §6, FACTS §0): one "Notified event" row per called
// listener, written when the dispatch ends (also when a listener throws); a listener that
// stops propagation gets its "stopped propagation" row and later ones "was not called".
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingMessage } from 'node:http';
import { createApp } from '../../src/app.ts';
import type { AppServices } from '../../src/app-services.ts';
import { dispatch } from '../../src/kernel/dispatcher.ts';
import { KernelEvent } from '../../src/kernel/kernel-event.ts';
import { listener, type Listener } from '../../src/kernel/listener.ts';
import { ListenerTable } from '../../src/kernel/listener-table.ts';
import { RequestContext } from '../../src/kernel/request-context.ts';
import { KernelRequest } from '../../src/http/kernel-request.ts';

const test = suite('unit: dispatcher');
let services: AppServices;
test.before(async () => {
  services = (await createApp({ debug: false, clock: 0 })).services;
});

function contextWith(listeners: Listener[]): { ctx: RequestContext; event: KernelEvent } {
  const table = new ListenerTable({ 'kernel.request': listeners });
  const ctx = new RequestContext({ ...services, listeners: table });
  const req = { url: '/x', method: 'GET', headers: { host: 'h' }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  const request = KernelRequest.fromNode(ctx.nextRequestId(), req, { address: '127.0.0.1', port: 80 });
  return { ctx, event: new KernelEvent('kernel.request', request) };
}

const rows = (ctx: RequestContext) => ctx.log.all().map((r) => `${r.level} ${r.channel} ${r.message}`);

test('§6 one DEBUG/event notification per listener, in call order, after what listeners log themselves', () => {
  const order: string[] = [];
  const { ctx, event } = contextWith([
    listener('A::one', 10, (_e, c) => { order.push('A'); c.write('INFO', 'request', 'A logs'); }),
    listener('B::two', 0, () => { order.push('B'); }),
  ]);
  dispatch(ctx, event);
  assert.equal(order, ['A', 'B']);
  assert.equal(rows(ctx), [
    'INFO request A logs',
    'DEBUG event Notified event "kernel.request" to listener "A::one".',
    'DEBUG event Notified event "kernel.request" to listener "B::two".',
  ]);
  assert.equal(ctx.log.all()[1]!.context, { event: 'kernel.request', listener: 'A::one' });
});

test('§6 stop propagation writes the "stopped propagation" row; later listeners "was not called"', () => {
  const { ctx, event } = contextWith([
    listener('A::one', 10, () => {}),
    listener('B::stop', 5, (e) => { e.propagationStopped = true; }),
    listener('C::never', 0, () => assert.unreachable('C must not run')),
    listener('D::never', -1, () => assert.unreachable('D must not run')),
  ]);
  dispatch(ctx, event);
  assert.equal(rows(ctx), [
    'DEBUG event Notified event "kernel.request" to listener "A::one".',
    'DEBUG event Notified event "kernel.request" to listener "B::stop".',
    'DEBUG event Listener "B::stop" stopped propagation of the event "kernel.request".',
    'DEBUG event Listener "C::never" was not called for event "kernel.request".',
    'DEBUG event Listener "D::never" was not called for event "kernel.request".',
  ]);
  assert.equal(ctx.calls.map((c) => [c.listener, c.called]), [['A::one', true], ['B::stop', true], ['C::never', false], ['D::never', false]]);
});

test('§6 setResponse on kernel.request stops propagation', () => {
  const { ctx, event } = contextWith([
    listener('A::respond', 10, (e) => e.setResponse({} as never)),
    listener('B::never', 0, () => assert.unreachable('B must not run')),
  ]);
  dispatch(ctx, event);
  assert.ok(event.propagationStopped);
  assert.ok(rows(ctx).includes('DEBUG event Listener "A::respond" stopped propagation of the event "kernel.request".'));
});

test('FACTS §0 a throwing listener still gets its Notified row (and those before it); later ones get none', () => {
  const { ctx, event } = contextWith([
    listener('A::one', 10, () => {}),
    listener('B::throws', 5, () => { throw new Error('boom'); }),
    listener('C::later', 0, () => assert.unreachable('C must not run')),
  ]);
  assert.throws(() => dispatch(ctx, event), /boom/);
  assert.equal(rows(ctx), [
    'DEBUG event Notified event "kernel.request" to listener "A::one".',
    'DEBUG event Notified event "kernel.request" to listener "B::throws".',
  ]);
  assert.equal(ctx.calls.map((c) => [c.listener, c.called]), [['A::one', true], ['B::throws', true], ['C::later', false]]);
});

test('§6 the calls record the request id and the priority of each listener', () => {
  const { ctx, event } = contextWith([listener('A::one', 42, () => {})]);
  dispatch(ctx, event);
  assert.equal(ctx.calls.map((c) => [c.requestId, c.event, c.priority]), [[event.request.id, 'kernel.request', 42]]);
});

test.run();
