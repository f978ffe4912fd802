// The traceable event dispatcher. Listeners run in priority order until one stops
// propagation; when the dispatch ends (also when a listener throws) one DEBUG row per
// listener called is written, in call order: that is why what a listener logs itself
// comes before the "Notified event" rows of the event it ran in.
import type { KernelEvent } from './kernel-event.ts';
import type { Listener } from './listener.ts';
import type { NotificationKind } from './listener-table.ts';
import type { RequestContext } from './request-context.ts';

export function dispatch(ctx: RequestContext, event: KernelEvent): KernelEvent {
  const listeners = ctx.app.listeners.for(event.name, ctx);
  const durations: number[] = [];
  let stopper = -1;
  try {
    for (let i = 0; i < listeners.length; i++) {
      const started = ctx.app.elapsed();
      durations.push(0);
      try {
        listeners[i]!.call(event, ctx);
      } finally {
        durations[i] = ctx.app.elapsed() - started;
      }
      if (event.propagationStopped) {
        stopper = i;
        break;
      }
    }
  } finally {
    notify(ctx, event, listeners, durations, stopper);
  }
  return event;
}

function notify(ctx: RequestContext, event: KernelEvent, listeners: readonly Listener[], durations: number[], stopper: number): void {
  const requestId = event.request.id;
  const table = ctx.app.listeners;
  const row = (kind: NotificationKind, listener: Listener) => {
    const { message, context } = table.notification(kind, event.name, listener);
    ctx.log.write(requestId, 'DEBUG', 'event', message, context);
  };
  listeners.forEach((listener, i) => {
    const called = i < durations.length;
    ctx.calls.push({ requestId, event: event.name, listener: listener.id, priority: listener.priority, called, durationMs: durations[i] ?? 0 });
    if (called) row('notified', listener);
    if (stopper !== -1 && i > stopper) row('not-called', listener);
    if (i === stopper) row('stopped', listener);
  });
}
