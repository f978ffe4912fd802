// Request / Response: what came in (headers, query, attributes, route parameters) and
// what went out (status, headers), plus the controller and route that answered.
import { html, type SafeHtml } from '../../html.ts';
import { statusTextOf } from '../../../errors/flatten.ts';
import type { PanelData } from '../types.ts';
import { jsonOf, keyValueTable, metric, metrics } from './common.ts';

/** Decoded query parameters, in order, as a form decoder reads them (`+` is a space). */
export function queryParameters(queryString: string): Array<[string, string]> {
  const query = queryString.startsWith('?') ? queryString.slice(1) : queryString;
  const out: Array<[string, string]> = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const key = at === -1 ? part : part.slice(0, at);
    const value = at === -1 ? '' : part.slice(at + 1);
    out.push([decode(key), decode(value)]);
  }
  return out;
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // malformed escapes are shown as sent
  }
}

const entries = (record: Readonly<Record<string, unknown>>): Array<[string, string]> => Object.entries(record).map(([k, v]) => [k, jsonOf(v)]);

export function renderRequestPanel(data: PanelData): SafeHtml {
  const { profile } = data;
  const request = profile.request;
  const controller = request.controller ?? 'n/a';
  const route = request.route ?? 'n/a';
  return html`<h2>Request / Response</h2>
${metrics([
  metric('HTTP status', `${profile.statusCode} ${statusTextOf(profile.statusCode)}`),
  metric('Controller', controller),
  metric('Route name', route),
  metric('Method', profile.method),
])}
<section class="pf-section" aria-label="Request">
${keyValueTable('Query Parameters', queryParameters(request.queryString), 'No GET parameters')}
${keyValueTable('Request Attributes', entries(request.attributes), 'No attributes')}
${keyValueTable('Route Parameters', entries(request.routeParams), 'No route parameters')}
${keyValueTable('Request Headers', Object.entries(request.headers), 'No request headers')}
</section>
<section class="pf-section" aria-label="Response">
<h3>Response Status</h3>
<p>${profile.statusCode} ${statusTextOf(profile.statusCode)}</p>
${keyValueTable('Response Headers', profile.responseHeaders.map(([k, v]) => [k, v] as const), 'No response headers')}
</section>`;
}
