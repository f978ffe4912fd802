// A response under construction: status, ordered headers, cookies and a string body.
// Like the observed framework's Response, a new one gets a Cache-Control and a Date.
import { HeaderBag } from './header-bag.ts';

/**
 * Text that can also hand itself over in pieces (rendered markup), so a big page need
 * not be joined whole: strings, and the bytes of pieces kept encoded.
 */
export interface ChunkedText {
  readonly value: string;
  chunks(maxChars?: number): ReadonlyArray<string | Buffer>;
  /** The same text with `insert` before the last `</tag>` (the toolbar goes before `</body>`). */
  insertBeforeLastClosing(tag: string, insert: ChunkedText): ChunkedText;
}

export class KernelResponse {
  readonly headers: HeaderBag;
  /** Full Set-Cookie values, sent after the other headers. */
  readonly cookies: string[] = [];
  #content: string | ChunkedText;

  constructor(
    body: string | ChunkedText,
    public status: number,
    headers: Readonly<Record<string, string>>,
    now: number,
  ) {
    this.#content = body;
    this.headers = new HeaderBag(headers);
    if (!this.headers.has('Cache-Control')) this.headers.set('Cache-Control', 'no-cache, private');
    if (!this.headers.has('Date')) this.headers.set('Date', new Date(now).toUTCString());
  }

  /** The body as one string (joined on first read when it came in pieces). */
  get body(): string {
    return typeof this.#content === 'string' ? this.#content : this.#content.value;
  }

  /** The body as it is held: a string, or markup in pieces. */
  get content(): string | ChunkedText {
    return this.#content;
  }

  set content(content: string | ChunkedText) {
    this.#content = content;
  }

  /** The body as the pieces to write: one for plain text, several for a big page. */
  bodyChunks(): ReadonlyArray<string | Buffer> {
    return typeof this.#content === 'string' ? [this.#content] : this.#content.chunks();
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
