// Profiler home, search and search results (FACTS §7).
import { defineController } from '../../controllers/controller.ts';
import { rawurlencode } from '../../http/php-encoding.ts';
import { SESSION_COOKIE, sessionCookie } from '../../http/session-store.ts';
import { renderProfilerShell } from '../../render/profiler/layout.ts';
import { renderSearchResults } from '../../render/profiler/search-results.ts';
import { criteriaFromQuery, criteriaQuery, findProfiles } from '../profile-search.ts';
import { REMEMBERED_CRITERIA, renderFragment, SEARCH_BAR } from './fragment-controllers.ts';
import { newNonces, profilerPageResponse, redirectResponse } from './responses.ts';

const PROFILER = 'web_profiler.controller.profiler';

/** /_profiler/ → the ten newest profiles. */
export const homeController = defineController(`${PROFILER}::homeAction`, (_request, ctx) => {
  ctx.profilerEnabled = false;
  return redirectResponse(ctx, '/_profiler/empty/search/results?limit=10');
});

/** /_profiler/search → the results page of the criteria, named after the newest match. */
export const searchController = defineController(`${PROFILER}::searchAction`, (request, ctx) => {
  ctx.profilerEnabled = false;
  const criteria = criteriaFromQuery(request.queryString);
  // The criteria are remembered in the session, for the search bar of the next pages.
  ctx.sessionUsed = true;
  const session = ctx.app.sessions.find(request.cookie(SESSION_COOKIE)) ?? ctx.app.sessions.create();
  session.data.set(REMEMBERED_CRITERIA, criteriaQuery(criteria));
  const newest = criteria.token === '' ? findProfiles(ctx.app.profiles, { ...criteria, limit: 1 })[0] : undefined;
  const response = redirectResponse(ctx, criteria.token !== ''
    ? `/_profiler/${rawurlencode(criteria.token)}`
    : `/_profiler/${newest?.token ?? 'empty'}/search/results?${criteriaQuery(criteria)}`);
  if (session.isNew) response.cookies.push(sessionCookie(session.id));
  return response;
});

export const searchResultsController = defineController(`${PROFILER}::searchResultsAction`, (request, ctx) => {
  ctx.profilerEnabled = false;
  const criteria = criteriaFromQuery(request.queryString);
  const nonces = newNonces(ctx);
  const searchBar = renderFragment(ctx, request, SEARCH_BAR, { query: request.queryString });
  const results = renderSearchResults(findProfiles(ctx.app.profiles, criteria), criteria, request.linkBase());
  return profilerPageResponse(ctx, renderProfilerShell('Profile Search', results, searchBar, nonces), nonces);
});
