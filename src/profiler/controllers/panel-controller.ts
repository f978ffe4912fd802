// GET /_profiler/{token}: the profile of one request, one panel at a time. The page is
// composed like the reference's: the exception stylesheet, the search bar and the
// exception body are fragments rendered in sub-requests, in template order.
import { NotFoundHttpException } from '../../errors/exceptions.ts';
import { defineController } from '../../controllers/controller.ts';
import { html } from '../../render/html.ts';
import { renderProfilerPageHtml, renderProfilerShell } from '../../render/profiler/layout.ts';
import { renderTokenNotFound } from '../../render/profiler/not-found.ts';
import { renderPanel } from '../../render/profiler/panels/index.ts';
import { PANELS, type PanelName } from '../../render/profiler/types.ts';
import { panelData } from '../panel-data.ts';
import { EXCEPTION_BODY, EXCEPTION_STYLESHEET, renderFragment, SEARCH_BAR } from './fragment-controllers.ts';
import { newNonces, profilerPageResponse } from './responses.ts';

export const PANEL_CONTROLLER = 'web_profiler.controller.profiler::panelAction';

function isPanel(name: string): name is PanelName {
  return (PANELS as readonly string[]).includes(name);
}

export const panelController = defineController(PANEL_CONTROLLER, (request, ctx) => {
  ctx.profilerEnabled = false; // profiler pages are not profiled
  const query = new URLSearchParams(request.queryString);
  let token = String(request.attributes.get('token'));
  if (token === 'latest') token = ctx.app.profiles.newest()?.token ?? token;
  const profile = ctx.app.profiles.get(token);
  const nonces = newNonces(ctx);
  const searchBar = () => renderFragment(ctx, request, SEARCH_BAR, { query: request.queryString });

  if (profile === undefined) {
    return profilerPageResponse(ctx, renderProfilerShell('Symfony Profiler', renderTokenNotFound(token), searchBar(), nonces), nonces);
  }
  const panel = query.get('panel') ?? (profile.exception ? 'exception' : 'request');
  if (!isPanel(panel)) throw new NotFoundHttpException(`Panel "${panel}" is not available for token "${token}".`);

  const hasException = panel === 'exception' && profile.exception !== undefined;
  const headCss = hasException ? renderFragment(ctx, request, EXCEPTION_STYLESHEET, { token }) : '';
  const bar = searchBar();
  const data = panelData(ctx, request, profile);
  let panelContent: string;
  if (panel !== 'exception') panelContent = renderPanel(panel, data);
  else if (hasException) panelContent = html`<h2>Exceptions</h2>`.value + renderFragment(ctx, request, EXCEPTION_BODY, { token });
  else panelContent = html`<h2>Exceptions</h2><p class="empty">No exception was thrown and caught during the request.</p>`.value;

  return profilerPageResponse(ctx, renderProfilerPageHtml({ data, panel, panelContent, headCss, searchBar: bar, nonces }), nonces);
});
