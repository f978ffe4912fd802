// The sidebar search form: a GET to {linkBase}/_profiler/search, pre-filled with the
// criteria of the current search. Every value is client data and is escaped.
import { html, join, type SafeHtml } from '../html.ts';
import type { SearchCriteria } from './types.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'] as const;
const LIMITS = [10, 50, 100] as const;

function option(value: string, label: string, selected: boolean): SafeHtml {
  return html`<option value="${value}"${selected ? html` selected` : html``}>${label}</option>`;
}

function field(id: string, label: string, control: SafeHtml): SafeHtml {
  return html`<div class="pf-field"><label for="${id}">${label}</label>${control}</div>`;
}

function input(name: string, type: string, value: string | undefined, placeholder = ''): SafeHtml {
  return html`<input type="${type}" id="pf-search-${name}" name="${name}" value="${value ?? ''}"${placeholder === '' ? html`` : html` placeholder="${placeholder}"`}>`;
}

export function renderSearchBar(criteria: Partial<SearchCriteria>, linkBase: string): string {
  const method = (criteria.method ?? '').toUpperCase();
  const limit = criteria.limit ?? 10;
  const methodSelect = html`<select id="pf-search-method" name="method">${option('', 'Any', method === '')}${join(METHODS.map((m) => option(m, m, m === method)))}</select>`;
  const limitSelect = html`<select id="pf-search-limit" name="limit">${join(LIMITS.map((n) => option(String(n), String(n), n === limit)))}</select>`;
  return html`<form class="pf-search" action="${linkBase}/_profiler/search" method="get" role="search" aria-label="Search profiles">
<h3>Search profiles</h3>
<div class="pf-field-row">
${field('pf-search-ip', 'IP', input('ip', 'text', criteria.ip, 'e.g. 127.0.0.1'))}
${field('pf-search-method', 'Method', methodSelect)}
</div>
<div class="pf-field-row">
${field('pf-search-status_code', 'Status', input('status_code', 'number', criteria.statusCode, 'e.g. 404'))}
${field('pf-search-limit', 'Results', limitSelect)}
</div>
${field('pf-search-url', 'URL', input('url', 'text', criteria.url, 'e.g. /items'))}
${field('pf-search-token', 'Token', input('token', 'text', criteria.token, 'e.g. c17807'))}
<div class="pf-field-row">
${field('pf-search-start', 'From', input('start', 'date', criteria.start))}
${field('pf-search-end', 'Until', input('end', 'date', criteria.end))}
</div>
<button type="submit" class="pf-button">Search</button>
</form>`.value;
}
