import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderDebugPage, renderExceptionBlock, debugPageStyles, debugPageScript, type DebugPageInput } from '../../src/render/debug-page/index.ts';
import { SourceCache } from '../../src/render/source-cache.ts';
import { INNER, LOGS, MATCHER_FILE, OUTER, ROUTER_FILE, SOURCES, decode, exception, textOf } from './fixtures.ts';

const input: DebugPageInput = { chain: [OUTER, INNER], logs: LOGS, sources: SOURCES };
const page = renderDebugPage(input).value;

/** The markup of one Exceptions-tab block, from its opening tag to the next block or panel end. */
function exceptionBlock(markup: string, k: number): string {
  const start = markup.indexOf(`<div id="trace-box-${k}"`);
  assert.ok(start >= 0, `trace-box-${k} present`);
  const rest = markup.slice(start + 1);
  const end = rest.search(/<div id="trace-box-\d+"|<\/section>/);
  return rest.slice(0, end);
}

function traceBlocks(markup: string): string[] {
  return markup.split(/(?=<div [^>]*data-trace-position=)/).slice(1).map((part) => part.slice(0, part.search(/<\/pre>/)));
}

function tabTitle(markup: string, tab: string): { count: string; text: string } {
  const match = new RegExp(`<h3 [^>]*data-tab="${tab}" data-count="(\\d+)"[^>]*>([\\s\\S]*?)</h3>`).exec(markup);
  assert.ok(match, `tab ${tab}`);
  return { count: match![1]!, text: match![2]!.replace(/<button[^>]*>|<\/button>/g, '') };
}

test('§2 debug page title line is the message with status', () => {
  const line = 'No route found for &quot;GET http://127.0.0.1:8000/server-status&quot; (404 Not Found)';
  assert.ok(page.startsWith(`<!-- ${line} -->\n<!DOCTYPE html>`));
  assert.ok(page.endsWith(`</html>\n<!-- ${line} -->`));
  assert.ok(page.includes(`<title>${line}</title>`));
  assert.ok(page.includes('<html lang="en">'));
  assert.ok(page.includes('<meta charset="UTF-8">'));
  assert.ok(page.includes('<meta name="robots" content="noindex,nofollow">'));
});

test('§2 header names the page and links the 5.4.53 docs', () => {
  assert.match(page, /<h1 class="logo">Symfony Exception<\/h1>/);
  assert.match(page, /<a href="https:\/\/symfony\.com\/doc\/5\.4\.53\/index\.html"[^>]*>Symfony Docs<\/a>/);
});

test('§2 exception hierarchy lists innermost first, linking its block', () => {
  const hierarchy = /<h2 class="exception-hierarchy">([\s\S]*?)<\/h2>/.exec(page)![1]!;
  assert.is(
    hierarchy,
    '<a href="#trace-box-2"><abbr title="Symfony\\Component\\Routing\\Exception\\ResourceNotFoundException">ResourceNotFoundException</abbr></a>' +
      ' &#8250; ' +
      '<a href="#trace-box-1"><abbr title="Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException">NotFoundHttpException</abbr></a>',
  );
});

test('§2 status line and headline come from the outermost exception', () => {
  assert.ok(page.includes('<h2 class="exception-http">HTTP 404 <small>Not Found</small></h2>'));
  const headline = /<[^>]*data-exception-headline[^>]*>([\s\S]*?)<\//.exec(page)![1]!;
  assert.is(decode(headline), OUTER.message);
  assert.match(page, /<h1 class="exception-message break-long-words" data-exception-headline>/);
});

test('§2 tab titles carry counts: Exceptions 2, Logs with error badge, Stack Traces 2', () => {
  assert.equal(tabTitle(page, 'exceptions'), { count: '2', text: 'Exceptions <span class="badge">2</span>' });
  assert.equal(tabTitle(page, 'logs'), { count: '1', text: 'Logs <span class="badge status-error">1</span>' });
  assert.equal(tabTitle(page, 'traces'), { count: '2', text: 'Stack Traces <span class="badge">2</span>' });
});

test('§6 single exception and no errors: singular titles, no badges', () => {
  const single = renderDebugPage({ chain: [exception('App\\X', 'Item 99 not found', [])], logs: LOGS.filter((r) => r.level !== 'ERROR'), sources: SourceCache.empty() }).value;
  assert.equal(tabTitle(single, 'exceptions'), { count: '1', text: 'Exception' });
  assert.equal(tabTitle(single, 'logs'), { count: '0', text: 'Logs' });
  assert.equal(tabTitle(single, 'traces'), { count: '1', text: 'Stack Trace' });
  assert.match(single, /data-exception-position="1\/1"/);
  assert.match(single, /data-trace-position="1\/1"/);
});

test('§2 tabs are buttons and panels, all in the DOM, Exceptions selected, no inline handlers', () => {
  assert.is((page.match(/role="tab"/g) ?? []).length, 3);
  assert.is((page.match(/<section [^>]*role="tabpanel"/g) ?? []).length, 3);
  assert.match(page, /id="tab-exceptions" aria-selected="true" aria-controls="tab-panel-exceptions"/);
  assert.match(page, /id="tab-logs" aria-selected="false"/);
  assert.not.match(page, /\son[a-z]+=/i);
  assert.not.match(page, /class="[^"]*is-hidden/); // only the script hides panels
});

