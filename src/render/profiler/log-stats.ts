// How the profiler counts log records: errors (ERROR or worse), warnings, and
// deprecations (runtime ones are php-channel "User Deprecated:" records; build-time
// ones come from the container and are counted on top).
import { LEVEL_PRIORITY, type LogRecord } from '../../log/log-collector.ts';
import { CONTAINER_DEPRECATIONS } from '../../security/deprecations.ts';

/** The build-time deprecations the reference app always has (shown in the Logs panel). */
export const CONTAINER_DEPRECATION_COUNT = CONTAINER_DEPRECATIONS.length;

export type LogRowType = 'deprecation' | 'error' | 'regular';

export function isRuntimeDeprecation(record: LogRecord): boolean {
  return record.channel === 'php' && record.message.startsWith('User Deprecated:');
}

export function isError(record: LogRecord): boolean {
  return LEVEL_PRIORITY[record.level] >= LEVEL_PRIORITY.ERROR;
}

export function rowType(record: LogRecord, fromContainer = false): LogRowType {
  if (fromContainer || isRuntimeDeprecation(record)) return 'deprecation';
  return isError(record) ? 'error' : 'regular';
}

export function countDeprecations(records: readonly LogRecord[], containerDeprecations: number): number {
  let count = containerDeprecations;
  for (const record of records) if (isRuntimeDeprecation(record)) count++;
  return count;
}

export function countWarnings(records: readonly LogRecord[]): number {
  let count = 0;
  for (const record of records) if (record.level === 'WARNING') count++;
  return count;
}
