// The content of /_profiler/{token} when no profile has that token: a summary reading
// "Error", then the notice (MARKUP.md hook `data-token-not-found`). The page is a 200.
import { html, type SafeHtml } from '../html.ts';
import { renderPlainSummary } from './summary.ts';

export function renderTokenNotFound(token: string): SafeHtml {
  return html`${renderPlainSummary('Error', 'status-error')}
<div class="pf-not-found" data-token-not-found="${token}">
<h2>Token not found</h2>
<p>Token &quot;${token}&quot; not found.</p>
</div>`;
}
