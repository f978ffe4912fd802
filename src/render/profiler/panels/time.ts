// Performance: the total time of the profiled request, then how long each event and each
// listener took (from the recorded listener calls).
import { html, join, type SafeHtml } from '../../html.ts';
import type { PanelData } from '../types.ts';
import { metric, metrics } from './common.ts';
import { requestLabels } from './events.ts';

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

export function renderTimePanel(data: PanelData): SafeHtml {
  const { profile } = data;
  const called = profile.calls.filter((call) => call.called);
  const labels = requestLabels(profile.calls, profile.parentToken !== undefined);
  const perEvent = new Map<string, { count: number; total: number }>();
  for (const call of called) {
    const entry = perEvent.get(call.event) ?? { count: 0, total: 0 };
    entry.count++;
    entry.total += call.durationMs;
    perEvent.set(call.event, entry);
  }
  const listenerTotal = called.reduce((sum, call) => sum + call.durationMs, 0);
  return html`<h2>Performance metrics</h2>
${metrics([metric('Total execution time', ms(profile.durationMs)), metric('Time in listeners', ms(listenerTotal)), metric('Listener calls', called.length)])}
${
  called.length === 0
    ? html`<p class="pf-empty">No listener calls were recorded.</p>`
    : html`<h3>Events</h3>
<div class="pf-scroll"><table class="pf-table pf-timing">
<thead><tr><th scope="col">Event</th><th scope="col" class="pf-num">Listeners</th><th scope="col" class="pf-num">Duration</th></tr></thead>
<tbody>
${join([...perEvent].map(([event, { count, total }]) => html`<tr><td><code>${event}</code></td><td class="pf-num">${count}</td><td class="pf-num">${ms(total)}</td></tr>`), '\n')}
</tbody>
</table></div>
<h3>Listeners</h3>
<div class="pf-scroll"><table class="pf-table pf-timing">
<thead><tr><th scope="col">Request</th><th scope="col">Event</th><th scope="col">Listener</th><th scope="col" class="pf-num">Duration</th></tr></thead>
<tbody>
${join(called.map((call) => html`<tr><td>${labels.get(call.requestId) ?? ''}</td><td><code>${call.event}</code></td><td class="break-long-words"><code>${call.listener}</code></td><td class="pf-num">${ms(call.durationMs)}</td></tr>`), '\n')}
</tbody>
</table></div>`
}`;
}
