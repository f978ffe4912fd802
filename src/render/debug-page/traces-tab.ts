// The Stack Traces tab: every exception as plain text that pastes cleanly into an
// issue or a terminal, numbered [n/N] from the thrown one (N) down to the cause (1).
import { html, join, type SafeHtml } from '../html.ts';
import type { FlatException } from '../../errors/flatten.ts';
import type { Frame } from '../../errors/stack-frames.ts';
import type { DebugPageInput } from './types.ts';
import type { RenderCache } from '../render-cache.ts';
import { frameCall, frameLocation } from './frame-text.ts';

/**
 * One frame's text. The first frame is where the exception was raised, so it reads as
 * a bare location; later frames name the function, then where it was called from.
 */
export function frameAsText(frame: Frame, index: number): string {
  const call = frameCall(frame);
  if (index === 0 || call === '') return `  at ${frameLocation(frame)}`;
  return `  at ${call}\n     (${frameLocation(frame)})`;
}

/** The whole block as text (what the <pre> reads once its markup is stripped). */
export function traceAsText(exception: FlatException): string {
  const frames = exception.frames.map((frame, i) => frameAsText(frame, i) + '\n');
  return `${exception.typeName}:\n${exception.message}\n\n${frames.join('')}`;
}

/** Each frame in its own element; the line breaks stay outside so a frame's text is the frame alone and the <pre> still copies as plain lines. */
function renderFrameTexts(frames: readonly Frame[]): SafeHtml {
  return html`${frames.map((frame, i) => html`<span class="trace-frame">${frameAsText(frame, i)}</span>\n`)}`;
}

function renderTraceBlock(exception: FlatException, n: number, total: number, cache: RenderCache | undefined): SafeHtml {
  const expanded = n === total;
  const id = `trace-text-${n}`;
  // An inline builder: see exceptionMarkdown on named closures under tsx.
  const frames = cache ? cache.frames(exception.frames, 'text', () => renderFrameTexts(exception.frames)) : renderFrameTexts(exception.frames);
  return html`<div id="${id}" class="trace trace-text-box${expanded ? '' : ' is-collapsed'}" data-trace-position="${n}/${total}">
<div class="trace-head">
<h3 class="trace-class break-long-words"><span class="text-muted">[${n}/${total}]</span> ${exception.shortName}</h3>
<div class="trace-actions">
<button type="button" class="button trace-toggle" data-toggle aria-expanded="${String(expanded)}" aria-controls="${id}-details">${expanded ? 'Hide details' : 'Show details'}</button>
<button type="button" class="button copy-text" data-copy-target="${id}-text">Copy as text</button>
</div>
</div>
<div class="trace-details" id="${id}-details">
<pre class="trace-text prewrap" id="${id}-text">${exception.typeName}:
${exception.message}

${frames}</pre>
</div>
</div>`;
}

export function renderTracesTab(input: DebugPageInput): SafeHtml {
  const total = input.chain.length;
  // Chain order is outermost first, which is already N down to 1.
  const blocks = input.chain.map((exception, i) => renderTraceBlock(exception, total - i, total, input.cache));
  return html`<div class="trace-as-text">
${join(blocks, '\n')}
</div>`;
}
