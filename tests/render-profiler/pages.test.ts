import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { html } from '../../src/render/html.ts';
import { renderProfilerPage, renderProfilerShell } from '../../src/render/profiler/layout.ts';
import { renderPanel } from '../../src/render/profiler/panels/index.ts';
import { renderSearchBar } from '../../src/render/profiler/search-bar.ts';
import { renderSearchResults } from '../../src/render/profiler/search-results.ts';
import { renderTokenNotFound } from '../../src/render/profiler/not-found.ts';
import type { SearchCriteria } from '../../src/render/profiler/types.ts';
import { attr, elementWith, elementsWith, title } from '../support/page.ts';
import { BASE, NONCES, errorChild, panelData, profile404, textOf } from './fixtures.ts';

const CRITERIA: SearchCriteria = { ip: '', method: '', statusCode: '', url: '', token: '', start: '', end: '', limit: 10 };
const searchBar = renderSearchBar({ limit: 10 }, BASE);
const data = panelData();
const page = renderProfilerPage({ data, panel: 'logger', panelContent: renderPanel('logger', data), headCss: '.exception-css{color:red}', searchBar, nonces: NONCES });

test('§2 profiler page: document, title Symfony Profiler, summary, menu, search bar, data-panel', () => {
  assert.ok(page.startsWith('<!DOCTYPE html>\n<html lang="en">'));
  assert.is(title(page), 'Symfony Profiler');
  assert.ok(elementWith(page, 'data-profile-token="c17807"'));
  const panel = elementWith(page, 'data-panel=');
  assert.is(attr(panel!.open, 'data-panel'), 'logger');
  assert.ok(panel!.inner.includes('<h2>Log Messages</h2>'));
  assert.ok(page.includes(searchBar));
  assert.match(page, /data-menu="logger"><a [^>]*aria-current="page"/);
  assert.ok(textOf(page).includes('Logs 1'));
});

