// kernel.request listeners of the HTTP kernel, other than the router. Each does the
// job its identifier names, as far as our kernel has that job.
import { AccessDeniedHttpException } from '../../errors/exceptions.ts';
import { rawurldecodeBytes } from '../../http/php-encoding.ts';
import { listener } from '../listener.ts';

export const HTTP_KERNEL_LISTENERS = 'Symfony\\Component\\HttpKernel\\EventListener\\';
const L = HTTP_KERNEL_LISTENERS;

/** Installs the debug error handlers. Our kernel already turns every throw into kernel.exception, so there is nothing left to install. */
export const debugHandlersConfigure = listener(`${L}DebugHandlersListener::configure`, 2048, () => {});

/** Rejects a main request whose Host is invalid (raises; the kernel makes it a 400). */
export const validateRequest = listener(`${L}ValidateRequestListener::onKernelRequest`, 256, (event) => {
  if (event.isMainRequest) event.request.host();
});

/** Gives the request its session. Sessions are lazy: nothing starts one until the firewall reads it. */
export const sessionOnRequest = listener(`${L}SessionListener::onKernelRequest`, 128, () => {});

/** Every request starts in the default locale. */
export const setDefaultLocale = listener(`${L}LocaleListener::setDefaultLocale`, 100, (event) => {
  event.request.locale = 'en';
});

/**
 * Guards the fragment path. A main request to `/_fragment` must carry a valid signature;
 * we sign nothing, so every such request is denied, as the reference denies unsigned ones.
 */
export const fragmentOnRequest = listener(`${L}FragmentListener::onKernelRequest`, 48, (event) => {
  const request = event.request;
  if (rawurldecodeBytes(request.pathInfo) !== '/_fragment' || request.attributes.has('_controller')) return;
  if (event.isMainRequest) throw new AccessDeniedHttpException('');
});

/** A `_locale` route parameter becomes the request's locale. */
export const localeOnRequest = listener(`${L}LocaleListener::onKernelRequest`, 16, (event) => {
  const locale = event.request.attributes.get('_locale');
  if (typeof locale === 'string' && /^[a-z]{2}(_[A-Z]{2})?$/.test(locale)) event.request.locale = locale;
});

/** Locale-aware services follow the current request's locale. */
export const localeAwareOnRequest = listener(`${L}LocaleAwareListener::onKernelRequest`, 15, (event, ctx) => {
  ctx.locale = event.request.locale;
});
