// A minimal page for the business routes: a title and the caller's (already built) markup.
import { html, type SafeHtml } from '../html.ts';
import { renderLayout } from './layout.ts';

export function renderSimplePage(title: string, bodyParts: SafeHtml): string {
  return renderLayout(title, html`<h1>${title}</h1>
${bodyParts}`);
}
