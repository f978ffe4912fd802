// The one HTML builder. Every interpolated value is escaped (& < > " ') unless it was
// explicitly marked raw, so nothing a client sent can reach a page unescaped.

/**
 * Markup made once and kept both as text and as UTF-8 bytes (stylesheets, scripts,
 * cached frame lists): a page that holds it sends the bytes as they are, so the piece
 * is never copied into a joined page nor encoded again.
 */
export class EncodedMarkup {
  readonly bytes: Buffer;

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  /** Its text, so a list of parts joins as it is. */
  toString(): string {
    return this.text;
  }
}

type Part = string | EncodedMarkup;

const textOf = (part: Part): string => (typeof part === 'string' ? part : part.text);

/**
 * A piece of markup that is already safe: produced by `html` or marked with `raw`.
 * It keeps its parts and joins them once, when its text is first needed: nesting spreads
 * a child's parts into its parent instead of copying its characters at every level.
 */
export class SafeHtml {
  private text: string | undefined;

  constructor(private readonly parts: string | readonly Part[]) {
    if (typeof parts === 'string') this.text = parts;
  }

  get value(): string {
    // Encoded parts join as their text (EncodedMarkup.toString).
    return (this.text ??= (this.parts as readonly Part[]).join(''));
  }

  /**
   * The markup as the pieces to send: encoded pieces as their bytes, the text between
   * them joined into strings of at most about `maxChars` (a string over ~128 KB lands
   * in V8's large-object space and costs three times as much to build).
   */
  chunks(maxChars = 64 * 1024): Array<string | Buffer> {
    if (this.text !== undefined) return [this.text];
    const out: Array<string | Buffer> = [];
    let run: string[] = [];
    let size = 0;
    for (const part of this.parts as readonly Part[]) {
      const isEncoded = typeof part !== 'string';
      // The run so far ends before an encoded piece, or before it would grow too long.
      if (run.length > 0 && (isEncoded || size + part.length > maxChars)) {
        out.push(run.join(''));
        run = [];
        size = 0;
      }
      if (isEncoded) {
        out.push(part.bytes);
      } else {
        run.push(part);
        size += part.length;
      }
    }
    if (run.length > 0) out.push(run.join(''));
    return out;
  }

  /** Adds this markup to a parent's parts. */
  appendTo(out: Part[]): void {
    if (this.text !== undefined) out.push(this.text);
    else for (const part of this.parts as readonly Part[]) out.push(part);
  }

  /**
   * This markup with `insert` placed before the last `</tag>` (any case), or unchanged
   * when there is none. Only the parts from the end back to the match are looked at.
   */
  insertBeforeLastClosing(tag: string, insert: SafeHtml): SafeHtml {
    const parts: readonly Part[] = typeof this.parts === 'string' ? [this.parts] : this.parts;
    const closing = `</${tag}>`;
    for (let i = parts.length - 1; i >= 0; i--) {
      const text = textOf(parts[i]!);
      // A closing tag may straddle two parts: look a few characters into the next one.
      const next = i + 1 < parts.length ? textOf(parts[i + 1]!).slice(0, closing.length - 1) : '';
      const at = lastIndexOfTag(text + next, closing, text.length);
      if (at === -1) continue;
      const out: Part[] = parts.slice(0, i);
      out.push(text.slice(0, at));
      insert.appendTo(out);
      out.push(text.slice(at));
      for (let j = i + 1; j < parts.length; j++) out.push(parts[j]!);
      return new SafeHtml(out);
    }
    return this;
  }

  toString(): string {
    return this.value;
  }
}

/** The last index below `before` where `closing` starts in `text`, in any letter case. */
export function lastIndexOfTag(text: string, closing: string, before = text.length): number {
  // Scans back from the end and stops at the first match: a page's closing tags sit in its
  // last few characters, so this rarely looks far.
  const lower = closing.toLowerCase();
  for (let i = Math.min(before - 1, text.length - closing.length); i >= 0; i--) {
    let j = 0;
    // ASCII letters differ from their capitals by 0x20 alone; other characters must be equal.
    while (j < lower.length && (text.charCodeAt(i + j) | (isAsciiLetter(lower.charCodeAt(j)) ? 0x20 : 0)) === lower.charCodeAt(j)) j++;
    if (j === lower.length) return i;
  }
  return -1;
}

function isAsciiLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Marks our own constant markup as safe and keeps it encoded, ready to send (see EncodedMarkup). */
export function encoded(markup: string | SafeHtml): SafeHtml {
  return new SafeHtml([new EncodedMarkup(typeof markup === 'string' ? markup : markup.value)]);
}

/** Marks a list of pieces of markup that are already safe (escaped or our own) as one. */
export function rawParts(parts: readonly string[]): SafeHtml {
  return new SafeHtml(parts);
}

/** Marks trusted markup (our own constants) as safe. Never pass client data here. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const NEEDS_ESCAPE = /[&<>"']/;
const ESCAPABLE = /[&<>"']/g;

export function escapeHtml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPABLE, (c) => ESCAPES[c]!) : text;
}

/** A value that can be interpolated: text is escaped, SafeHtml is kept, lists are joined, nothing is dropped. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

// Parts are collected in arrays and joined once, at the top: the result is one flat
// string, not a deep chain of concatenations that must be flattened when it is sent.
function collect(parts: Part[], value: HtmlValue): void {
  if (value instanceof SafeHtml) value.appendTo(parts);
  else if (value === null || value === undefined || value === false || value === true) return;
  else if (Array.isArray(value)) for (const item of value as readonly HtmlValue[]) collect(parts, item);
  else if (typeof value === 'number') parts.push(String(value)); // digits, signs, dots: nothing to escape
  else parts.push(escapeHtml(String(value)));
}

/** Tagged template: html`<p>${text}</p>` escapes `text`; nested html`` results stay as they are. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const parts: Part[] = [strings[0]!];
  for (let i = 0; i < values.length; i++) {
    collect(parts, values[i]!);
    parts.push(strings[i + 1]!);
  }
  return new SafeHtml(parts);
}

/** Joins a list of rendered parts. */
export function join(parts: readonly HtmlValue[], separator = ''): SafeHtml {
  const out: Part[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) out.push(separator);
    collect(out, parts[i]!);
  }
  return new SafeHtml(out);
}