test('§2 Exceptions tab: one block per exception, outermost first, with its message', () => {
  const order = [...page.matchAll(/<div id="trace-box-(\d+)" class="([^"]*)" data-exception-class="([^"]*)" data-exception-position="([^"]*)"/g)].map((m) => [m[1], m[2], m[3], m[4]]);
  assert.equal(order, [
    ['1', 'trace trace-box', OUTER.typeName, '2/2'],
    ['2', 'trace trace-box is-collapsed', INNER.typeName, '1/2'],
  ]);
  for (const [k, flat] of [[1, OUTER], [2, INNER]] as const) {
    const block = exceptionBlock(page, k);
    const message = /<p class="[^"]*\bexception-message\b[^"]*">([\s\S]*?)<\/p>/.exec(block);
    assert.is(decode(message![1]!), flat.message, `block ${k} message`);
    assert.ok(textOf(block).includes(flat.shortName));
  }
  assert.not.match(exceptionBlock(page, 1), /trace-message/);
  assert.match(exceptionBlock(page, 2), /<p class="break-long-words trace-message exception-message">No routes found for &quot;\/server-status\/&quot;.<\/p>/);
});

test('§2 first frame: location text and a code excerpt with the line highlighted', () => {
  const block = exceptionBlock(page, 1);
  assert.ok(textOf(block).includes(`at RouterListener.onKernelRequest() in ${ROUTER_FILE} (line 12)`));
  const excerpt = /<pre [^>]*data-code-excerpt data-file="([^"]*)" data-line="(\d+)">([\s\S]*?)<\/pre>/.exec(block);
  assert.ok(excerpt);
  assert.is(excerpt![1], ROUTER_FILE);
  assert.is(excerpt![2], '12');
  const numbers = [...excerpt![3]!.matchAll(/data-line-number="(\d+)"/g)].map((m) => Number(m[1]));
  assert.equal(numbers, [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  assert.match(excerpt![3]!, /<span class="line line-highlight" data-line-number="12" data-highlight>router line 12<\/span>/);
  assert.is((block.match(/data-code-excerpt/g) ?? []).length, 1, 'one first-frame excerpt per block');
  // later frames: known file folded in <details>, node internals as bare locations
  assert.match(block, /<details class="frame-source">[\s\S]*?data-frame-excerpt data-file="\/app\/src\/routing\/matcher.ts" data-line="3"/);
  assert.ok(block.includes('node:internal/process/task_queues:95'));
  assert.ok(exceptionBlock(page, 2).includes(`data-code-excerpt data-file="${MATCHER_FILE}" data-line="4"`));
});

test('§2 unknown first-frame source still carries the excerpt hook', () => {
  const flat = exception('App\\Boom', 'boom', [{ file: 'node:internal/x', line: 3, column: 1, functionName: '' }]);
  const markup = renderExceptionBlock({ chain: [flat], logs: [], sources: SourceCache.empty() }).value;
  assert.match(markup, /<pre [^>]*data-code-excerpt data-file="node:internal\/x" data-line="3"><code>Source not available.<\/code><\/pre>/);
});

test('§2 Copy as Markdown carries type, message and the first frames', () => {
  const attr = /data-copy-markdown="([^"]*)"/.exec(exceptionBlock(page, 1))![1]!;
  assert.is(decode(attr), `### ${OUTER.typeName}\n\n${OUTER.message}\n\n- ${ROUTER_FILE}:12\n- ${MATCHER_FILE}:3\n- node:internal/process/task_queues:95\n- ${ROUTER_FILE}:20\n`);
});

test('§2 Logs tab: one row per record, in order, with the MARKUP hooks', () => {
  const rows = [...page.matchAll(/<tr class="(status-[a-z]+)" data-log-level="([A-Z]+)" data-log-channel="([a-z]*)" data-filter-level="([a-z]+)" data-filter-channel="([a-z]*)">([\s\S]*?)<\/tr>/g)];
  assert.equal(rows.map((m) => [m[1], m[2], m[3], m[4], m[5]]), [
    ['status-normal', 'DEBUG', 'event', 'debug', 'event'],
    ['status-error', 'ERROR', 'request', 'error', 'request'],
    ['status-warning', 'INFO', 'php', 'info', 'php'],
    ['status-normal', 'DEBUG', 'event', 'debug', 'event'],
  ]);
  const cells = rows.map((m) => m[6]!);
  assert.match(cells[0]!, /<td class="log-time">09:14:45<\/td>/);
  assert.match(cells[3]!, /<td class="log-time">23:59:01<\/td>/);
  const context = /<pre class="log-context[^"]*">([\s\S]*?)<\/pre>/.exec(cells[0]!)![1]!;
  assert.is(decode(context), JSON.stringify(LOGS[0]!.context, null, 4));
  assert.ok(decode(context).includes('"Symfony\\\\Component\\\\HttpKernel'), 'backslashes doubled as JSON');
  assert.match(cells[2]!, /<td class="log-message">[\s\S]*<pre class="log-context[^"]*">\{\n {4}&quot;exception&quot;: \{\}\n\}<\/pre><\/td>/);
  assert.not.match(cells[3]!, /log-context/);
  assert.match(page, /<th[^>]*>Level<\/th><th[^>]*>Channel<\/th><th[^>]*>Message<\/th>/);
});

