// The content of the search results page: a count and one row per profile, newest
// first as the store returns them (MARKUP.md hooks `data-token` and `data-cell`).
import { html, join, type SafeHtml } from '../html.ts';
import type { Profile } from '../../profiler/profile.ts';
import { profilerUrl, searchDate } from './format.ts';
import { statusClass } from './summary.ts';
import type { SearchCriteria } from './types.ts';

function renderRow(profile: Profile, linkBase: string): SafeHtml {
  return html`<tr data-token="${profile.token}">
<td data-cell="status"><span class="pf-status ${statusClass(profile.statusCode)}">${profile.statusCode}</span></td>
<td data-cell="ip">${profile.ip}</td>
<td data-cell="method">${profile.method}</td>
<td data-cell="url" class="break-long-words">${profile.url}</td>
<td data-cell="time" class="pf-num"><time datetime="${new Date(profile.time).toISOString()}">${searchDate(profile.time)}</time></td>
<td data-cell="token"><a href="${profilerUrl(linkBase, profile.token)}">${profile.token}</a></td>
</tr>`;
}

export function renderSearchResults(profiles: readonly Profile[], criteria: SearchCriteria, linkBase: string): SafeHtml {
  void criteria; // the criteria are shown pre-filled in the search bar, not here
  if (profiles.length === 0) {
    return html`<h2>No results found</h2>
<p class="pf-empty">The query returned no result.</p>`;
  }
  const count = profiles.length === 1 ? '1 result found' : `${profiles.length} results found`;
  return html`<h2>${count}</h2>
<div class="pf-scroll"><table class="pf-table pf-results">
<thead><tr><th scope="col">Status</th><th scope="col">IP</th><th scope="col">Method</th><th scope="col">URL</th><th scope="col">Time</th><th scope="col">Token</th></tr></thead>
<tbody>
${join(profiles.map((profile) => renderRow(profile, linkBase)), '\n')}
</tbody>
</table></div>`;
}
