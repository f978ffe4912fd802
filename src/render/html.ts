// The one HTML builder. Every interpolated value is escaped (& < > " ') unless it was
// explicitly marked raw, so nothing a client sent can reach a page unescaped.

/**
 * A piece of markup that is already safe: produced by `html` or marked with `raw`.
 * It keeps its parts and joins them once, when its text is first needed: nesting spreads
 * a child's parts into its parent instead of copying its characters at every level.
 */
export class SafeHtml {
  private text: string | undefined;

  constructor(private readonly parts: string | readonly string[]) {
    if (typeof parts === 'string') this.text = parts;
  }

  get value(): string {
    return (this.text ??= (this.parts as readonly string[]).join(''));
  }

  /**
   * The markup as a few strings of at most about `maxChars` each, without joining it all:
   * a string over ~128 KB lands in V8's large-object space and costs three times as much
   * to build, so big pages go to the socket in pieces.
   */
  chunks(maxChars = 64 * 1024): string[] {
    if (this.text !== undefined) return [this.text];
    const out: string[] = [];
    let run: string[] = [];
    let size = 0;
    for (const part of this.parts as readonly string[]) {
      if (size + part.length > maxChars && run.length > 0) {
        out.push(run.join(''));
        run = [];
        size = 0;
      }
      run.push(part);
      size += part.length;
    }
    if (run.length > 0) out.push(run.join(''));
    return out;
  }

  /** Adds this markup to a parent's parts. */
  appendTo(out: string[]): void {
    if (this.text !== undefined) out.push(this.text);
    else for (const part of this.parts as readonly string[]) out.push(part);
  }

  toString(): string {
    return this.value;
  }
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
function collect(parts: string[], value: HtmlValue): void {
  if (value instanceof SafeHtml) value.appendTo(parts);
  else if (value === null || value === undefined || value === false || value === true) return;
  else if (Array.isArray(value)) for (const item of value as readonly HtmlValue[]) collect(parts, item);
  else parts.push(escapeHtml(String(value)));
}

/** Tagged template: html`<p>${text}</p>` escapes `text`; nested html`` results stay as they are. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const parts: string[] = [strings[0]!];
  for (let i = 0; i < values.length; i++) {
    collect(parts, values[i]!);
    parts.push(strings[i + 1]!);
  }
  return new SafeHtml(parts);
}

/** Joins a list of rendered parts. */
export function join(parts: readonly HtmlValue[], separator = ''): SafeHtml {
  const out: string[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(separator);
    collect(out, part);
  });
  return new SafeHtml(out);
}
