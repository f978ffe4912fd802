// Routing: which route matched the profiled request (if any), the path and method it was
// matched with, and how every route fared against them.
import { html, join, type SafeHtml } from '../../html.ts';
import type { PanelData, RouteTrace } from '../types.ts';
import { metric, metrics } from './common.ts';

export function routeLog(route: RouteTrace): string {
  switch (route.outcome) {
    case 'match':
      return 'Route matches!';
    case 'path':
      return 'Path does not match';
    case 'method':
      return `Method does not match any of the required methods (${route.methods.join(', ')})`;
    case 'slash':
      return 'Path almost matches (trailing slash)';
  }
}

function renderRoute(route: RouteTrace): SafeHtml {
  return html`<tr class="pf-route-${route.outcome}" data-route="${route.name}">
<td><code>${route.name}</code></td>
<td class="break-long-words"><code>${route.path}</code></td>
<td class="pf-route-log">${routeLog(route)}</td>
</tr>`;
}

export function renderRouterPanel(data: PanelData): SafeHtml {
  const { profile } = data;
  return html`<h2>Routing</h2>
${metrics([metric('Matched route', profile.request.route ?? '(none)')])}
<p>Path to match: <code class="break-long-words">${profile.request.pathInfo}</code></p>
<p>HTTP method <code>${profile.request.method}</code></p>
<h3>Route Matching Logs</h3>
${
  data.routes.length === 0
    ? html`<p class="pf-empty">No routes are defined.</p>`
    : html`<div class="pf-scroll"><table class="pf-table pf-routes">
<thead><tr><th scope="col">Route name</th><th scope="col">Path</th><th scope="col">Log</th></tr></thead>
<tbody>
${join(data.routes.map(renderRoute), '\n')}
</tbody>
</table></div>`
}`;
}
