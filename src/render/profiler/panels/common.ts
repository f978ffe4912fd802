// Pieces every panel uses: key/value tables, metric boxes, JSON display of values.
import { html, join, type SafeHtml } from '../../html.ts';

/** A value as JSON (strings quoted), the way the profiler dumps attributes. */
export function jsonOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function keyValueTable(caption: string, rows: ReadonlyArray<readonly [string, SafeHtml | string]>, empty: string): SafeHtml {
  if (rows.length === 0) return html`<h3>${caption}</h3>\n<p class="pf-empty">${empty}</p>`;
  return html`<h3>${caption}</h3>
<div class="pf-scroll"><table class="pf-table pf-key-value">
<thead><tr><th scope="col" class="pf-key">Key</th><th scope="col">Value</th></tr></thead>
<tbody>
${join(rows.map(([key, value]) => html`<tr><th scope="row" class="pf-key">${key}</th><td>${value}</td></tr>`), '\n')}
</tbody>
</table></div>`;
}

export function metric(label: string, value: string | number | SafeHtml): SafeHtml {
  return html`<div class="pf-metric"><span class="pf-label">${label}</span> <span class="pf-value">${value}</span></div>`;
}

export function metrics(items: readonly SafeHtml[]): SafeHtml {
  return html`<div class="pf-metrics">${join(items)}</div>`;
}

export function yesNo(value: boolean): SafeHtml {
  return value ? html`<span class="pf-yes">yes</span>` : html`<span class="pf-no">no</span>`;
}
