// The page banner: the product name and a link to the documentation of the version
// the app emulates.
import { html, type SafeHtml } from '../html.ts';

export const DOCS_URL = 'https://symfony.com/doc/5.4.53/index.html';

// Constant markup, built once.
const HEADER: SafeHtml = html`<header class="page-header">
<div class="container page-header-inner">
<h1 class="logo">Symfony Exception</h1>
<nav class="help-link" aria-label="Documentation"><a href="${DOCS_URL}" rel="noopener noreferrer">Symfony Docs</a></nav>
</div>
</header>`;

export function renderHeader(): SafeHtml {
  return HEADER;
}
