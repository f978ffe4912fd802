// The routes the framework itself brings in debug mode (FACTS §7): the error-page
// preview, the web debug toolbar and the profiler. Static ones are matched before
// dynamic ones, so `/_profiler/search` never reaches `/_profiler/{token}`.
import type { RouteDefinition } from './route.ts';

const PROFILER = 'web_profiler.controller.profiler';

function route(name: string, path: string, controller: string, extra: Partial<RouteDefinition> = {}): RouteDefinition {
  return { name, path, defaults: { _controller: controller, ...extra.defaults }, ...(extra.requirements ? { requirements: extra.requirements } : {}) };
}

export const ERROR_PREVIEW_ROUTES: readonly RouteDefinition[] = [
  route('_preview_error', '/_error/{code}.{_format}', 'error_controller::preview', {
    defaults: { _format: 'html' },
    requirements: { code: '\\d+' },
  }),
];

export const PROFILER_ROUTES: readonly RouteDefinition[] = [
  route('_wdt', '/_wdt/{token}', `${PROFILER}::toolbarAction`),
  route('_profiler_home', '/_profiler/', `${PROFILER}::homeAction`),
  route('_profiler_search', '/_profiler/search', `${PROFILER}::searchAction`),
  route('_profiler_search_bar', '/_profiler/search_bar', `${PROFILER}::searchBarAction`),
  route('_profiler_phpinfo', '/_profiler/phpinfo', `${PROFILER}::phpinfoAction`),
  route('_profiler_search_results', '/_profiler/{token}/search/results', `${PROFILER}::searchResultsAction`),
  route('_profiler_open_file', '/_profiler/open', `${PROFILER}::openAction`),
  route('_profiler', '/_profiler/{token}', `${PROFILER}::panelAction`),
  route('_profiler_router', '/_profiler/{token}/router', 'web_profiler.controller.router::panelAction'),
  route('_profiler_exception', '/_profiler/{token}/exception', 'web_profiler.controller.exception_panel::body'),
  route('_profiler_exception_css', '/_profiler/{token}/exception.css', 'web_profiler.controller.exception_panel::stylesheet'),
];
