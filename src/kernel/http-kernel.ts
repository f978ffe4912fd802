// The kernel, read as the list of events it dispatches:
//   kernel.request → (controller resolved) kernel.controller → kernel.controller_arguments
//   → controller → kernel.response → kernel.finish_request; kernel.terminate once the
//   response is sent. An exception at any step dispatches kernel.exception, whose last
//   listener renders the error page in a sub-request and stops propagation.
import { BadRequestHttpException, HttpException, InvalidArgumentException, NotFoundHttpException, SuspiciousOperationException } from '../errors/exceptions.ts';
import type { KernelRequest } from '../http/kernel-request.ts';
import type { KernelResponse } from '../http/kernel-response.ts';
import type { Controller } from '../controllers/controller.ts';
import { dispatch } from './dispatcher.ts';
import { KernelEvent, KernelEvents } from './kernel-event.ts';
import type { RequestContext } from './request-context.ts';

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/**
 * Handles a main request or a sub-request. With `catchErrors` false (the error
 * sub-request), an exception is not turned into a response but thrown to the caller.
 */
export function handle(ctx: RequestContext, request: KernelRequest, catchErrors = true): KernelResponse {
  ctx.stack.push(request);
  try {
    return handleRaw(ctx, request);
  } catch (thrown) {
    let error = asError(thrown);
    // A request-level error (invalid Host, invalid method override) is a 400.
    if (error instanceof SuspiciousOperationException) error = new BadRequestHttpException(error.message, error);
    if (!catchErrors) {
      finishRequest(ctx, request);
      throw error;
    }
    return handleThrowable(ctx, error, request);
  }
}

function handleRaw(ctx: RequestContext, request: KernelRequest): KernelResponse {
  const requestEvent = dispatch(ctx, new KernelEvent(KernelEvents.REQUEST, request));
  if (requestEvent.response) return filterResponse(ctx, requestEvent.response, request);

  const controllerEvent = new KernelEvent(KernelEvents.CONTROLLER, request);
  controllerEvent.controller = resolveController(ctx, request);
  dispatch(ctx, controllerEvent);

  const argumentsEvent = new KernelEvent(KernelEvents.CONTROLLER_ARGUMENTS, request);
  argumentsEvent.controller = controllerEvent.controller;
  dispatch(ctx, argumentsEvent);

  const response = argumentsEvent.controller!.run(request, ctx);
  return filterResponse(ctx, response, request);
}

function resolveController(ctx: RequestContext, request: KernelRequest): Controller {
  const id = request.attributes.get('_controller');
  if (typeof id !== 'string') {
    throw new NotFoundHttpException(`Unable to find the controller for path "${request.pathInfo}". The route is wrongly configured.`);
  }
  const controller = ctx.app.controllers.get(id);
  if (controller === undefined) throw new InvalidArgumentException(`Controller "${id}" does neither exist as service nor as class.`);
  return controller;
}

function filterResponse(ctx: RequestContext, response: KernelResponse, request: KernelRequest): KernelResponse {
  const event = new KernelEvent(KernelEvents.RESPONSE, request);
  event.response = response;
  dispatch(ctx, event);
  finishRequest(ctx, request);
  return event.response!;
}

function finishRequest(ctx: RequestContext, request: KernelRequest): void {
  try {
    dispatch(ctx, new KernelEvent(KernelEvents.FINISH_REQUEST, request));
  } finally {
    ctx.stack.pop();
  }
}

function handleThrowable(ctx: RequestContext, error: Error, request: KernelRequest): KernelResponse {
  const event = new KernelEvent(KernelEvents.EXCEPTION, request);
  event.throwable = error;
  dispatch(ctx, event);
  const thrown = event.throwable;
  const response = event.response;
  if (response === undefined) {
    finishRequest(ctx, request);
    throw thrown;
  }
  // Unless a listener chose its own error or redirect status, the exception's counts.
  if (!event.allowCustomResponseCode && !response.isErrorOrRedirect) {
    if (thrown instanceof HttpException) {
      response.status = thrown.statusCode;
      for (const [name, value] of Object.entries(thrown.headers)) response.headers.set(name, value);
    } else {
      response.status = 500;
    }
  }
  try {
    return filterResponse(ctx, response, request);
  } catch {
    return response;
  }
}

/** After the response was sent: the profiler saves its profiles here. */
export function terminate(ctx: RequestContext, request: KernelRequest, response: KernelResponse): void {
  const event = new KernelEvent(KernelEvents.TERMINATE, request);
  event.response = response;
  dispatch(ctx, event);
}
