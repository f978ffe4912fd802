// Answers the redirect routes the matcher makes when only the path with its trailing
// slash toggled matches: a 301 to the absolute URL of that path, query string kept.
import { REDIRECT_CONTROLLER } from '../routing/url-matcher.ts';
import { KernelResponse } from '../http/kernel-response.ts';
import { renderRedirectPage } from '../render/pages/redirect-page.ts';
import { defineController } from './controller.ts';

export const redirectController = defineController(REDIRECT_CONTROLLER, (request, ctx) => {
  const path = String(request.attributes.get('path'));
  const permanent = request.attributes.get('permanent') === true;
  const httpPort = Number(request.attributes.get('httpPort') ?? request.port());
  const query = request.queryString === '' ? '' : `${path.includes('?') ? '&' : '?'}${request.queryString}`;
  const url = `http://${request.hostOrEmpty()}${httpPort === 80 ? '' : `:${httpPort}`}${path}${query}`;
  const response = new KernelResponse(renderRedirectPage(url), permanent ? 301 : 302, {}, ctx.app.clock());
  response.headers.set('Location', url);
  return response;
});
