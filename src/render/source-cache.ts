// Our own .ts sources, read once at start-up so the debug page can show code excerpts
// without touching the disk while it answers a request (an error page must stay cheap,
// and a request must never make the server read arbitrary files).
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface Excerpt {
  /** Number of the first line in `lines` (1-based). */
  readonly first: number;
  readonly lines: readonly string[];
}

// Folders that hold no source of ours, or far too much of someone else's.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);

async function listSources(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      if (entry.name.startsWith('.')) return;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await listSources(path, out);
      } else if (entry.isFile() && entry.name.endsWith('.ts')) {
        out.push(path);
      }
    }),
  );
}

/**
 * Lines decoded one by one from the file's bytes. A file read as one string is stored
 * two bytes a character as soon as it holds one non-ASCII character, and so would every
 * line cut from it; decoded apart, ASCII lines stay one-byte strings, and so do the pages
 * that show them (three times cheaper to send).
 */
function splitLines(bytes: Buffer): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
    lines.push(bytes.toString('utf8', start, end > start && bytes[end - 1] === 13 ? end - 1 : end));
    start = end + 1;
  }
  lines.push(bytes.toString('utf8', start));
  return lines;
}

export class SourceCache {
  private constructor(private readonly files: ReadonlyMap<string, readonly string[]>) {}

  /** Reads every .ts file under `rootDir` (recursively), keyed by absolute path. */
  static async load(rootDir: string): Promise<SourceCache> {
    const paths: string[] = [];
    await listSources(resolve(rootDir), paths);
    const contents = await Promise.all(paths.map((path) => readFile(path)));
    const files = new Map<string, readonly string[]>();
    paths.forEach((path, i) => files.set(path, splitLines(contents[i]!)));
    return new SourceCache(files);
  }

  /** A cache that knows no file: pages then show locations without code. */
  static empty(): SourceCache {
    return new SourceCache(new Map());
  }

  /** Builds a cache from given contents (tests, or sources held elsewhere). */
  static fromEntries(entries: Iterable<readonly [string, string]>): SourceCache {
    const files = new Map<string, readonly string[]>();
    for (const [path, text] of entries) files.set(path, text.split(/\r?\n/));
    return new SourceCache(files);
  }

  get size(): number {
    return this.files.size;
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  /**
   * Up to `context` lines either side of `line`. Undefined for files we never read
   * (node:internal frames, other packages) and for lines the file does not have.
   */
  excerpt(file: string, line: number, context = 5): Excerpt | undefined {
    const lines = this.files.get(file);
    if (lines === undefined || !Number.isInteger(line) || line < 1 || line > lines.length) return undefined;
    const first = Math.max(1, line - context);
    const last = Math.min(lines.length, line + context);
    return { first, lines: lines.slice(first - 1, last) };
  }
}
