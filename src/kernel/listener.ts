// A listener: the identifier the observed framework logs for it, its priority, and a
// small function of ours doing that listener's job.
import type { KernelEvent } from './kernel-event.ts';
import type { RequestContext } from './request-context.ts';

export interface Listener {
  /** e.g. `Symfony\Component\HttpKernel\EventListener\RouterListener::onKernelRequest` */
  readonly id: string;
  readonly priority: number;
  readonly call: (event: KernelEvent, ctx: RequestContext) => void;
}

export function listener(id: string, priority: number, call: Listener['call']): Listener {
  return { id, priority, call: named(id, call) };
}

/**
 * Names a function after its identifier (`Class::method` shown as `Class->method`), so
 * stack frames on error pages read like the reference's instead of "Object.call".
 */
export function named<F extends (...args: never[]) => unknown>(id: string, fn: F): F {
  Object.defineProperty(fn, 'name', { value: id.replace('::', '->') });
  return fn;
}
