// The Logs tab: the request log as it stands, one row per record in log order. Rows
// carry their level and channel as data attributes so the page (and tests) can filter.
import { html, rawParts, type SafeHtml } from '../html.ts';
import type { RenderCache } from '../render-cache.ts';
import { LEVEL_PRIORITY, type LogRecord } from '../../log/log-collector.ts';

/** ERROR or worse is an error; warnings and deprecations (channel php) stand out less. */
export function logRowClass(record: LogRecord): 'status-error' | 'status-warning' | 'status-normal' {
  if (LEVEL_PRIORITY[record.level] >= LEVEL_PRIORITY.ERROR) return 'status-error';
  if (record.level === 'WARNING' || record.channel === 'php') return 'status-warning';
  return 'status-normal';
}

/** HH:MM:SS in UTC: the page reads the same wherever the server runs. */
export function logTime(time: number): string {
  return new Date(time).toISOString().slice(11, 19);
}

function renderContext(record: LogRecord): SafeHtml {
  if (record.context === undefined) return html``;
  // Pretty JSON with 4-space indents; slashes stay unescaped, backslashes doubled.
  return html`<pre class="log-context text-muted prewrap">${JSON.stringify(record.context, null, 4)}</pre>`;
}

/** A row as the markup before and after its time cell (the time is all that varies). */
function rowAroundTime(record: LogRecord): readonly [string, string] {
  return [
    html`<tr class="${logRowClass(record)}" data-log-level="${record.level}" data-log-channel="${record.channel}" data-filter-level="${record.level.toLowerCase()}" data-filter-channel="${record.channel}">
<td class="log-level"><span class="level-label">${record.level}</span></td>
<td class="log-time">`.value,
    html`</td>
<td class="log-channel">${record.channel}</td>
<td class="log-message"><span class="log-text break-long-words">${record.message}</span>${renderContext(record)}</td>
</tr>`.value,
  ];
}

/** All rows as one piece of markup: three parts a row (before its time, the time, after it). */
function renderRows(logs: readonly LogRecord[], cache: RenderCache | undefined): SafeHtml {
  const time = secondFormatter();
  const parts: string[] = [];
  for (const record of logs) {
    const [before, after] = cache && record.context ? cache.row(record.context, record.message, () => rowAroundTime(record)) : rowAroundTime(record);
    parts.push(before, time(record.time), after);
  }
  return rawParts(parts);
}

/** logTime, remembering the last second formatted (a log spans few seconds). */
function secondFormatter(): (ms: number) => string {
  let second = NaN;
  let text = '';
  return (ms) => {
    const s = Math.floor(ms / 1000);
    if (s !== second) {
      second = s;
      text = logTime(ms);
    }
    return text;
  };
}

export function renderLogsTab(logs: readonly LogRecord[], cache?: RenderCache): SafeHtml {
  if (logs.length === 0) return html`<p class="empty-note">No log messages</p>`;
  // The time sits in its own cell under the Level heading, so the headings still read
  // Level | Channel | Message.
  return html`<div class="table-scroll"><table class="logs">
<thead><tr><th scope="col" colspan="2">Level</th><th scope="col">Channel</th><th scope="col">Message</th></tr></thead>
<tbody>
${renderRows(logs, cache)}
</tbody>
</table></div>`;
}
