// Real call frames of our own code, parsed from V8's stack text (source-mapped by tsx,
// so files are our .ts sources and lines are theirs).
import { fileURLToPath } from 'node:url';

export interface Frame {
  /** Function as V8 names it ("RouterListener.onKernelRequest"), or "" for top-level code. */
  readonly functionName: string;
  /** Absolute file path, or a `node:` specifier for Node's own internals. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

// "    at fn (file:line:col)" or "    at file:line:col"
const FRAME_WITH_NAME = /^\s*at (?:async )?(.*?) \((.+):(\d+):(\d+)\)$/;
const FRAME_BARE = /^\s*at (?:async )?(.+):(\d+):(\d+)$/;

export function parseStack(stack: string | undefined): Frame[] {
  if (stack === undefined) return [];
  const frames: Frame[] = [];
  for (const text of stack.split('\n')) {
    const named = FRAME_WITH_NAME.exec(text);
    const match = named ?? FRAME_BARE.exec(text);
    if (match === null) continue;
    const [functionName, location, line, column] = named ? [match[1]!, match[2]!, match[3]!, match[4]!] : ['', match[1]!, match[2]!, match[3]!];
    frames.push({
      functionName: functionName === '<anonymous>' ? '' : functionName.replace(/^new /, '').replace(/^Object\./, '').replace(/ \[as [^\]]+\]$/, ''),
      file: location.startsWith('file://') ? fileURLToPath(location) : location,
      line: Number(line),
      column: Number(column),
    });
  }
  return frames;
}
