// Response shapes shared by the profiler controllers.
import { HTML_CONTENT_TYPE, KernelResponse, type ChunkedText } from '../../http/kernel-response.ts';
import type { RequestContext } from '../../kernel/request-context.ts';
import { renderRedirectPage } from '../../render/pages/redirect-page.ts';
import type { Nonces } from '../../render/profiler/types.ts';

export function htmlResponse(ctx: RequestContext, body: string | ChunkedText, status = 200, contentType = HTML_CONTENT_TYPE): KernelResponse {
  return new KernelResponse(body, status, { 'Content-Type': contentType }, ctx.app.clock());
}

/** Fresh nonces for a profiler page's own scripts and styles. */
export function newNonces(ctx: RequestContext): Nonces {
  return ctx.pageNonces();
}

/** A profiler page: HTML with its CSP nonces announced in headers. */
export function profilerPageResponse(ctx: RequestContext, body: string | ChunkedText, nonces: Nonces): KernelResponse {
  const response = htmlResponse(ctx, body);
  response.headers.set('X-SymfonyProfiler-Script-Nonce', nonces.script);
  response.headers.set('X-SymfonyProfiler-Style-Nonce', nonces.style);
  return response;
}

/** A 302 to a profiler URL (relative, as the reference generates them). */
export function redirectResponse(ctx: RequestContext, url: string): KernelResponse {
  const response = htmlResponse(ctx, renderRedirectPage(url), 302);
  response.headers.set('Location', url);
  return response;
}
