// The summary above the tabs: the chain of types (innermost first, each a link to its
// block in the Exceptions tab), the HTTP status, and the headline message.
import { html, join, type SafeHtml } from '../html.ts';
import type { ExceptionChain } from '../../errors/flatten.ts';

/** trace-box-1 is the outermost exception, so the innermost links trace-box-N. */
export function renderHierarchy(chain: ExceptionChain): SafeHtml {
  const links: SafeHtml[] = [];
  for (let i = chain.length - 1; i >= 0; i--) {
    const exception = chain[i]!;
    links.push(html`<a href="#trace-box-${i + 1}"><abbr title="${exception.typeName}">${exception.shortName}</abbr></a>`);
  }
  return html`<h2 class="exception-hierarchy">${join(links, ' &#8250; ')}</h2>`;
}

export function renderSummary(chain: ExceptionChain): SafeHtml {
  const outer = chain[0]!;
  return html`<div class="exception-summary">
${renderHierarchy(chain)}
<h2 class="exception-http">HTTP ${outer.statusCode} <small>${outer.statusText}</small></h2>
<h1 class="exception-message break-long-words" data-exception-headline>${outer.message}</h1>
</div>`;
}
