// How every route fares against one path and method: what the Routing panel lists.
import { bytesToText, rawurldecodeBytes } from '../http/php-encoding.ts';
import type { CompiledRoute } from './route.ts';

export interface RouteTrace {
  readonly name: string;
  readonly path: string;
  readonly methods: readonly string[];
  /** 'match': the route answers; 'path': path does not match; 'method': path matches, method does not; 'slash': matches with the trailing slash toggled (a redirect). */
  readonly outcome: 'match' | 'path' | 'method' | 'slash';
}

export function traceRoutes(routes: readonly CompiledRoute[], pathInfo: string, method: string): RouteTrace[] {
  const path = bytesToText(rawurldecodeBytes(pathInfo)) || '/';
  const trimmed = path.replace(/\/+$/, '') || '/';
  const canonical = method === 'HEAD' ? 'GET' : method;
  let matched = false;
  return routes.map((route) => {
    const pathMatches = route.regex === undefined ? route.trimmedPath === trimmed : route.regex.test(path);
    let outcome: RouteTrace['outcome'] = 'path';
    if (pathMatches) {
      if (path !== '/' && route.hasTrailingSlash === (trimmed === path)) outcome = 'slash';
      else if (route.methods && !route.methods.includes(canonical) && !route.methods.includes(method)) outcome = 'method';
      else if (!matched) {
        outcome = 'match';
        matched = true;
      }
    }
    return { name: route.name, path: route.path, methods: route.methods ?? [], outcome };
  });
}
