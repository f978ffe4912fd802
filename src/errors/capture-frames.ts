// Captures the call frames of an exception as data, without formatting a stack string:
// V8's raw call sites, each mapped to our .ts source through the source map tsx
// registered. What a position maps to never changes while the process runs, so frames
// are remembered per position (bounded): the same throw site costs map lookups from the
// second time on. V8's capture itself is the expensive part (a fixed cost plus a cost per
// frame), so it is kept short: see FRONT_CONTROLLER_FILE and `captureFrames`.
import { findSourceMap } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SOURCE_ROOT } from '../paths.ts';
import type { Frame } from './stack-frames.ts';

// A trace ends at the front controller, the app's request handler in src/app.ts, as the
// observed framework's ends at public/index.php: what lies below it is Node's HTTP
// server, the same for every request. A first try collects only this many frames,
// enough for anything raised in a main request; deeper throws are captured again whole.
const FRONT_CONTROLLER_FILE = pathToFileURL(join(SOURCE_ROOT, 'app.ts')).href;
const FIRST_TRY_FRAMES = 8;

const MAX_REMEMBERED = 10_000;
const framesAt = new Map<string, Frame>();
// The same throw site reached the same way gives the same frames: one shared, frozen list
// (so renderers can cache what they make of it by identity).
const MAX_INTERNED = 1_000;
const interned = new Map<string, readonly Frame[]>();
const derived = new WeakMap<readonly Frame[], Map<string, readonly Frame[]>>();

function toPath(location: string): string {
  return location.startsWith('file://') ? fileURLToPath(location) : location;
}

function functionNameOf(site: NodeJS.CallSite): string {
  const name = site.getFunctionName() ?? '';
  if (site.isConstructor()) return name;
  const type = site.isToplevel() ? null : site.getTypeName();
  // Like V8's own text: "UrlMatcher.match", but no "Object." before a plain function.
  return type && type !== 'Object' && name !== '' && !name.startsWith(`${type}.`) ? `${type}.${name}` : name;
}

/** The frame of a call site whose position is `key`, mapped to our source once. */
function frameOf(site: NodeJS.CallSite, file: string, key: string): Frame {
  let frame = framesAt.get(key);
  if (frame !== undefined) return frame;
  const line = site.getLineNumber() ?? 0;
  const column = site.getColumnNumber() ?? 1;
  let position = { file: toPath(file), line, column };
  if (file.startsWith('file:') || file.startsWith('/')) {
    const entry = findSourceMap(file)?.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
    if (entry?.originalSource !== undefined && entry.originalLine !== undefined) {
      position = { file: toPath(entry.originalSource), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
    }
  }
  frame = Object.freeze({ functionName: functionNameOf(site), ...position });
  if (framesAt.size >= MAX_REMEMBERED) framesAt.clear();
  framesAt.set(key, frame);
  return frame;
}

/** A call site's position in the generated code; it fixes the function too, so positions are keys. */
function positionKey(site: NodeJS.CallSite, file: string): string {
  return `${file}:${site.getLineNumber()}:${site.getColumnNumber()}`;
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

/** The frames of `sites` down to the front controller, or undefined when it is not among them. */
function framesOf(sites: readonly NodeJS.CallSite[], untilFrontController: boolean): { frames: Frame[]; key: string } | undefined {
  const frames: Frame[] = [];
  let key = '';
  for (const site of sites) {
    const file = site.getFileName() ?? site.getScriptNameOrSourceURL();
    if (!file) continue;
    const at = positionKey(site, file);
    key += at + '\n';
    frames.push(frameOf(site, file, at));
    if (file === FRONT_CONTROLLER_FILE) return { frames, key };
  }
  return untilFrontController ? undefined : { frames, key };
}

function intern(key: string, frames: Frame[]): readonly Frame[] {
  const known = interned.get(key);
  if (known !== undefined) return known;
  if (interned.size >= MAX_INTERNED) interned.clear();
  const list = Object.freeze(frames);
  interned.set(key, list);
  return list;
}

/**
 * An exception raised while its cause is being handled (`catch (e) { throw new X(…, e) }`)
 * is raised in a call that is still on the cause's stack: below its own first frame, its
 * frames are the cause's. Capturing that one frame is enough, when its function shows
 * exactly once among the cause's frames (more than once, the call is ambiguous).
 */
function framesFromCause(above: Function, cause: readonly Frame[]): readonly Frame[] | undefined {
  const [site] = callSites(above, 1);
  const file = site?.getFileName();
  if (site === undefined || !file) return undefined;
  const key = positionKey(site, file);
  let byTop = derived.get(cause);
  const known = byTop?.get(key);
  if (known !== undefined) return known;
  const top = frameOf(site, file, key);
  if (top.functionName === '') return undefined;
  let at = -1;
  for (let i = 0; i < cause.length; i++) {
    if (cause[i]!.functionName !== top.functionName || cause[i]!.file !== top.file) continue;
    if (at !== -1) return undefined;
    at = i;
  }
  if (at === -1) return undefined;
  const list = Object.freeze([top, ...cause.slice(at + 1)]);
  if (byTop === undefined) derived.set(cause, (byTop = new Map()));
  byTop.set(key, list);
  return list;
}

/**
 * The frames above `above` (exclusive) down to the front controller, as our pages show
 * them. `cause`: the frames of the exception being handled where this one is raised.
 */
export function captureFrames(above: Function, cause?: readonly Frame[]): readonly Frame[] {
  if (cause !== undefined && cause.length > 0) {
    const fromCause = framesFromCause(above, cause);
    if (fromCause !== undefined) return fromCause;
  }
  const first = Math.min(FIRST_TRY_FRAMES, Error.stackTraceLimit);
  const sites = callSites(above, first);
  const found = framesOf(sites, sites.length === first) ?? framesOf(callSites(above, Error.stackTraceLimit), false)!;
  return intern(found.key, found.frames);
}