test('§2 Logs tab with an empty log says so', () => {
  const markup = renderExceptionBlock({ ...input, logs: [] }).value;
  assert.ok(markup.includes('No log messages'));
  assert.not.match(markup, /<tr class="status/);
});

test('§2 Stack Traces numbered [2/2] then [1/2]', () => {
  const blocks = traceBlocks(page);
  assert.is(blocks.length, 2);
  assert.match(blocks[0]!, /^<div id="trace-text-2" class="trace trace-text-box" data-trace-position="2\/2">/);
  assert.match(blocks[1]!, /^<div id="trace-text-1" class="trace trace-text-box is-collapsed" data-trace-position="1\/2">/);
  assert.ok(blocks[0]!.includes('<span class="text-muted">[2/2]</span> NotFoundHttpException'));
  assert.ok(blocks[1]!.includes('<span class="text-muted">[1/2]</span> ResourceNotFoundException'));
  const frames = [...blocks[0]!.matchAll(/<span class="trace-frame">([\s\S]*?)<\/span>/g)].map((m) => decode(m[1]!));
  assert.equal(frames, [
    `  at ${ROUTER_FILE}:12`,
    `  at EventDispatcher.dispatch()\n     (${MATCHER_FILE}:3)`,
    '  at process.processTicksAndRejections()\n     (node:internal/process/task_queues:95)',
    `  at ${ROUTER_FILE}:20`,
  ]);
});

test('§2 Stack Trace text block copies as plain text in the reference format', () => {
  const pre = /<pre class="trace-text[^"]*" id="trace-text-1-text">([\s\S]*?)<\/pre>/.exec(page)![1]!;
  assert.is(decode(pre), `${INNER.typeName}:\n${INNER.message}\n\n  at ${MATCHER_FILE}:4\n  at RouterListener.onKernelRequest()\n     (${ROUTER_FILE}:11)\n`);
});

test('§2 nonces go on every style and script, each kind its own; none without them', () => {
  const withNonce = renderDebugPage({ ...input, nonces: { script: 'scr1pt', style: 'sty1e' } }).value;
  const tags = withNonce.match(/<(style|script)\b[^>]*>/g) ?? [];
  assert.ok(tags.length >= 2);
  for (const tag of tags) assert.ok(tag.includes(tag.startsWith('<style') ? ' nonce="sty1e"' : ' nonce="scr1pt"'), tag);
  assert.not.match(page, /nonce=/);
});

test('§2 stylesheet and script are static, with a dark scheme and no eval', () => {
  assert.is(debugPageStyles(), debugPageStyles());
  assert.ok(debugPageStyles().includes('@media (prefers-color-scheme: dark)'));
  assert.ok(debugPageStyles().includes('overflow-wrap:anywhere'));
  assert.not.match(debugPageScript(), /\beval\b|new Function|innerHTML/);
  assert.ok(page.includes(debugPageScript()));
});

test('§2 exception block is reusable without the document shell', () => {
  const block = renderExceptionBlock(input).value;
  assert.not.match(block, /<html|<title|<!--/);
  assert.match(block, /data-exception-headline/);
  assert.match(block, /data-tab="traces"/);
});

test('§7 hostile message is escaped everywhere', () => {
  const evil = `<script>alert(1)</script>"'`;
  const hostile = exception(`App\\${evil}`, evil, [{ file: `/app/${evil}.ts`, line: 2, column: 1, functionName: evil }]);
  const sources = SourceCache.fromEntries([[`/app/${evil}.ts`, `one\n${evil}\nthree`]]);
  const markup = renderDebugPage({
    chain: [hostile, hostile],
    logs: [{ level: 'ERROR', channel: 'request', message: evil, context: { evil }, time: 0, requestId: 1 }],
    sources,
    nonces: { script: `"${evil}`, style: `"${evil}` },
  }).value;
  assert.not.ok(markup.includes('<script>alert'), 'no raw script tag');
  assert.not.ok(markup.includes(`"'`), 'no raw quote pair');
  const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#039;';
  assert.ok(markup.includes(`<title>${escaped} (404 Not Found)</title>`));
  assert.ok(markup.includes(`<!-- ${escaped} (404 Not Found) -->`));
  assert.ok(markup.includes(`data-file="/app/${escaped}.ts"`));
  assert.ok(markup.includes(`data-highlight>${escaped}</span>`));
  assert.ok(markup.includes(`&quot;evil&quot;: &quot;&lt;script&gt;alert(1)&lt;/script&gt;\\&quot;&#039;&quot;`), 'log context escaped');
  // every <script> in the page is one of ours
  assert.is((markup.match(/<script\b/g) ?? []).length, 1);
});

test.run();
