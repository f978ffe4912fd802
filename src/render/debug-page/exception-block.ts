// The exception block: summary (hierarchy, HTTP status, headline) and the three tabs.
// The debug error page and the profiler's exception panel both show exactly this.
import { html, type SafeHtml } from '../html.ts';
import { countErrors } from '../../log/log-collector.ts';
import type { DebugPageInput } from './types.ts';
import { renderSummary } from './hierarchy.ts';
import { countedTitle, renderTabs } from './tabs.ts';
import { renderExceptionsTab } from './exceptions-tab.ts';
import { renderLogsTab } from './logs-tab.ts';
import { renderTracesTab } from './traces-tab.ts';

export function renderExceptionBlock(input: DebugPageInput): SafeHtml {
  if (input.chain.length === 0) throw new RangeError('renderExceptionBlock needs at least one exception');
  const total = input.chain.length;
  const errors = countErrors(input.logs);
  return html`<div class="exception-block" data-exception-block>
${renderSummary(input.chain)}
${renderTabs([
  { id: 'exceptions', count: total, title: countedTitle('Exception', 'Exceptions', total), panel: renderExceptionsTab(input) },
  { id: 'logs', count: errors, title: errors > 0 ? html`Logs <span class="badge status-error">${errors}</span>` : html`Logs`, panel: renderLogsTab(input.logs, input.cache) },
  { id: 'traces', count: total, title: countedTitle('Stack Trace', 'Stack Traces', total), panel: renderTracesTab(input) },
])}
</div>`;
}
