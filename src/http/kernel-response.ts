// A response under construction: status, ordered headers, cookies and a string body.
// Like the observed framework's Response, a new one gets a Cache-Control and a Date.
import { HeaderBag } from './header-bag.ts';

export class KernelResponse {
  readonly headers: HeaderBag;
  /** Full Set-Cookie values, sent after the other headers. */
  readonly cookies: string[] = [];

  constructor(
    public body: string,
    public status: number,
    headers: Readonly<Record<string, string>>,
    now: number,
  ) {
    this.headers = new HeaderBag(headers);
    if (!this.headers.has('Cache-Control')) this.headers.set('Cache-Control', 'no-cache, private');
    if (!this.headers.has('Date')) this.headers.set('Date', new Date(now).toUTCString());
  }

  get isRedirection(): boolean {
    return this.status >= 300 && this.status < 400;
  }

  /** 4xx, 5xx or 3xx: statuses the kernel keeps when an exception listener chose them. */
  get isErrorOrRedirect(): boolean {
    return this.status >= 300 && this.status < 600;
  }
}

export const HTML_CONTENT_TYPE = 'text/html; charset=UTF-8';