test('§2 profiler page: every <style> and <script> carries its nonce; head CSS in its own style; no inline handlers', () => {
  const styles = [...page.matchAll(/<style\b([^>]*)>/g)].map((m) => m[1]);
  const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  assert.equal(styles, [` nonce="${NONCES.style}"`, ` nonce="${NONCES.style}"`]);
  assert.equal(scripts, [` nonce="${NONCES.script}"`, ` nonce="${NONCES.script}"`]);
  assert.ok(page.includes(`<style nonce="${NONCES.style}">.exception-css{color:red}</style>`));
  assert.not.match(page, /\son[a-z]+=/i);
  assert.not.match(page, /style="/);
  assert.ok(page.includes('window.__debugPageScript'), 'debug page script for the exception block tabs');
  const noHeadCss = renderProfilerPage({ data, panel: 'request', panelContent: '', headCss: '', searchBar, nonces: NONCES });
  assert.is([...noHeadCss.matchAll(/<style\b/g)].length, 1);
});

test('§2 profiler page: exception panel content is placed as given', () => {
  const block = '<h2>Exceptions</h2><div data-exception-headline>No route</div>';
  const exceptionPage = renderProfilerPage({ data, panel: 'exception', panelContent: block, headCss: '', searchBar, nonces: NONCES });
  assert.ok(elementWith(exceptionPage, 'data-panel="exception"')!.inner.includes(block));
  assert.ok(textOf(exceptionPage).includes('Exception 1'));
});

test('FACTS §7 unknown token text', () => {
  const content = renderTokenNotFound('ffffff');
  const shell = renderProfilerShell('Symfony Profiler', content, searchBar, NONCES);
  assert.is(title(shell), 'Symfony Profiler');
  assert.ok(shell.includes('<h2>Token not found</h2>'));
  assert.ok(shell.includes('<p>Token &quot;ffffff&quot; not found.</p>'));
  const notFound = elementWith(shell, 'data-token-not-found=');
  assert.is(attr(notFound!.open, 'data-token-not-found'), 'ffffff');
  assert.ok(textOf(shell).includes('Error Token not found Token "ffffff" not found.'));
  assert.is(shell.match(/<section class="pf-summary/g)?.length, 1, 'one summary area: the one of the content');
  assert.ok(textOf(elementWith(shell, 'class="pf-summary')!.inner) === 'Error');
  assert.is([...shell.matchAll(/<(style|script)\b(?![^>]*nonce=)/g)].length, 0);
});

test('FACTS §7 search results: count, columns, one data-token row per profile with data-cell hooks', () => {
  const profiles = [errorChild(), profile404()];
  const content = renderSearchResults(profiles, CRITERIA, BASE);
  const shell = renderProfilerShell('Profile Search', content, searchBar, NONCES);
  const text = textOf(shell);
  assert.ok(text.includes('Profile Search'));
  assert.ok(text.includes('2 results found Status IP Method URL Time Token'));
  const rows = elementsWith(shell, 'data-token=');
  assert.equal(rows.map((r) => attr(r.open, 'data-token')), ['118d4e', 'c17807']);
  const cell = (inner: string, name: string) => textOf(elementWith(inner, `data-cell="${name}"`)!.inner);
  assert.equal(['status', 'ip', 'method', 'url', 'time'].map((name) => cell(rows[0]!.inner, name)), ['404', '127.0.0.1', 'GET', `${BASE}/server-status`, '21-Nov-2026 09:14:46']);
  assert.ok(rows[1]!.inner.includes(`<a href="${BASE}/_profiler/c17807">c17807</a>`));
  assert.is(cell(rows[1]!.inner, 'time'), '21-Nov-2026 09:14:45');
  assert.ok(textOf(renderSearchResults([profile404()], CRITERIA, BASE).value).startsWith('1 result found'));
  const none = renderSearchResults([], CRITERIA, BASE).value;
  assert.ok(none.includes('The query returned no result.'));
  assert.is(elementsWith(none, 'data-token=').length, 0);
});

test('FACTS §7 search bar: GET form to /_profiler/search with every criterion, pre-filled', () => {
  const bar = renderSearchBar({ ip: '10.0.0.1', method: 'post', statusCode: '404', url: '/items', token: 'c17807', start: '2026-11-20', end: '2026-11-21', limit: 50 }, BASE);
  assert.match(bar, new RegExp(`<form [^>]*action="${BASE}/_profiler/search" method="get"`));
  for (const [name, value] of [['ip', '10.0.0.1'], ['status_code', '404'], ['url', '/items'], ['token', 'c17807'], ['start', '2026-11-20'], ['end', '2026-11-21']]) {
    assert.match(bar, new RegExp(`name="${name}" value="${value}"`), name);
  }
  assert.match(bar, /type="date" id="pf-search-start"/);
  const methods = [...bar.matchAll(/<option value="([A-Z]*)"( selected)?>/g)].map((m) => m[1] + (m[2] ? '*' : ''));
  assert.equal(methods.slice(0, 8), ['', 'GET', 'POST*', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS']);
  assert.match(bar, /<option value="50" selected>50<\/option>/);
  assert.match(bar, /<button type="submit"[^>]*>Search<\/button>/);
  const empty = renderSearchBar({}, '');
  assert.match(empty, /action="\/_profiler\/search"/);
  assert.match(empty, /<option value="" selected>Any<\/option>/);
  assert.match(empty, /<option value="10" selected>10<\/option>/);
});

test('§2 profiler shell shows its title in the summary area', () => {
  const shell = renderProfilerShell('Runtime', html`<h2>Runtime information</h2>`, searchBar, NONCES);
  assert.is(textOf(elementWith(shell, 'class="pf-summary')!.inner), 'Runtime');
  assert.ok(elementWith(shell, 'class="pf-panel"')!.inner.includes('<h2>Runtime information</h2>'));
  assert.is(title(shell), 'Symfony Profiler');
});

test.run();
