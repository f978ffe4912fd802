// A controller: the identifier routes name in `_controller`, and the function that
// turns the request into a response.
import { parseStack } from '../errors/stack-frames.ts';
import { named } from '../kernel/listener.ts';
import type { KernelRequest } from '../http/kernel-request.ts';
import type { KernelResponse } from '../http/kernel-response.ts';
import type { RequestContext } from '../kernel/request-context.ts';

export interface Controller {
  readonly id: string;
  readonly run: (request: KernelRequest, ctx: RequestContext) => KernelResponse;
  /** Where the controller is defined in our source (the profiler and sf_redirect show it). */
  readonly definedAt: { readonly file: string; readonly line: number } | undefined;
}

/** Defines a controller, remembering the source line that defined it. */
export function defineController(id: string, run: Controller['run']): Controller {
  const caller = parseStack(new Error().stack)[1];
  return { id, run: named(id, run), definedAt: caller ? { file: caller.file, line: caller.line } : undefined };
}

export class ControllerRegistry {
  private readonly byId = new Map<string, Controller>();

  add(...controllers: Controller[]): this {
    for (const controller of controllers) this.byId.set(controller.id, controller);
    return this;
  }

  get(id: string): Controller | undefined {
    return this.byId.get(id);
  }
}
