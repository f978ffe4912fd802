// The reference log sequences of ../shared/reference/logs, and the normalization that
// lets ours be compared row for row: only the base URL, the token, the time and our own
// file/line (in "Uncaught PHP Exception ... at FILE line N") are normalized.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LogRow } from './page.ts';

const LOGS = fileURLToPath(new URL('../../../shared/reference/logs/', import.meta.url));

export interface ReferenceRow {
  readonly level: string;
  readonly channel: string;
  readonly message: string;
  readonly context: unknown;
}

export function referenceLog(name: string): ReferenceRow[] {
  return readFileSync(`${LOGS}${name}.jsonl`, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as ReferenceRow);
}

const FILE_LINE = / at (\{framework\}|\/)\S+ line \d+$/;

export function normalizeRow(row: ReferenceRow | LogRow, base: string, token?: string): ReferenceRow {
  let text = JSON.stringify({ level: row.level, channel: row.channel, message: row.message.replace(FILE_LINE, ' at {file} line {line}'), context: row.context ?? null });
  text = text.split(base).join('{base_url}');
  if (token) text = text.split(token).join('{token}');
  return JSON.parse(text) as ReferenceRow;
}
