// The error controller renders an exception that reached kernel.exception: the rich
// debug page in debug mode, the plain production page otherwise. Its preview action
// (`/_error/{code}`) renders the production page for any status through a sub-request.
import { GenericHttpException, InvalidArgumentException } from '../errors/exceptions.ts';
import type { ExceptionChain } from '../errors/flatten.ts';
import { rawurlencode } from '../http/php-encoding.ts';
import { HTML_CONTENT_TYPE, KernelResponse } from '../http/kernel-response.ts';
import { handle } from '../kernel/http-kernel.ts';
import { ERROR_CONTROLLER } from '../kernel/listeners/error-listener.ts';
import { renderDebugPage } from '../render/debug-page/index.ts';
import { renderProductionErrorPage } from '../render/pages/production-error-page.ts';
import { defineController } from './controller.ts';

export const errorController = defineController(ERROR_CONTROLLER, (request, ctx) => {
  const chain: ExceptionChain = (request.attributes.get('_exception_chain') as ExceptionChain | undefined)
    ?? ctx.flatten(request.attributes.get('exception') as Error);
  const outer = chain[0]!;
  if (outer.statusCode < 100 || outer.statusCode > 599) {
    throw new InvalidArgumentException(`The HTTP status code "${outer.statusCode}" is not valid.`);
  }
  const now = ctx.app.clock();
  if (!ctx.app.options.debug || request.attributes.get('showException') === false) {
    return new KernelResponse(renderProductionErrorPage(outer.statusCode, outer.statusText), outer.statusCode, { 'Content-Type': HTML_CONTENT_TYPE, ...outer.headers }, now);
  }
  const headers = {
    'Content-Type': HTML_CONTENT_TYPE,
    'X-Debug-Exception': rawurlencode(outer.message),
    'X-Debug-Exception-File': `${rawurlencode(outer.file)}:${outer.line}`,
    ...outer.headers,
  };
  const body = renderDebugPage({ chain, logs: ctx.log.all(), sources: ctx.app.sources, nonces: ctx.pageNonces(), cache: ctx.app.renderCache });
  return new KernelResponse(body, outer.statusCode, headers, now);
});

export const errorPreviewController = defineController('error_controller::preview', (request, ctx) => {
  const exception = new GenericHttpException(Number(request.attributes.get('code')), 'This is a sample exception.');
  const subRequest = request.duplicate(ctx.nextRequestId(), { _controller: ERROR_CONTROLLER, exception, showException: false });
  return handle(ctx, subRequest);
});
