// Captures the call frames of an exception as data, without formatting a stack string:
// V8's raw call sites (cheap), each mapped to our .ts source through the source map tsx
// registered. The mapping of a position never changes while the process runs, so it is
// remembered (bounded): the same throw site costs a map lookup from the second time on.
import { findSourceMap } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SOURCE_ROOT } from '../paths.ts';
import type { Frame } from './stack-frames.ts';

// A trace ends at the front controller, the app's request handler in src/app.ts, as the
// observed framework's ends at public/index.php: what lies below it is Node's HTTP
// server, the same for every request. Stopping there also keeps the capture short, and
// V8's capture costs per frame: a first try collects only this many frames, enough for
// anything raised in a main request; deeper throws (sub-requests) are captured again whole.
const FRONT_CONTROLLER_FILE = pathToFileURL(join(SOURCE_ROOT, 'app.ts')).href;
const FIRST_TRY_FRAMES = 8;

const MAX_REMEMBERED = 10_000;
const mapped = new Map<string, { file: string; line: number; column: number }>();
// The same throw site reached the same way gives the same frames: one shared, frozen list
// (so renderers can cache what they make of it by identity).
const MAX_INTERNED = 1_000;
const interned = new Map<string, readonly Frame[]>();

function toPath(location: string): string {
  return location.startsWith('file://') ? fileURLToPath(location) : location;
}

function originalPosition(file: string, line: number, column: number): { file: string; line: number; column: number } {
  const key = `${file}:${line}:${column}`;
  let position = mapped.get(key);
  if (position !== undefined) return position;
  position = { file: toPath(file), line, column };
  if (file.startsWith('file:') || file.startsWith('/')) {
    const entry = findSourceMap(file)?.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
    if (entry?.originalSource !== undefined && entry.originalLine !== undefined) {
      position = { file: toPath(entry.originalSource), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
    }
  }
  if (mapped.size >= MAX_REMEMBERED) mapped.clear();
  mapped.set(key, position);
  return position;
}

/** Index of the front controller's frame (the first in src/app.ts), or -1 (a throw outside any request). */
function frontControllerAt(sites: readonly NodeJS.CallSite[]): number {
  for (let i = 0; i < sites.length; i++) if (sites[i]!.getFileName() === FRONT_CONTROLLER_FILE) return i;
  return -1;
}

function functionNameOf(site: NodeJS.CallSite): string {
  const name = site.getFunctionName() ?? '';
  if (site.isConstructor()) return name;
  const type = site.isToplevel() ? null : site.getTypeName();
  // Like V8's own text: "UrlMatcher.match", but no "Object." before a plain function.
  return type && type !== 'Object' && name !== '' && !name.startsWith(`${type}.`) ? `${type}.${name}` : name;
}

const returnSites = (_error: Error, sites: NodeJS.CallSite[]): NodeJS.CallSite[] => sites;

/** V8's call sites above `above` (exclusive), at most `limit` of them. */
function callSites(above: Function, limit: number): NodeJS.CallSite[] {
  const savedFormatter = Error.prepareStackTrace;
  const savedLimit = Error.stackTraceLimit;
  const holder: { stack?: unknown } = {};
  let raw: unknown;
  try {
    Error.prepareStackTrace = returnSites;
    Error.stackTraceLimit = limit;
    Error.captureStackTrace(holder, above);
    raw = holder.stack; // V8 formats on first read: read it while our formatter is in place
  } finally {
    Error.prepareStackTrace = savedFormatter;
    Error.stackTraceLimit = savedLimit;
  }
  return Array.isArray(raw) ? (raw as NodeJS.CallSite[]) : [];
}

/** The frames above `above` (exclusive) down to the front controller, as our pages show them. */
export function captureFrames(above: Function): readonly Frame[] {
  let sites = callSites(above, Math.min(FIRST_TRY_FRAMES, Error.stackTraceLimit));
  let end = frontControllerAt(sites);
  if (end === -1 && sites.length === FIRST_TRY_FRAMES) {
    sites = callSites(above, Error.stackTraceLimit);
    end = frontControllerAt(sites);
  }
  if (end !== -1) sites.length = end + 1;
  // A position in the generated code fixes its function too: positions alone are the key.
  let key = '';
  for (const site of sites) key += `${site.getFileName() ?? site.getScriptNameOrSourceURL()}:${site.getLineNumber()}:${site.getColumnNumber()}\n`;
  const known = interned.get(key);
  if (known !== undefined) return known;
  const frames: Frame[] = [];
  for (const site of sites) {
    const file = site.getFileName() ?? site.getScriptNameOrSourceURL();
    const line = site.getLineNumber();
    if (!file || line === null) continue;
    frames.push({ functionName: functionNameOf(site), ...originalPosition(file, line, site.getColumnNumber() ?? 1) });
  }
  if (interned.size >= MAX_INTERNED) interned.clear();
  const list = Object.freeze(frames);
  interned.set(key, list);
  return list;
}
