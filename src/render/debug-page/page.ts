// The whole debug error document: a comment naming the error (first and last thing in
// the body, so it shows even in a truncated or raw view), head with our stylesheet and
// script, the banner and the exception block.
import { encoded, html, type SafeHtml } from '../html.ts';
import { nonceAttribute } from '../nonces.ts';
import type { DebugPageInput } from './types.ts';
import { renderHeader } from './header.ts';
import { renderExceptionBlock } from './exception-block.ts';
import { debugPageStyles } from './styles.ts';
import { debugPageScript } from './script.ts';

// Our own constants, wrapped and encoded once.
const STYLES = encoded(debugPageStyles());
const SCRIPT = encoded(debugPageScript());


/** The page as markup in pieces, ready to send without joining it whole (`.value` joins it). */
export function renderDebugPage(input: DebugPageInput): SafeHtml {
  const outer = input.chain[0];
  if (outer === undefined) throw new RangeError('renderDebugPage needs at least one exception');
  const titleLine = `${outer.message} (${outer.statusCode} ${outer.statusText})`;
  const comment = html`<!-- ${titleLine} -->`;
  return html`${comment}
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${titleLine}</title>
<link rel="icon" href="data:,">
<style${nonceAttribute(input.nonces?.style)}>${STYLES}</style>
<script${nonceAttribute(input.nonces?.script)}>${SCRIPT}</script>
</head>
<body>
${renderHeader()}
<main class="container">
${renderExceptionBlock(input)}
</main>
</body>
</html>
${comment}`;
}
