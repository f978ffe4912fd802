// The request log: one collector per main request, shared by all its sub-requests.
// Records are kept in write order and tagged with the request that was current when
// they were written, so a page can show "the log as it stands" grouped by request the
// way the observed framework's debug processor does.

export type LogLevel = 'DEBUG' | 'INFO' | 'NOTICE' | 'WARNING' | 'ERROR' | 'CRITICAL' | 'ALERT' | 'EMERGENCY';

/** Monolog-style numeric priorities: "ERROR or worse" means priority >= 400. */
export const LEVEL_PRIORITY: Readonly<Record<LogLevel, number>> = {
  DEBUG: 100,
  INFO: 200,
  NOTICE: 250,
  WARNING: 300,
  ERROR: 400,
  CRITICAL: 500,
  ALERT: 550,
  EMERGENCY: 600,
};

export type LogChannel = 'request' | 'php' | 'security' | 'event' | 'app' | '';

export interface LogRecord {
  readonly level: LogLevel;
  readonly channel: LogChannel;
  readonly message: string;
  /** JSON-ready context; absent when the entry carries none. */
  readonly context: Readonly<Record<string, unknown>> | undefined;
  /** Milliseconds since the epoch, from the request clock. */
  readonly time: number;
  /** Id of the request (main or sub) that was current when the record was written. */
  readonly requestId: number;
}

export class LogCollector {
  private readonly records: LogRecord[] = [];
  /** The request whose records came last, and those whose run of records has ended. */
  private currentRequestId: number | undefined;
  private readonly endedRuns: number[] = [];
  /** A request's records resumed after another request's began (see `all`). */
  private interleaved = false;
  private messageChars = 0;

  constructor(private readonly now: () => number) {}

  write(requestId: number, level: LogLevel, channel: LogChannel, message: string, context?: Readonly<Record<string, unknown>>): void {
    if (requestId !== this.currentRequestId) {
      if (this.currentRequestId !== undefined) this.endedRuns.push(this.currentRequestId);
      if (this.endedRuns.includes(requestId)) this.interleaved = true;
      this.currentRequestId = requestId;
    }
    this.messageChars += message.length;
    this.records.push({ level, channel, message, context, time: this.now(), requestId });
  }

  get size(): number {
    return this.records.length;
  }

  /** Characters in all messages so far (the profile store's size estimate reads it). */
  get totalMessageChars(): number {
    return this.messageChars;
  }

  /**
   * The whole log grouped by request, groups in the order of their first record
   * (what a debug page shows). While a request is current its records are contiguous
   * anyway; grouping only moves records a main request wrote after a sub-request ended.
   * The usual, grouped case is the log itself, not a copy: read it, never change it.
   */
  all(): readonly LogRecord[] {
    if (!this.interleaved) return this.records;
    const groups = new Map<number, LogRecord[]>();
    for (const record of this.records) {
      let group = groups.get(record.requestId);
      if (group === undefined) groups.set(record.requestId, (group = []));
      group.push(record);
    }
    const grouped: LogRecord[] = [];
    for (const group of groups.values()) for (const record of group) grouped.push(record);
    return grouped;
  }
}

export function countErrors(records: readonly LogRecord[]): number {
  let errors = 0;
  for (const record of records) if (LEVEL_PRIORITY[record.level] >= LEVEL_PRIORITY.ERROR) errors++;
  return errors;
}
