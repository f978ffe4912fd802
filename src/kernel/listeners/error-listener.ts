// The error listener: logs the uncaught exception, hands the exception to the error
// controller in a sub-request, and gives that controller the flattened chain.
import { HttpException } from '../../errors/exceptions.ts';
import { framesOf, typeNameOf } from '../../errors/flatten.ts';
import { handle } from '../http-kernel.ts';
import { listener } from '../listener.ts';
import type { RequestContext } from '../request-context.ts';
import { HTTP_KERNEL_LISTENERS as L } from './request-listeners.ts';

export const ERROR_CONTROLLER = 'error_controller';

/** 4xx are errors of the client (ERROR); anything else is ours (CRITICAL). */
function logException(ctx: RequestContext, error: Error, message: string): void {
  const level = error instanceof HttpException && error.statusCode < 500 ? 'ERROR' : 'CRITICAL';
  ctx.write(level, 'request', message, { exception: {} });
}

function describe(error: Error): string {
  const where = framesOf(error)[0];
  return `${typeNameOf(error)}: "${error.message}" at ${where?.file ?? 'unknown'} line ${where?.line ?? 0}`;
}

export const logKernelException = listener(`${L}ErrorListener::logKernelException`, 0, (event, ctx) => {
  logException(ctx, event.throwable!, `Uncaught PHP Exception ${describe(event.throwable!)}`);
});

/** Renders the error page: the error controller runs in a sub-request (GET, pre-routed). */
export const errorOnException = listener(`${L}ErrorListener::onKernelException`, -128, (event, ctx) => {
  const thrown = event.throwable!;
  const subRequest = event.request.duplicate(ctx.nextRequestId(), { _controller: ERROR_CONTROLLER, exception: thrown }, 'GET');
  try {
    event.setResponse(handle(ctx, subRequest, false));
  } catch (failure) {
    const error = failure instanceof Error ? failure : new Error(String(failure));
    logException(ctx, error, `Exception thrown when handling an exception (${describe(error)})`);
    throw error;
  }
  if (ctx.app.options.debug) event.request.attributes.set('_remove_csp_headers', true);
});

/** The error controller receives the exception flattened (plain data), not the live object. */
export const errorOnControllerArguments = listener(`${L}ErrorListener::onControllerArguments`, 0, (event, ctx) => {
  const exception = event.request.attributes.get('exception');
  if (event.controller?.id === ERROR_CONTROLLER && exception instanceof Error) {
    event.request.attributes.set('_exception_chain', ctx.flatten(exception));
  }
});

/** In debug mode an error page must not be blocked by the page's own CSP. */
export const removeCspHeader = listener(`${L}ErrorListener::removeCspHeader`, -128, (event, ctx) => {
  if (!ctx.app.options.debug || event.request.attributes.get('_remove_csp_headers') !== true) return;
  for (const name of ['Content-Security-Policy', 'X-Content-Security-Policy', 'Content-Security-Policy-Report-Only']) {
    event.response!.headers.remove(name);
  }
});
