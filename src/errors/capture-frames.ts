// Captures the call frames of an exception as data, without formatting a stack string:
// V8's raw call sites (cheap), each mapped to our .ts source through the source map tsx
// registered. The mapping of a position never changes while the process runs, so it is
// remembered (bounded): the same throw site costs a map lookup from the second time on.
import { findSourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Frame } from './stack-frames.ts';

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

function functionNameOf(site: NodeJS.CallSite): string {
  const name = site.getFunctionName() ?? '';
  if (site.isConstructor()) return name;
  const type = site.isToplevel() ? null : site.getTypeName();
  // Like V8's own text: "UrlMatcher.match", but no "Object." before a plain function.
  return type && type !== 'Object' && name !== '' && !name.startsWith(`${type}.`) ? `${type}.${name}` : name;
}

/** The frames above `above` (exclusive), as our pages show them. */
export function captureFrames(above: Function): readonly Frame[] {
  const saved = Error.prepareStackTrace;
  const holder: { stack?: unknown } = {};
  let raw: unknown;
  try {
    Error.prepareStackTrace = (_error, sites) => sites;
    Error.captureStackTrace(holder, above);
    raw = holder.stack; // V8 formats on first read: read it while our formatter is in place
  } finally {
    Error.prepareStackTrace = saved;
  }
  const sites = Array.isArray(raw) ? (raw as NodeJS.CallSite[]) : [];
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
