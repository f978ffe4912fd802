// CSP nonces of one page: one for its <script> elements, one for its <style> elements.
import { html, type SafeHtml } from './html.ts';

export interface Nonces {
  readonly script: string;
  readonly style: string;
}

/** ` nonce="…"`, or nothing when the page runs without nonces. */
export function nonceAttribute(nonce: string | undefined): SafeHtml {
  return nonce === undefined ? html`` : html` nonce="${nonce}"`;
}
