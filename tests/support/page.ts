// Reads pages through the hooks of MARKUP.md only (never styling classes or layout).

export function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Text content: tags removed, entities decoded. */
export function textOf(markup: string): string {
  return unescapeHtml(markup.replace(/<[^>]*>/g, ''));
}

export function title(page: string): string | undefined {
  const m = /<title>([\s\S]*?)<\/title>/.exec(page);
  return m ? unescapeHtml(m[1]!) : undefined;
}

/** The inner markup of the first element carrying `attribute` (balanced on its tag name). */
export function elementWith(page: string, attribute: string, from = 0): { inner: string; open: string; end: number } | undefined {
  const at = page.indexOf(attribute, from);
  if (at === -1) return undefined;
  const start = page.lastIndexOf('<', at);
  const tag = /^<([a-zA-Z0-9]+)/.exec(page.slice(start))![1]!;
  const openEnd = page.indexOf('>', at) + 1;
  let depth = 1;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = openEnd;
  for (let m = re.exec(page); m; m = re.exec(page)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return { inner: page.slice(openEnd, m.index), open: page.slice(start, openEnd), end: re.lastIndex };
  }
  return undefined;
}

/** Every element carrying `attribute`, in document order. */
export function elementsWith(page: string, attribute: string): Array<{ inner: string; open: string }> {
  const out: Array<{ inner: string; open: string }> = [];
  for (let found = elementWith(page, attribute); found; found = elementWith(page, attribute, found.end)) out.push(found);
  return out;
}

export function attr(open: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(open);
  return m ? unescapeHtml(m[1]!) : undefined;
}

export function headline(page: string): string | undefined {
  const el = elementWith(page, 'data-exception-headline');
  return el ? textOf(el.inner).trim() : undefined;
}

export interface ExceptionBlock {
  readonly type: string;
  readonly position: string;
  readonly message: string;
  readonly excerpt: { file: string; line: string; highlighted: string } | undefined;
}

export function exceptionBlocks(page: string): ExceptionBlock[] {
  return elementsWith(page, 'data-exception-class=').map(({ inner, open }) => {
    const message = elementWith(inner, 'class="exception-message') ?? elementWith(inner, 'exception-message');
    const excerpt = elementWith(inner, 'data-code-excerpt');
    const highlighted = excerpt ? elementWith(excerpt.inner, 'data-highlight') : undefined;
    return {
      type: attr(open, 'data-exception-class')!,
      position: attr(open, 'data-exception-position')!,
      message: message ? textOf(message.inner).trim() : '',
      excerpt: excerpt ? { file: attr(excerpt.open, 'data-file')!, line: attr(excerpt.open, 'data-line')!, highlighted: highlighted ? textOf(highlighted.inner) : '' } : undefined,
    };
  });
}

export interface TraceBlock {
  readonly position: string;
  readonly frames: string[];
  readonly text: string;
}

export function traceBlocks(page: string): TraceBlock[] {
  return elementsWith(page, 'data-trace-position=').map(({ inner, open }) => ({
    position: attr(open, 'data-trace-position')!,
    frames: elementsWith(inner, 'class="trace-frame').map((f) => textOf(f.inner)),
    text: textOf(inner),
  }));
}

export interface LogRow {
  readonly level: string;
  readonly channel: string;
  readonly time: string;
  readonly message: string;
  readonly context: unknown;
}

export function logRows(page: string): LogRow[] {
  return [...page.matchAll(/<tr\b([^>]*data-log-level="[^"]*"[^>]*)>([\s\S]*?)<\/tr>/g)].map((m) => {
    const open = m[1]!;
    const cells = m[2]!;
    const time = /<td class="log-time">([\s\S]*?)<\/td>/.exec(cells)?.[1] ?? '';
    const messageCell = elementWith(cells, 'class="log-message"')?.inner ?? '';
    const context = /<pre class="log-context[^"]*">([\s\S]*?)<\/pre>/.exec(messageCell);
    const message = textOf(messageCell.replace(/<pre class="log-context[\s\S]*?<\/pre>/, '')).trim();
    return {
      level: attr(` ${open}`, 'data-log-level')!,
      channel: attr(` ${open}`, 'data-log-channel')!,
      time: textOf(time).trim(),
      message,
      context: context ? JSON.parse(unescapeHtml(context[1]!)) : undefined,
    };
  });
}

export function tabCount(page: string, tab: 'exceptions' | 'logs' | 'traces'): number | undefined {
  const el = elementWith(page, `data-tab="${tab}"`);
  return el ? Number(attr(el.open, 'data-count')) : undefined;
}
