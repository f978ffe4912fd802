// The web debug toolbar listener: links every profiled response to its profile
// (X-Debug-Token-Link) and injects the toolbar placeholder into profiled HTML pages.
import { listener } from '../kernel/listener.ts';
import { injectToolbar, renderToolbarPlaceholder } from '../render/toolbar-placeholder.ts';

export const toolbarOnResponse = listener('Symfony\\Bundle\\WebProfilerBundle\\EventListener\\WebDebugToolbarListener::onKernelResponse', -128, (event, ctx) => {
  const request = event.request;
  const response = event.response!;
  const token = response.headers.get('X-Debug-Token');
  // Absolute on a valid host; relative when the host was invalid.
  const base = request.linkBase();
  if (token !== undefined) response.headers.set('X-Debug-Token-Link', `${base}/_profiler/${token}`);

  if (!event.isMainRequest || request.header('x-requested-with') === 'XMLHttpRequest') return;
  const contentType = response.headers.get('Content-Type');
  const format = request.attributes.get('_format') ?? 'html';
  if (
    token === undefined ||
    response.isRedirection ||
    (contentType !== undefined && !contentType.includes('html')) ||
    format !== 'html' ||
    /attachment;/i.test(response.headers.get('Content-Disposition') ?? '')
  ) return;
  const placeholder = renderToolbarPlaceholder(token, `${base}/_profiler/${token}?panel=request`, `${base}/_wdt/${token}`, ctx.pageNonces());
  response.content = injectToolbar(response.content, placeholder);
});
