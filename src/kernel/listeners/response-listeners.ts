// kernel.response and kernel.finish_request listeners of the HTTP kernel and bundles
// (the profiler, toolbar and security ones live in their own modules).
import { HTML_CONTENT_TYPE } from '../../http/kernel-response.ts';
import { listener } from '../listener.ts';
import { HTTP_KERNEL_LISTENERS as L } from './request-listeners.ts';

const SENSIO = 'Sensio\\Bundle\\FrameworkExtraBundle\\EventListener\\';

/** Prepares the response: a body without a Content-Type is HTML in UTF-8. */
export const responseOnResponse = listener(`${L}ResponseListener::onKernelResponse`, 0, (event) => {
  const headers = event.response!.headers;
  if (!headers.has('Content-Type')) headers.set('Content-Type', HTML_CONTENT_TYPE);
});

/** Sends the links a controller asked to preload (`_links`) as a Link header. */
export const addLinkHeader = listener('Symfony\\Component\\WebLink\\EventListener\\AddLinkHeaderListener::onKernelResponse', 0, (event) => {
  const links = event.request.attributes.get('_links');
  if (Array.isArray(links) && links.length > 0) event.response!.headers.set('Link', links.map(String).join(','));
});

/** Marks a request that follows a profiled redirect (it carries the sf_redirect cookie). */
export const requestCollectorOnResponse = listener('Symfony\\Component\\HttpKernel\\DataCollector\\RequestDataCollector::onKernelResponse', 0, (event) => {
  if (event.isMainRequest && event.request.cookie('sf_redirect') !== undefined) event.request.attributes.set('_redirected', true);
});

/** Applies a controller's HTTP cache settings (`_cache`); our controllers declare none. */
export const httpCacheOnResponse = listener(`${SENSIO}HttpCacheListener::onKernelResponse`, 0, () => {});

/** Every response asks search robots not to index it. */
export const disallowRobotsIndexing = listener(`${L}DisallowRobotsIndexingListener::onResponse`, -255, (event) => {
  const headers = event.response!.headers;
  if (!headers.has('X-Robots-Tag')) headers.set('X-Robots-Tag', 'noindex');
});

/** A main response whose session was used must not be cached by shared caches. */
export const sessionOnResponse = listener(`${L}SessionListener::onKernelResponse`, -1000, (event, ctx) => {
  if (!event.isMainRequest || !ctx.sessionUsed) return;
  const headers = event.response!.headers;
  headers.set('Cache-Control', 'max-age=0, must-revalidate, private');
  headers.set('Expires', headers.get('Date') ?? new Date(ctx.app.clock()).toUTCString());
});

/** Streams streamed responses; ours are all buffered strings. */
export const streamedResponse = listener(`${L}StreamedResponseListener::onKernelResponse`, -1024, () => {});

/** A sub-request's locale does not leak into its parent. */
export const localeOnFinishRequest = listener(`${L}LocaleListener::onKernelFinishRequest`, 0, (event, ctx) => {
  const parent = ctx.parentOf(event.request);
  if (parent) ctx.locale = parent.locale;
});

export const sessionOnFinishRequest = listener(`${L}SessionListener::onFinishRequest`, 0, () => {});

/** Forgets which asset entrypoints were rendered, so the next page renders them again. */
export const resetAssets = listener('Symfony\\WebpackEncoreBundle\\EventListener\\ResetAssetsEventListener::resetAssets', 0, () => {});

export const localeAwareOnFinishRequest = listener(`${L}LocaleAwareListener::onKernelFinishRequest`, -15, (event, ctx) => {
  const parent = ctx.parentOf(event.request);
  ctx.locale = parent ? parent.locale : 'en';
});

/** Lets an error page render asset entrypoints again; no assets here. */
export const encoreOnException = listener('Symfony\\WebpackEncoreBundle\\EventListener\\ExceptionListener::onKernelException', 0, () => {});
