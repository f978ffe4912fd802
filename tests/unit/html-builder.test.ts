import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encoded, escapeHtml, html, raw, join, lastIndexOfTag } from '../../src/render/html.ts';

test('builder escapes & < > " \' in every interpolated value', () => {
  const hostile = `<script>alert("x")</script>&'`;
  assert.is(html`<p title="${hostile}">${hostile}</p>`.value,
    '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#039;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#039;</p>');
});

test('builder keeps nested html and raw markup, joins lists, drops null/undefined/booleans', () => {
  const inner = html`<b>${'a<b'}</b>`;
  assert.is(html`<div>${inner}${raw('<hr>')}${[1, '<', null, undefined, false]}</div>`.value, '<div><b>a&lt;b</b><hr>1&lt;</div>');
  assert.is(join(['a', html`<i>b</i>`, '<'], ', ').value, 'a, <i>b</i>, &lt;');
});

test('escapeHtml leaves clean text untouched', () => {
  assert.is(escapeHtml('plain text'), 'plain text');
});

test('encoded markup reads as its text and is sent as its bytes, the text around it joined', () => {
  const style = encoded('<style>p{content:"\u00e9"}</style>');
  const page = html`<head>${style}</head><body>${'x<y'}</body>`;
  const chunks = page.chunks(); // before reading .value: once joined, the page is one string
  assert.is(page.value, '<head><style>p{content:"\u00e9"}</style></head><body>x&lt;y</body>');
  assert.is(chunks.length, 3);
  assert.is(chunks[0], '<head>');
  assert.ok(Buffer.isBuffer(chunks[1]));
  assert.is((chunks[1] as Buffer).toString('utf8'), '<style>p{content:"\u00e9"}</style>');
  assert.is(chunks[2], '</head><body>x&lt;y</body>');
  const sent = Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).toString('utf8');
  assert.is(sent, page.value, 'the bytes sent are the page');
});

test('chunks: text runs are cut at about maxChars, never inside a part', () => {
  const page = html`${'a'.repeat(10)}${raw('b'.repeat(10))}${'c'.repeat(10)}`;
  assert.equal(page.chunks(15), ['a'.repeat(10), 'b'.repeat(10), 'c'.repeat(10)]);
  assert.equal(page.chunks(), ['a'.repeat(10) + 'b'.repeat(10) + 'c'.repeat(10)]);
});

test('insertBeforeLastClosing: before the last closing tag, any case, also across parts and in encoded parts', () => {
  const insert = raw('<T>');
  const plain = html`<body>a</body>${'</body>'}<!-- x -->`;
  assert.is(plain.insertBeforeLastClosing('body', insert).value, '<body>a<T></body>&lt;/body&gt;<!-- x -->', 'escaped text is not a tag');
  const straddling = html`<body>a</bo${raw('dy>')}<p></p>`;
  assert.is(straddling.insertBeforeLastClosing('body', insert).value, '<body>a<T></body><p></p>');
  const upper = html`<body>a</BODY>${encoded('<i>z</i>')}`;
  assert.is(upper.insertBeforeLastClosing('body', insert).value, '<body>a<T></BODY><i>z</i>');
  const inEncoded = html`<html>${encoded('<body>a</body>')}</html>`;
  assert.is(inEncoded.insertBeforeLastClosing('body', insert).value, '<html><body>a<T></body></html>');
  const none = html`<p>${'no tag'}</p>`;
  assert.is(none.insertBeforeLastClosing('body', insert), none);
});

test('lastIndexOfTag finds the last closing tag in any case, below a limit', () => {
  assert.is(lastIndexOfTag('</body>x</BODY>y', '</body>'), 8);
  assert.is(lastIndexOfTag('</body>x</BODY>y', '</body>', 8), 0);
  assert.is(lastIndexOfTag('none', '</body>'), -1);
});

test.run();
