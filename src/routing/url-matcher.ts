// The route matcher. Paths are matched percent-decoded but reported as sent. Static
// routes are tried before dynamic ones. For GET and HEAD an unmatched path is retried
// with its trailing slash toggled; a match there becomes a 301 redirect route.
import { MethodNotAllowedException, NoConfigurationException, ResourceNotFoundException } from '../errors/exceptions.ts';
import { bytesToText, rawurldecodeBytes } from '../http/php-encoding.ts';
import { compileRoute, type CompiledRoute, type RouteDefinition } from './route.ts';

export const REDIRECT_CONTROLLER = 'Symfony\\Bundle\\FrameworkBundle\\Controller\\RedirectController::urlRedirectAction';

/** Route parameters in the observed order: `_route`, then defaults, then variables. */
export type RouteParameters = Record<string, unknown>;

/** What the matcher knows about the request besides its path. */
export interface MatchContext {
  readonly method: string;
  readonly httpPort: number;
}

type Attempt = { parameters: RouteParameters } | { allow: string[] } | { slashMismatch: true };

export class UrlMatcher {
  readonly routes: readonly CompiledRoute[];
  private readonly staticRoutes: readonly CompiledRoute[];
  private readonly dynamicRoutes: readonly CompiledRoute[];

  constructor(definitions: readonly RouteDefinition[]) {
    this.routes = definitions.map(compileRoute);
    this.staticRoutes = this.routes.filter((route) => route.regex === undefined);
    this.dynamicRoutes = this.routes.filter((route) => route.regex !== undefined);
  }

  /** Matches a raw path (percent-encoding as sent) or throws a routing exception. */
  match(pathInfo: string, context: MatchContext): RouteParameters {
    const first = this.attempt(pathInfo, context.method);
    if ('parameters' in first) return first.parameters;
    if ('allow' in first && first.allow.length > 0) throw new MethodNotAllowedException(first.allow);
    let reported = pathInfo;
    const trimmed = pathInfo.replace(/\/+$/, '') || '/';
    if ((context.method === 'GET' || context.method === 'HEAD') && trimmed !== '/') {
      reported = trimmed === pathInfo ? `${pathInfo}/` : trimmed;
      const second = this.attempt(reported, context.method);
      if ('parameters' in second) return union(redirectParameters(reported, second.parameters, context), second.parameters);
    }
    throw new ResourceNotFoundException(`No routes found for "${reported}".`);
  }

  private attempt(rawPath: string, method: string): Attempt {
    const path = rawurldecodeBytes(rawPath) || '/';
    const trimmed = path.replace(/\/+$/, '') || '/';
    const target: Target = { path, trimmed, method, canonical: method === 'HEAD' ? 'GET' : method, allow: [] };
    const allow = target.allow;
    for (const route of this.staticRoutes) {
      if (route.trimmedPath !== trimmed) continue;
      const result = consider(route, {}, target);
      if (result) return result;
    }
    for (const route of this.dynamicRoutes) {
      const m = route.regex!.exec(path);
      if (m === null) continue;
      const variables: Record<string, string> = {};
      for (const name of route.variables) {
        const value = m.groups?.[name];
        if (value !== undefined) variables[name] = bytesToText(value);
      }
      const result = consider(route, variables, target);
      if (result) return result;
    }
    if (path === '/' && allow.length === 0) throw new NoConfigurationException('');
    return { allow };
  }
}

/** What one attempt matches against; `allow` collects the methods of routes that matched all but the method. */
interface Target {
  readonly path: string;
  readonly trimmed: string;
  readonly method: string;
  /** HEAD matches as GET. */
  readonly canonical: string;
  readonly allow: string[];
}

/** A route whose path matched: a match, a trailing-slash mismatch, or (method not allowed) nothing. */
function consider(route: CompiledRoute, variables: Record<string, string>, target: Target): Attempt | undefined {
  const { path, trimmed, method, canonical, allow } = target;
  if (path !== '/' && route.hasTrailingSlash === (trimmed === path)) {
    if (canonical === 'GET' && (!route.methods || route.methods.includes('GET'))) return { slashMismatch: true };
    return undefined;
  }
  if (route.methods && !route.methods.includes(canonical) && !route.methods.includes(method)) {
    for (const allowed of route.methods) if (!allow.includes(allowed)) allow.push(allowed);
    return undefined;
  }
  return { parameters: { _route: route.name, ...route.defaults, ...variables } };
}

function redirectParameters(path: string, matched: RouteParameters, context: MatchContext): RouteParameters {
  return {
    _controller: REDIRECT_CONTROLLER,
    path,
    permanent: true,
    scheme: null,
    httpPort: context.httpPort,
    httpsPort: 443,
    _route: matched._route,
  };
}

/** PHP's array union `$a + $b`: a's keys and values first, then b's keys that a lacks. */
function union(a: RouteParameters, b: RouteParameters): RouteParameters {
  const result = { ...a };
  for (const [key, value] of Object.entries(b)) if (!(key in result)) result[key] = value;
  return result;
}
