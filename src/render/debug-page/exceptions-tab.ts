// The Exceptions tab: one block per exception, outermost first. Block 1 starts
// expanded; the others are marked collapsed, which the stylesheet only honours once
// the script runs, so without JavaScript every frame stays readable.
import { html, join, raw, type SafeHtml } from '../html.ts';
import type { FlatException } from '../../errors/flatten.ts';
import type { Frame } from '../../errors/stack-frames.ts';
import type { RenderCache } from '../render-cache.ts';
import type { SourceCache } from '../source-cache.ts';
import type { DebugPageInput } from './types.ts';
import { renderCodeExcerpt, renderFirstFrameExcerpt } from './code-excerpt.ts';
import { frameCall, frameLocation } from './frame-text.ts';

/** Frames the Markdown copy lists: enough to locate the fault, short enough to paste. */
const MARKDOWN_FRAMES = 5;

function markdownFrames(frames: readonly Frame[]): SafeHtml {
  return raw(frames.slice(0, MARKDOWN_FRAMES).map((frame) => `- ${frameLocation(frame)}`).join('\n'));
}

export function exceptionMarkdown(exception: FlatException, cache?: RenderCache): string {
  // Builders go to the cache as inline arrows: under tsx (esbuild's keepNames) a closure
  // bound to a name costs an Object.defineProperty each time it is made.
  const frames = cache ? cache.frames(exception.frames, 'markdown', () => markdownFrames(exception.frames)) : markdownFrames(exception.frames);
  return `### ${exception.typeName}\n\n${exception.message}\n\n${frames.value}`.trimEnd() + '\n';
}

function renderCall(frame: Frame): SafeHtml {
  const call = frameCall(frame);
  return call === '' ? html`` : html`<span class="frame-call">at ${call}</span> `;
}

function renderWhere(frame: Frame): SafeHtml {
  return html`<span class="frame-where">in <span class="frame-file">${frame.file}</span> (line ${frame.line})</span>`;
}

function renderFrame(frame: Frame, index: number, sources: SourceCache): SafeHtml {
  if (index === 0) {
    return html`<li class="frame frame-first"><p class="frame-head break-long-words">${renderCall(frame)}${renderWhere(frame)}</p>${renderFirstFrameExcerpt(frame, sources)}</li>`;
  }
  const excerpt = renderCodeExcerpt(frame, sources, 'data-frame-excerpt');
  if (excerpt === undefined) {
    // Node's internals and other packages: where, but no code.
    return html`<li class="frame frame-external break-long-words">${renderCall(frame)}<span class="frame-file">${frameLocation(frame)}</span></li>`;
  }
  // <details> folds the code without any script.
  return html`<li class="frame"><details class="frame-source"><summary class="break-long-words">${renderCall(frame)}${renderWhere(frame)}</summary>${excerpt}</details></li>`;
}

function renderMessage(exception: FlatException, isOutermost: boolean): SafeHtml {
  // The outermost message is already the page headline; a visually hidden copy keeps
  // the "every block holds its message" hook without showing it twice.
  return isOutermost
    ? html`<p class="exception-message visually-hidden">${exception.message}</p>`
    : html`<p class="break-long-words trace-message exception-message">${exception.message}</p>`;
}

/** A frame's markup depends only on the frame and on being first: the app caches it. */
function renderFrameCached(frame: Frame, index: number, sources: SourceCache, cache: RenderCache | undefined): SafeHtml | undefined {
  if (cache === undefined) return renderFrame(frame, index, sources);
  return cache.excerpt(`${index === 0 ? 'first' : 'frame'}\0${frame.functionName}\0${frame.file}\0${frame.line}`, () => renderFrame(frame, index, sources));
}

function renderFrameList(frames: readonly Frame[], sources: SourceCache, cache: RenderCache | undefined): SafeHtml {
  return html`<ol class="trace-frames">${frames.map((frame, i) => renderFrameCached(frame, i, sources, cache))}</ol>`;
}

function renderBlock(exception: FlatException, k: number, total: number, sources: SourceCache, cache: RenderCache | undefined): SafeHtml {
  const expanded = k === 1;
  const detailsId = `trace-box-${k}-details`;
  const frames = exception.frames.length === 0
    ? undefined
    : cache
      ? cache.frames(exception.frames, 'list', () => renderFrameList(exception.frames, sources, cache))
      : renderFrameList(exception.frames, sources, cache);
  return html`<div id="trace-box-${k}" class="trace trace-box${expanded ? '' : ' is-collapsed'}" data-exception-class="${exception.typeName}" data-exception-position="${total - k + 1}/${total}">
<div class="trace-head">
<h3 class="trace-class break-long-words"><span class="trace-namespace text-muted">${exception.namespace}</span><strong class="trace-short-name">${exception.shortName}</strong></h3>
<div class="trace-actions">
<button type="button" class="button trace-toggle" data-toggle aria-expanded="${String(expanded)}" aria-controls="${detailsId}">${expanded ? 'Hide details' : 'Show details'}</button>
<button type="button" class="button copy-markdown" data-copy-markdown="${exceptionMarkdown(exception, cache)}">Copy as Markdown</button>
</div>
</div>
${renderMessage(exception, k === 1)}
<div class="trace-details" id="${detailsId}">
${frames ?? html`<p class="text-muted">No call frames were recorded.</p>`}
</div>
</div>`;
}

export function renderExceptionsTab(input: DebugPageInput): SafeHtml {
  const total = input.chain.length;
  return join(input.chain.map((exception, i) => renderBlock(exception, i + 1, total, input.sources, input.cache)), '\n');
}
