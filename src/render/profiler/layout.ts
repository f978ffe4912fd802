// The profiler documents. `renderProfilerPage`: one profile, one panel (header,
// summary, sidebar with the search bar and the panel menu, the panel content).
// `renderProfilerShell`: the same frame for pages without a profile (unknown token,
// search results). Every <style> and <script> carries the page's nonces; the
// fragments (search bar, panel content, exception stylesheet) are our own output.
import { html, raw, type SafeHtml } from '../html.ts';
import { debugPageScript } from '../debug-page/index.ts';
import { profilerStyles } from './styles.ts';
import { profilerScript } from './script.ts';
import { renderSummary, renderPlainSummary } from './summary.ts';
import { renderMenu } from './menu.ts';
import type { Nonces, ProfilerPageInput } from './types.ts';

const DOCS_URL = 'https://symfony.com/doc/5.4.53/index.html';

// Our own constants, wrapped once.
const STYLES = raw(profilerStyles());
const SCRIPT = raw(profilerScript());
const DEBUG_SCRIPT = raw(debugPageScript());

const HEADER: SafeHtml = html`<header class="pf-header">
<div class="pf-header-inner">
<h1 class="pf-logo">Symfony Profiler</h1>
<nav aria-label="Documentation"><a href="${DOCS_URL}" rel="noopener noreferrer">Symfony Docs</a></nav>
</div>
</header>`;

/** Marks the start of content that brings its own summary area (see not-found.ts). */
export const OWN_SUMMARY_MARK = '<section class="pf-summary';

function head(nonces: Nonces, headCss: string): SafeHtml {
  // The exception stylesheet first, ours after it: on a clash the profiler frame wins.
  const extraCss = headCss === '' ? html`` : html`<style nonce="${nonces.style}">${raw(headCss)}</style>\n`;
  return html`<head>
<meta charset="UTF-8">
<meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Symfony Profiler</title>
<link rel="icon" href="data:,">
${extraCss}<style nonce="${nonces.style}">${STYLES}</style>
<script nonce="${nonces.script}">${SCRIPT}</script>
<script nonce="${nonces.script}">${DEBUG_SCRIPT}</script>
</head>`;
}

function shortcuts(linkBase: string): SafeHtml {
  return html`<nav class="pf-shortcuts" aria-label="Profiles"><a href="${linkBase}/_profiler/empty/search/results?limit=10">Last 10</a><a href="${linkBase}/_profiler/latest">Latest</a></nav>`;
}

function renderDocument(nonces: Nonces, headCss: string, summary: SafeHtml, sidebar: SafeHtml, main: SafeHtml): SafeHtml {
  return html`<!DOCTYPE html>
<html lang="en">
${head(nonces, headCss)}
<body class="pf">
${HEADER}
${summary}
<div class="pf-layout">
<aside class="pf-sidebar">
${sidebar}
</aside>
<main class="pf-main">
${main}
</main>
</div>
</body>
</html>
`;
}

/** The page as markup parts: the controller sends big pages in pieces, never joined whole. */
export function renderProfilerPageHtml(input: ProfilerPageInput): SafeHtml {
  const { data, panel } = input;
  const sidebar = html`${shortcuts(data.linkBase)}
${raw(input.searchBar)}
${renderMenu(data.profile, panel, data.linkBase)}`;
  const main = html`<div class="pf-panel" data-panel="${panel}">
${raw(input.panelContent)}
</div>`;
  return renderDocument(input.nonces, input.headCss, renderSummary(data), sidebar, main);
}

export function renderProfilerPage(input: ProfilerPageInput): string {
  return renderProfilerPageHtml(input).value;
}

/**
 * A page without a profile. `title` is shown in the summary area (e.g. "Profile Search"),
 * unless the content brings its own summary (the unknown-token content does).
 */
export function renderProfilerShell(title: string, content: SafeHtml, searchBar: string, nonces: Nonces, linkBase = ''): string {
  const ownSummary = content.value.startsWith(OWN_SUMMARY_MARK);
  const summary = ownSummary || title === '' ? html`` : renderPlainSummary(title);
  const sidebar = html`${shortcuts(linkBase)}
${raw(searchBar)}`;
  return renderDocument(nonces, '', summary, sidebar, html`<div class="pf-panel">
${content}
</div>`).value;
}
