// What every section of the debug page reads. Kept apart from index.ts so the section
// modules can import the type without importing the assembler.
import type { ExceptionChain } from '../../errors/flatten.ts';
import type { LogRecord } from '../../log/log-collector.ts';
import type { SourceCache } from '../source-cache.ts';
import type { Nonces } from '../nonces.ts';

export interface DebugPageInput {
  /** Outermost (thrown last) first; at least one exception. */
  readonly chain: ExceptionChain;
  /** The log as it stands when the page renders, in log order. */
  readonly logs: readonly LogRecord[];
  readonly sources: SourceCache;
  /** When given, every <style> and <script> carries its nonce (the page may run under a CSP). */
  readonly nonces?: Nonces | undefined;
}
