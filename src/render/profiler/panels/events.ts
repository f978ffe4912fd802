// Event Dispatcher: how many listeners were called, then, per event in order of first
// dispatch, the called listeners in call order grouped by the request (main request,
// sub-request #k) that dispatched it, and the listeners that were registered but not called.
import { html, join, type SafeHtml } from '../../html.ts';
import type { ListenerCall } from '../../../kernel/request-context.ts';
import type { ListenerRow, PanelData } from '../types.ts';
import { metric, metrics } from './common.ts';

/** "main request" for the first request seen (the profiled one), "sub-request #k" after. */
export function requestLabels(calls: readonly ListenerCall[], isSubRequestProfile: boolean): Map<number, string> {
  const labels = new Map<number, string>();
  for (const call of calls) {
    if (labels.has(call.requestId)) continue;
    const k = labels.size;
    labels.set(call.requestId, k === 0 ? (isSubRequestProfile ? 'sub-request' : 'main request') : `sub-request #${k}`);
  }
  return labels;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    let group = groups.get(k);
    if (group === undefined) groups.set(k, (group = []));
    group.push(item);
  }
  return groups;
}

function listenerRow(priority: number, listener: string): SafeHtml {
  return html`<tr><td class="pf-num">${priority}</td><td class="break-long-words"><code>${listener}</code></td></tr>`;
}

function renderEvent(event: string, calls: readonly ListenerCall[], labels: Map<number, string>, index: number): SafeHtml {
  const id = `pf-event-${index}`;
  const groups = groupBy(calls, (call) => call.requestId);
  const body = join(
    [...groups].map(
      ([requestId, group]) => html`<tr class="pf-group"><th colspan="2" scope="rowgroup">${labels.get(requestId) ?? `request ${requestId}`}</th></tr>
${join(group.map((call) => listenerRow(call.priority, call.listener)), '\n')}`,
    ),
    '\n',
  );
  return html`<h4 data-event="${event}">${event} <span class="pf-count">${calls.length}</span><button type="button" class="pf-button pf-collapse" data-collapse-target="${id}" aria-expanded="true" aria-label="Toggle ${event}">Hide</button></h4>
<div class="pf-scroll" id="${id}"><table class="pf-table pf-listeners">
<thead><tr><th scope="col" class="pf-num">Priority</th><th scope="col">Listener</th></tr></thead>
<tbody>
${body}
</tbody>
</table></div>`;
}

function renderNotCalled(rows: readonly ListenerRow[]): SafeHtml {
  if (rows.length === 0) return html`<h3>Not Called Listeners</h3>\n<p class="pf-empty">Every registered listener was called.</p>`;
  return html`<h3>Not Called Listeners</h3>
<div class="pf-scroll"><table class="pf-table pf-listeners">
<thead><tr><th scope="col">Event</th><th scope="col" class="pf-num">Priority</th><th scope="col">Listener</th></tr></thead>
<tbody>
${join(rows.map((row) => html`<tr><td>${row.event}</td><td class="pf-num">${row.priority}</td><td class="break-long-words"><code>${row.listener}</code></td></tr>`), '\n')}
</tbody>
</table></div>`;
}

export function renderEventsPanel(data: PanelData): SafeHtml {
  const called = data.profile.calls.filter((call) => call.called);
  const labels = requestLabels(data.profile.calls, data.profile.parentToken !== undefined);
  const events = groupBy(called, (call) => call.event);
  return html`<h2>Event Dispatcher</h2>
${metrics([metric('Called Listeners', called.length), metric('Not Called Listeners', data.notCalled.length), metric('Orphaned Events', 0)])}
<h3>Called Listeners</h3>
${called.length === 0 ? html`<p class="pf-empty">No listeners were called.</p>` : join([...events].map(([event, calls], i) => renderEvent(event, calls, labels, i)), '\n')}
${renderNotCalled(data.notCalled)}`;
}
