// A few lines of our own source around a frame, numbered, with the frame's line marked.
// Line numbers come from a CSS ::before on data-line-number, so copying the code copies
// the code alone.
import { html, raw, type SafeHtml } from '../html.ts';
import type { SourceCache } from '../source-cache.ts';
import type { Frame } from '../../errors/stack-frames.ts';

/**
 * `hook` names the attribute that marks the excerpt: the first frame's excerpt carries
 * the `data-code-excerpt` contract hook, later frames a look-alike one, so a reader of
 * the hook finds exactly one excerpt per exception.
 */
export type ExcerptHook = 'data-code-excerpt' | 'data-frame-excerpt';

const HOOKS: Readonly<Record<ExcerptHook, SafeHtml>> = {
  'data-code-excerpt': html`data-code-excerpt`,
  'data-frame-excerpt': html`data-frame-excerpt`,
};

/** Our source as escaped HTML, its rare non-ASCII characters (in comments) as numeric references, so pages stay one-byte strings. */
function sourceText(text: string): SafeHtml {
  const escaped = html`${text}`.value;
  return raw(/[^\x00-\x7f]/.test(escaped) ? escaped.replace(/[^\x00-\x7f]/gu, (c) => `&#${c.codePointAt(0)};`) : escaped);
}

function renderLine(number: number, text: string, highlighted: boolean): SafeHtml {
  return highlighted
    ? html`<span class="line line-highlight" data-line-number="${number}" data-highlight>${sourceText(text)}</span>`
    : html`<span class="line" data-line-number="${number}">${sourceText(text)}</span>`;
}

/** The excerpt of `frame`, or undefined when the cache does not know its file. */
export function renderCodeExcerpt(frame: Frame, sources: SourceCache, hook: ExcerptHook, context = 5): SafeHtml | undefined {
  const excerpt = sources.excerpt(frame.file, frame.line, context);
  if (excerpt === undefined) return undefined;
  const lines = excerpt.lines.map((text, i) => renderLine(excerpt.first + i, text, excerpt.first + i === frame.line));
  // No whitespace between the line spans: inside <pre> it would render as blank lines.
  return html`<pre class="code-excerpt" ${HOOKS[hook]} data-file="${frame.file}" data-line="${frame.line}"><code>${lines}</code></pre>`;
}

/** The first frame always gets its hook, even when its source cannot be shown. */
export function renderFirstFrameExcerpt(frame: Frame, sources: SourceCache): SafeHtml {
  return (
    renderCodeExcerpt(frame, sources, 'data-code-excerpt') ??
    html`<pre class="code-excerpt code-unavailable" data-code-excerpt data-file="${frame.file}" data-line="${frame.line}"><code>Source not available.</code></pre>`
  );
}
