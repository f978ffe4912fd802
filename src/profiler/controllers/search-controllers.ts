// Profiler home, search and search results (FACTS §7).
import { defineController } from '../../controllers/controller.ts';
import { rawurlencode } from '../../http/php-encoding.ts';
import { renderProfilerShell } from '../../render/profiler/layout.ts';
import { renderSearchResults } from '../../render/profiler/search-results.ts';
import { criteriaFromQuery, criteriaQuery, findProfiles } from '../profile-search.ts';
import { renderFragment, SEARCH_BAR } from './fragment-controllers.ts';
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
  ctx.sessionUsed = true; // the criteria are remembered for the search bar
  const criteria = criteriaFromQuery(request.queryString);
  if (criteria.token !== '') return redirectResponse(ctx, `/_profiler/${rawurlencode(criteria.token)}`);
  const newest = findProfiles(ctx.app.profiles, { ...criteria, limit: 1 })[0];
  return redirectResponse(ctx, `/_profiler/${newest?.token ?? 'empty'}/search/results?${criteriaQuery(criteria)}`);
});

export const searchResultsController = defineController(`${PROFILER}::searchResultsAction`, (request, ctx) => {
  ctx.profilerEnabled = false;
  const criteria = criteriaFromQuery(request.queryString);
  const nonces = newNonces(ctx);
  const searchBar = renderFragment(ctx, request, SEARCH_BAR, { query: request.queryString });
  const results = renderSearchResults(findProfiles(ctx.app.profiles, criteria), criteria, request.linkBase());
  return profilerPageResponse(ctx, renderProfilerShell('Profile Search', results, searchBar, nonces), nonces);
});
