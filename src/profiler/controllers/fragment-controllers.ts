// Fragments: pieces of a profiler page rendered by their own controllers in
// sub-requests, each a full kernel cycle (which is why a panel's log shows the cycle
// several times). Template order: exception stylesheet (head), search bar (sidebar),
// exception body (main content).
import { NotFoundHttpException } from '../../errors/exceptions.ts';
import type { KernelRequest } from '../../http/kernel-request.ts';
import { defineController } from '../../controllers/controller.ts';
import { handle } from '../../kernel/http-kernel.ts';
import type { RequestContext } from '../../kernel/request-context.ts';
import { debugPageStyles, renderExceptionBlock } from '../../render/debug-page/index.ts';
import { renderSearchBar } from '../../render/profiler/search-bar.ts';
import { criteriaFromQuery } from '../profile-search.ts';
import { SESSION_COOKIE } from '../../http/session-store.ts';
import { htmlResponse } from './responses.ts';

export const EXCEPTION_STYLESHEET = 'web_profiler.controller.exception_panel::stylesheet';
export const EXCEPTION_BODY = 'web_profiler.controller.exception_panel::body';
export const SEARCH_BAR = 'web_profiler.controller.profiler::searchBarAction';

/** Renders a controller in a sub-request of `parent` and returns its body. */
export function renderFragment(ctx: RequestContext, parent: KernelRequest, controller: string, attributes: Record<string, unknown>): string {
  const subRequest = parent.duplicate(ctx.nextRequestId(), { _controller: controller, ...attributes }, 'GET');
  return handle(ctx, subRequest, false).body;
}

export const exceptionStylesheetController = defineController(EXCEPTION_STYLESHEET, (_request, ctx) =>
  htmlResponse(ctx, debugPageStyles(), 200, 'text/css; charset=UTF-8'));

/** The profiled request's exception block; its Logs tab shows this request's log as it stands. */
export const exceptionBodyController = defineController(EXCEPTION_BODY, (request, ctx) => {
  const token = String(request.attributes.get('token'));
  const profile = ctx.app.profiles.get(token);
  if (profile === undefined) throw new NotFoundHttpException(`Token "${token}" does not exist.`);
  if (profile.exception === undefined) return htmlResponse(ctx, '');
  return htmlResponse(ctx, renderExceptionBlock({ chain: profile.exception, logs: ctx.log.all(), sources: ctx.app.sources, cache: ctx.app.renderCache }).value);
});

/** The session key of the last search's criteria. */
export const REMEMBERED_CRITERIA = '_profiler_search';

/** The search form, prefilled from the page's query, else from the last search of this session. */
export const searchBarController = defineController(SEARCH_BAR, (request, ctx) => {
  ctx.sessionUsed = true;
  const query = request.attributes.get('query');
  const remembered = ctx.app.sessions.find(request.cookie(SESSION_COOKIE))?.data.get(REMEMBERED_CRITERIA);
  return htmlResponse(ctx, renderSearchBar(criteriaFromQuery(typeof query === 'string' ? query : '', remembered), request.linkBase()));
});
