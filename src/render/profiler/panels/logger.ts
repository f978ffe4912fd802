// Log Messages: the profiled request's own log (container deprecations first, then
// its records stably sorted by millisecond time) in one Time | Message table. Rows
// carry the MARKUP.md hooks (data-log-level, data-log-channel) and what the filters read
// (data-type, data-priority, data-channel). Filtering is client-side only: the script
// hides rows, so without JavaScript every row shows.
import { html, join, type SafeHtml } from '../../html.ts';
import { LEVEL_PRIORITY, type LogLevel, type LogRecord } from '../../../log/log-collector.ts';
import { logTimeMs } from '../format.ts';
import { rowType } from '../log-stats.ts';
import type { PanelData } from '../types.ts';

const LEVELS: readonly LogLevel[] = ['DEBUG', 'INFO', 'NOTICE', 'WARNING', 'ERROR', 'CRITICAL', 'ALERT', 'EMERGENCY'];
/** Channels whose rows are hidden until the reader asks for them. */
const HIDDEN_CHANNELS: ReadonlySet<string> = new Set(['event']);
const TABLE_ID = 'pf-log-table';

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

interface Row {
  readonly record: LogRecord;
  readonly fromContainer: boolean;
}

/** Container deprecations first, then the log stably sorted by its millisecond time. */
export function logRowsOf(data: PanelData): Row[] {
  const sorted = data.profile.log.map((record, index) => ({ record, index }));
  sorted.sort((a, b) => Math.floor(a.record.time) - Math.floor(b.record.time) || a.index - b.index);
  return [...data.containerDeprecations.map((record) => ({ record, fromContainer: true })), ...sorted.map(({ record }) => ({ record, fromContainer: false }))];
}

function renderRow({ record, fromContainer }: Row): SafeHtml {
  const type = rowType(record, fromContainer);
  const badge = type === 'regular' ? record.level.toLowerCase() : type;
  const context = record.context === undefined ? html`` : html`<pre class="log-context">${JSON.stringify(record.context, null, 4)}</pre>`;
  return html`<tr data-log-level="${record.level}" data-log-channel="${record.channel}" data-type="${type}" data-priority="${LEVEL_PRIORITY[record.level]}" data-channel="${record.channel}">
<td class="log-time">${logTimeMs(record.time)}</td>
<td class="log-badge"><span class="pf-tag pf-tag-${type}">${badge}</span>${record.channel === '' ? html`` : html` <span class="pf-note">${record.channel}</span>`}</td>
<td class="log-message"><span class="break-long-words">${record.message}</span>${context}</td>
</tr>`;
}

function typeButton(type: string, label: string, count: number | undefined, pressed: boolean): SafeHtml {
  const counter = count === undefined ? html`` : html` <span class="pf-count${type === 'error' && count > 0 ? ' pf-count-error' : ''}">${count}</span>`;
  return html`<button type="button" class="pf-button" data-log-type-filter="${type}" aria-pressed="${String(pressed)}">${label}${counter}</button>`;
}

function checkbox(kind: 'level' | 'channel', value: string, checked: boolean): SafeHtml {
  return html`<label><input type="checkbox" data-log-filter="${kind}" value="${value}"${checked ? html` checked` : html``}> ${capitalized(value)}</label>`;
}

function renderFilters(rows: readonly Row[], errors: number, deprecations: number): SafeHtml {
  const channels = [...new Set(rows.map((row) => row.record.channel).filter((channel) => channel !== ''))].sort();
  const checkedChannels = channels.filter((channel) => !HIDDEN_CHANNELS.has(channel)).length;
  // Errors is the default view when there are errors; otherwise every message shows.
  const defaultType = errors > 0 ? 'error' : 'all';
  return html`<div class="pf-log-filters" data-log-filters="${TABLE_ID}">
<div class="pf-log-types" role="group" aria-label="Messages">
${typeButton('all', 'All messages', undefined, defaultType === 'all')}
${typeButton('error', 'Errors', errors, defaultType === 'error')}
${typeButton('deprecation', 'Deprecations', deprecations, false)}
</div>
<div class="pf-log-controls">
<details class="pf-filter"><summary>Level (<span data-filter-count="level">${LEVELS.length}</span>)</summary>
${join(LEVELS.map((level) => checkbox('level', level, true)), '\n')}
</details>
<details class="pf-filter"><summary>Channel (<span data-filter-count="channel">${checkedChannels}</span>)</summary>
${join(channels.map((channel) => checkbox('channel', channel, !HIDDEN_CHANNELS.has(channel))), '\n')}
</details>
</div>
</div>`;
}

export function renderLoggerPanel(data: PanelData): SafeHtml {
  const rows = logRowsOf(data);
  // Counted from the rows themselves, so each count is what its filter shows.
  const types = rows.map((row) => rowType(row.record, row.fromContainer));
  const errors = types.filter((type) => type === 'error').length;
  const deprecations = types.filter((type) => type === 'deprecation').length;
  if (rows.length === 0) return html`<h2>Log Messages</h2>\n<p class="pf-empty">No log messages.</p>`;
  return html`<h2>Log Messages</h2>
${renderFilters(rows, errors, deprecations)}
<div class="pf-scroll"><table class="pf-table pf-logs" id="${TABLE_ID}">
<thead><tr><th scope="col">Time</th><th scope="col" colspan="2">Message</th></tr></thead>
<tbody>
${join(rows.map(renderRow), '\n')}
</tbody>
</table></div>
<p class="pf-empty" data-log-empty hidden>There are no log messages of this kind.</p>`;
}
