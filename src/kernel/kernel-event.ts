// One event object per dispatch. Which fields matter depends on the event: a request
// or exception listener may set a response (which stops propagation), a controller
// listener may replace the controller, an exception listener may replace the throwable.
import type { KernelRequest } from '../http/kernel-request.ts';
import type { KernelResponse } from '../http/kernel-response.ts';
import type { Controller } from '../controllers/controller.ts';

export const KernelEvents = {
  REQUEST: 'kernel.request',
  CONTROLLER: 'kernel.controller',
  CONTROLLER_ARGUMENTS: 'kernel.controller_arguments',
  RESPONSE: 'kernel.response',
  FINISH_REQUEST: 'kernel.finish_request',
  EXCEPTION: 'kernel.exception',
  TERMINATE: 'kernel.terminate',
} as const;

export type KernelEventName = (typeof KernelEvents)[keyof typeof KernelEvents];

export class KernelEvent {
  propagationStopped = false;
  response: KernelResponse | undefined;
  controller: Controller | undefined;
  throwable: Error | undefined;
  /** Set by an exception listener that chose its own status (the welcome page keeps 404). */
  allowCustomResponseCode = false;

  constructor(
    readonly name: KernelEventName,
    readonly request: KernelRequest,
  ) {}

  get isMainRequest(): boolean {
    return this.request.isMain;
  }

  /** On kernel.request and kernel.exception, a response ends the dispatch. */
  setResponse(response: KernelResponse): void {
    this.response = response;
    if (this.name === KernelEvents.REQUEST || this.name === KernelEvents.EXCEPTION) this.propagationStopped = true;
  }
}
