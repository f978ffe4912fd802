// The traceable event dispatcher. Listeners run in priority order until one stops
// propagation; when the dispatch ends (also when a listener throws) one DEBUG row per
// listener called is written, in call order: that is why what a listener logs itself
// comes before the "Notified event" rows of the event it ran in.
import type { KernelEvent } from './kernel-event.ts';
import type { ListenerEntry } from './listener-table.ts';
import type { RequestContext } from './request-context.ts';

export function dispatch(ctx: RequestContext, event: KernelEvent): KernelEvent {
  const entries = ctx.app.listeners.entriesFor(event.name, ctx);
  const durations: number[] = [];
  let stopper = -1;
  // One clock read per listener: where one listener's time ends, the next one's starts.
  let clock = ctx.app.elapsed();
  try {
    for (let i = 0; i < entries.length; i++) {
      durations.push(0);
      try {
        entries[i]!.listener.call(event, ctx);
      } finally {
        const now = ctx.app.elapsed();
        durations[i] = now - clock;
        clock = now;
      }
      if (event.propagationStopped) {
        stopper = i;
        break;
      }
    }
  } finally {
    notify(ctx, event, entries, durations, stopper);
  }
  return event;
}

function notify(ctx: RequestContext, event: KernelEvent, entries: readonly ListenerEntry[], durations: readonly number[], stopper: number): void {
  const requestId = event.request.id;
  for (let i = 0; i < entries.length; i++) {
    const { listener, rows } = entries[i]!;
    const called = i < durations.length;
    ctx.calls.push({ requestId, event: event.name, listener: listener.id, priority: listener.priority, called, durationMs: called ? durations[i]! : 0 });
    if (called) ctx.log.write(requestId, 'DEBUG', 'event', rows.notified.message, rows.notified.context);
    if (stopper !== -1 && i > stopper) ctx.log.write(requestId, 'DEBUG', 'event', rows['not-called'].message, rows['not-called'].context);
    if (i === stopper) ctx.log.write(requestId, 'DEBUG', 'event', rows.stopped.message, rows.stopped.context);
  }
}
