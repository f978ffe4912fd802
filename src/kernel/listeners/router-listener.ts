// The router listener: routes the request (raising the 404 and 405 errors), logs the
// match, and in debug mode answers an unrouted "/" with the welcome page.
import {
  BadRequestHttpException, MethodNotAllowedException, MethodNotAllowedHttpException, NoConfigurationException,
  NotFoundHttpException, ResourceNotFoundException, SuspiciousOperationException,
} from '../../errors/exceptions.ts';
import { KernelResponse } from '../../http/kernel-response.ts';
import { renderWelcomePage } from '../../render/pages/welcome-page.ts';
import { listener } from '../listener.ts';
import { HTTP_KERNEL_LISTENERS as L } from './request-listeners.ts';

export const routerOnRequest = listener(`${L}RouterListener::onKernelRequest`, 32, (event, ctx) => {
  const request = event.request;
  let method: string;
  try {
    method = request.method; // the routing context reads the (possibly overridden) method first
  } catch (error) {
    if (error instanceof SuspiciousOperationException) throw new BadRequestHttpException(error.message, error);
    throw error;
  }
  if (request.attributes.has('_controller')) return; // sub-requests come pre-routed

  let parameters: Record<string, unknown>;
  try {
    parameters = ctx.app.matcher.match(request.pathInfo, { method, httpPort: request.port() });
  } catch (error) {
    if (error instanceof ResourceNotFoundException) {
      let message = `No route found for "${method} ${request.uriForPath(request.pathInfo)}"`;
      const referer = request.header('referer');
      if (referer) message += ` (from "${referer}")`;
      throw new NotFoundHttpException(message, error);
    }
    if (error instanceof MethodNotAllowedException) {
      const message = `No route found for "${method} ${request.uriForPath(request.pathInfo)}": Method Not Allowed (Allow: ${error.allowedMethods.join(', ')})`;
      throw new MethodNotAllowedHttpException(error.allowedMethods, message, error);
    }
    throw error;
  }

  const route = typeof parameters._route === 'string' ? parameters._route : 'n/a';
  ctx.write('INFO', 'request', `Matched route "${route}".`, {
    route,
    route_parameters: parameters,
    request_uri: request.uri(),
    method,
  });
  for (const [name, value] of Object.entries(parameters)) request.attributes.set(name, value);
  const { _route: _ignoredRoute, _controller: _ignoredController, ...routeParams } = parameters;
  request.attributes.set('_route_params', routeParams);
});

/** Routing state is per request; ours lives on the request object, so nothing is left to reset. */
export const routerOnFinishRequest = listener(`${L}RouterListener::onKernelFinishRequest`, 0, () => {});

/** In debug mode, "/" with no route gets the welcome page (status 404) instead of the error page. */
export const routerOnException = listener(`${L}RouterListener::onKernelException`, -64, (event, ctx) => {
  const error = event.throwable;
  if (!ctx.app.options.debug || !(error instanceof NotFoundHttpException)) return;
  if (error.previous instanceof NoConfigurationException) {
    // Like any bare response, it gets its Content-Type from the response listener.
    event.setResponse(new KernelResponse(renderWelcomePage(), 404, {}, ctx.app.clock()));
  }
});
