import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeHtml, html, raw, join } from '../../src/render/html.ts';

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

test.run();
