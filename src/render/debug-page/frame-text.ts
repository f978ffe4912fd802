// How a call frame reads in every section (the exceptions tab, the plain-text traces,
// the Markdown copy), so the three never disagree.
import type { Frame } from '../../errors/stack-frames.ts';

/** `file:line`, the form editors and terminals turn into links. */
export function frameLocation(frame: Frame): string {
  return `${frame.file}:${frame.line}`;
}

/** `name()` or "" for top-level code, which V8 leaves unnamed. */
export function frameCall(frame: Frame): string {
  return frame.functionName === '' ? '' : `${frame.functionName}()`;
}
