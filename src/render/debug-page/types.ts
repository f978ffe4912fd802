// What every section of the debug page reads. Kept apart from index.ts so the section
// modules can import the type without importing the assembler.
import type { ExceptionChain } from '../../errors/flatten.ts';
import type { LogRecord } from '../../log/log-collector.ts';
import type { SourceCache } from '../source-cache.ts';
import type { Nonces } from '../nonces.ts';
import type { RenderCache } from '../render-cache.ts';

export interface DebugPageInput {
  /** Outermost (thrown last) first; at least one exception. */
  readonly chain: ExceptionChain;
  /** The log as it stands when the page renders, in log order. */
  readonly logs: readonly LogRecord[];
  readonly sources: SourceCache;
  /** When given, every <style> and <script> carries its nonce (the page may run under a CSP). */
  readonly nonces?: Nonces | undefined;
  /** The app's cache of excerpts and shared log rows (pages render the same without it, slower). */
  readonly cache?: RenderCache | undefined;
}
