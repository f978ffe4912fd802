// The summary of the profiled request, above the panels: its URL as the title line,
// where it was forwarded (the error controller sub-request) or which request it was
// part of, then method, status, IP, time and token. Carries the MARKUP.md hooks:
// root `data-profile-token`, children `data-profile-url|method|status|time` whose
// attribute value and text are the bare value.
import { html, type SafeHtml } from '../html.ts';
import { errorControllerChild, isLinkable, profilerUrl, rfc2822 } from './format.ts';
import type { PanelData } from './types.ts';

export function statusClass(status: number): 'status-error' | 'status-warning' | 'status-success' {
  if (status >= 400) return 'status-error';
  if (status >= 300) return 'status-warning';
  return 'status-success';
}

function titleLine(url: string): SafeHtml {
  const link = isLinkable(url) ? html`<a href="${url}" data-profile-url="${url}">${url}</a>` : html`<span data-profile-url="${url}">${url}</span>`;
  return html`<h2 class="break-long-words pf-summary-url">${link}</h2>`;
}

function relations(data: PanelData): SafeHtml {
  const { profile, children, linkBase } = data;
  const forwarded = errorControllerChild(children);
  return html`${
    forwarded === undefined
      ? html``
      : html`<p class="pf-summary-relation">Forwarded to ErrorController (<a href="${profilerUrl(linkBase, forwarded.token)}">${forwarded.token}</a>)</p>`
  }${
    profile.parentToken === undefined
      ? html``
      : html`<p class="pf-summary-relation"><a href="${profilerUrl(linkBase, profile.parentToken)}">Parent request ${profile.parentToken}</a></p>`
  }`;
}

function item(label: string, value: string | number, attributes: SafeHtml): SafeHtml {
  return html`<div class="pf-summary-item"><dt>${label}</dt><dd ${attributes}>${value}</dd></div>`;
}

export function renderSummary(data: PanelData): SafeHtml {
  const { profile } = data;
  const profiledOn = rfc2822(profile.time);
  return html`<section class="pf-summary status ${statusClass(profile.statusCode)}" data-profile-token="${profile.token}" aria-label="Profiled request">
<div class="pf-summary-inner">
${titleLine(profile.url)}
${relations(data)}
<dl class="pf-summary-meta">
${item('Method', profile.method, html`data-profile-method="${profile.method}"`)}
${item('HTTP Status', profile.statusCode, html`data-profile-status="${profile.statusCode}"`)}
${item('IP', profile.ip, html`data-profile-ip="${profile.ip}"`)}
<div class="pf-summary-item"><dt>Profiled on</dt><dd><time datetime="${new Date(profile.time).toISOString()}" data-profile-time="${profiledOn}">${profiledOn}</time></dd></div>
${item('Token', profile.token, html`class="pf-token"`)}
</dl>
</div>
</section>`;
}

/** The summary area of pages without a profile (search results, unknown token). */
export function renderPlainSummary(title: string, status: 'status-error' | '' = ''): SafeHtml {
  return html`<section class="pf-summary status${status === '' ? '' : ` ${status}`}" aria-label="Summary"><div class="pf-summary-inner"><h2 class="pf-summary-title">${title}</h2></div></section>`;
}
