// The app instance: builds the services once, then handles each request with a fresh
// request context: kernel → send → kernel.terminate (which saves the profiles).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppOptions, AppServices } from './app-services.ts';
import { ControllerRegistry } from './controllers/controller.ts';
import { errorController, errorPreviewController } from './controllers/error-controller.ts';
import { redirectController } from './controllers/redirect-controller.ts';
import { exceptionBodyController, exceptionStylesheetController, searchBarController } from './profiler/controllers/fragment-controllers.ts';
import { panelController } from './profiler/controllers/panel-controller.ts';
import { homeController, searchController, searchResultsController } from './profiler/controllers/search-controllers.ts';
import { toolbarController } from './profiler/controllers/toolbar-controller.ts';
import { openFileController, routerPanelController, runtimeInfoController } from './profiler/controllers/tool-controllers.ts';
import { routeTableController } from './controllers/route-table-controllers.ts';
import { KernelRequest } from './http/kernel-request.ts';
import { KernelResponse } from './http/kernel-response.ts';
import { sendResponse } from './http/send-response.ts';
import { handle, terminate } from './kernel/http-kernel.ts';
import { ListenerTable } from './kernel/listener-table.ts';
import { RequestContext } from './kernel/request-context.ts';
import { ProfileStore } from './profiler/profile-store.ts';
import { randomTokens, seededTokens } from './profiler/token-source.ts';
import { SourceCache } from './render/source-cache.ts';
import { SessionStore } from './http/session-store.ts';
import { RenderCache } from './render/render-cache.ts';
import { ERROR_PREVIEW_ROUTES, PROFILER_ROUTES } from './routing/framework-routes.ts';
import { DEFAULT_ROUTE_TABLE, toRouteDefinition, type RouteTableEntry } from './routing/route-table.ts';
import { UrlMatcher } from './routing/url-matcher.ts';
import { SOURCE_ROOT } from './paths.ts';

export interface AppConfig extends AppOptions {
  readonly routes: readonly RouteTableEntry[];
  /** Most profiles kept; the oldest go first. */
  readonly profiles: number;
  /** Byte budget of the profile store, in MiB. */
  readonly profilesMb: number;
  /** A frozen clock (ms since the epoch) for byte-stable output. */
  readonly clock: number | undefined;
  /** A seed for a reproducible token sequence. */
  readonly seed: string | undefined;
}

export const DEFAULT_CONFIG: AppConfig = {
  debug: true,
  routes: DEFAULT_ROUTE_TABLE,
  profiles: 1000,
  profilesMb: 64,
  clock: undefined,
  seed: undefined,
};

export interface App {
  readonly services: AppServices;
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
}


export async function createApp(overrides: Partial<AppConfig> = {}): Promise<App> {
  const config = { ...DEFAULT_CONFIG, ...overrides };
  const frozen = config.clock;
  const clock = frozen === undefined ? Date.now : () => frozen;
  const frameworkRoutes = config.debug ? [...ERROR_PREVIEW_ROUTES, ...PROFILER_ROUTES] : [];
  const tokens = config.seed === undefined ? randomTokens() : seededTokens(config.seed);
  const services: AppServices = {
    options: { debug: config.debug },
    matcher: new UrlMatcher([...frameworkRoutes, ...config.routes.map(toRouteDefinition)]),
    controllers: new ControllerRegistry().add(
      errorController, errorPreviewController, redirectController,
      panelController, exceptionStylesheetController, exceptionBodyController, searchBarController,
      homeController, searchController, searchResultsController, toolbarController,
      runtimeInfoController, openFileController, routerPanelController,
      ...config.routes.map(routeTableController),
    ),
    listeners: new ListenerTable(),
    profiles: new ProfileStore(
      { capacity: config.profiles, maxBytes: config.profilesMb * 1024 * 1024 },
      tokens,
    ),
    // Our own sources, read once: excerpts on error pages never touch the disk per request.
    sources: config.debug ? await SourceCache.load(SOURCE_ROOT) : SourceCache.empty(),
    renderCache: new RenderCache(),
    sessions: new SessionStore(10_000, () => tokens.nonce()),
    clock,
    elapsed: frozen === undefined ? () => performance.now() : () => 0,
    startedAt: clock(),
    nonce: () => tokens.nonce(),
  };
  return { services, handle: (req, res) => handleNodeRequest(services, req, res) };
}

function handleNodeRequest(services: AppServices, req: IncomingMessage, res: ServerResponse): void {
  req.resume(); // no route reads a body: drain it, never buffer it
  const ctx = new RequestContext(services);
  const request = KernelRequest.fromNode(ctx.nextRequestId(), req, {
    address: req.socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    port: req.socket.localPort ?? 80,
  });
  let response: KernelResponse;
  try {
    response = handle(ctx, request);
  } catch (error) {
    // Only a failure inside the error page itself gets here.
    console.error(error);
    response = new KernelResponse('Internal Server Error', 500, { 'Content-Type': 'text/plain; charset=UTF-8' }, services.clock());
  }
  sendResponse(res, response, req.method === 'HEAD');
  try {
    terminate(ctx, request, response);
  } catch (error) {
    console.error(error);
  }
}
