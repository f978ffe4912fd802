// Business routes as a JSON route table (the format `--routes FILE` reads, documented in
// docs/routes.md). The built-in table is the reference's two item routes.
import type { RouteDefinition } from './route.ts';

/** What a business route answers. Placeholders `{name}` take route parameters. */
export type RouteResponse =
  | { readonly type: 'page'; readonly status?: number; readonly title: string; readonly text?: string }
  | { readonly type: 'list'; readonly title: string; readonly records: Readonly<Record<string, string>>; readonly link: string }
  | { readonly type: 'record'; readonly param: string; readonly records: Readonly<Record<string, string>>; readonly notFound: string };

export interface RouteTableEntry {
  readonly name: string;
  readonly path: string;
  readonly methods?: readonly string[];
  readonly requirements?: Readonly<Record<string, string>>;
  /** The `_controller` identifier shown in logs and the profiler, e.g. `App\Controller\ItemController::show`. */
  readonly controller: string;
  readonly response: RouteResponse;
}

const ITEMS = { '1': 'First item', '2': 'Second item' };

export const DEFAULT_ROUTE_TABLE: readonly RouteTableEntry[] = [
  {
    name: 'items_list',
    path: '/items',
    methods: ['GET'],
    controller: 'App\\Controller\\ItemController::list',
    response: { type: 'list', title: 'Items', records: ITEMS, link: '/items/{key}' },
  },
  {
    name: 'items_show',
    path: '/items/{id}',
    methods: ['GET'],
    controller: 'App\\Controller\\ItemController::show',
    response: { type: 'record', param: 'id', records: ITEMS, notFound: 'Item {id} not found' },
  },
];

export function toRouteDefinition(entry: RouteTableEntry): RouteDefinition {
  return {
    name: entry.name,
    path: entry.path,
    defaults: { _controller: entry.controller },
    ...(entry.methods ? { methods: entry.methods.map((m) => m.toUpperCase()) } : {}),
    ...(entry.requirements ? { requirements: entry.requirements } : {}),
  };
}

function fail(where: string, what: string): never {
  throw new Error(`Invalid route table: ${where}: ${what}`);
}

function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

function checkResponse(where: string, response: unknown): RouteResponse {
  if (typeof response !== 'object' || response === null) fail(where, '"response" must be an object');
  const r = response as Record<string, unknown>;
  switch (r.type) {
    case 'page':
      if (typeof r.title !== 'string') fail(where, 'a "page" response needs a string "title"');
      if (r.status !== undefined && !(Number.isInteger(r.status) && (r.status as number) >= 200 && (r.status as number) <= 599)) fail(where, '"status" must be an integer from 200 to 599');
      return r as RouteResponse;
    case 'list':
      if (typeof r.title !== 'string' || !isStringMap(r.records) || typeof r.link !== 'string') fail(where, 'a "list" response needs "title", "records" (string map) and "link"');
      return r as RouteResponse;
    case 'record':
      if (typeof r.param !== 'string' || !isStringMap(r.records) || typeof r.notFound !== 'string') fail(where, 'a "record" response needs "param", "records" (string map) and "notFound"');
      return r as RouteResponse;
    default:
      return fail(where, '"response.type" must be "page", "list" or "record"');
  }
}

/** Validates a parsed JSON route table: an array of entries (or `{ "routes": [...] }`). */
export function parseRouteTable(json: unknown): RouteTableEntry[] {
  const list = Array.isArray(json) ? json : (json as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(list)) fail('top level', 'expected an array of routes or { "routes": [...] }');
  const names = new Set<string>();
  return list.map((raw: unknown, i) => {
    const where = `route #${i + 1}`;
    if (typeof raw !== 'object' || raw === null) fail(where, 'must be an object');
    const e = raw as Record<string, unknown>;
    if (typeof e.name !== 'string' || e.name === '') fail(where, '"name" must be a non-empty string');
    if (names.has(e.name)) fail(where, `duplicate name "${e.name}"`);
    names.add(e.name);
    if (typeof e.path !== 'string' || !e.path.startsWith('/')) fail(where, '"path" must be a string starting with "/"');
    if (typeof e.controller !== 'string' || e.controller === '') fail(where, '"controller" must be a non-empty string');
    if (e.methods !== undefined && !(Array.isArray(e.methods) && e.methods.every((m) => typeof m === 'string' && /^[A-Za-z]+$/.test(m)))) fail(where, '"methods" must be an array of method names');
    if (e.requirements !== undefined) {
      if (!isStringMap(e.requirements)) fail(where, '"requirements" must map variable names to regexes');
      for (const [name, pattern] of Object.entries(e.requirements)) {
        try {
          new RegExp(pattern);
        } catch {
          fail(where, `requirement "${name}" is not a valid regex`);
        }
      }
    }
    return { ...(e as unknown as RouteTableEntry), response: checkResponse(where, e.response) };
  });
}
