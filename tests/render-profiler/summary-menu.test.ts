import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderSummary, statusClass } from '../../src/render/profiler/summary.ts';
import { renderMenu } from '../../src/render/profiler/menu.ts';
import { rfc2822, searchDate, logTimeMs } from '../../src/render/profiler/format.ts';
import { elementWith, attr } from '../support/page.ts';
import { BASE, T0, errorChild, panelData, profile404, textOf } from './fixtures.ts';

const summary = renderSummary(panelData()).value;

test('§2 profiler summary hooks: data-profile-token root with url, method, status, time children', () => {
  const root = elementWith(summary, 'data-profile-token=');
  assert.ok(root);
  assert.is(attr(root!.open, 'data-profile-token'), 'c17807');
  for (const [hook, value] of [
    ['data-profile-url', `${BASE}/server-status`],
    ['data-profile-method', 'GET'],
    ['data-profile-status', '404'],
    ['data-profile-time', 'Sat, 21 Nov 2026 09:14:45 +0000'],
  ] as const) {
    const el = elementWith(root!.inner, `${hook}=`);
    assert.ok(el, hook);
    assert.is(attr(el!.open, hook), value, `${hook} value`);
    assert.is(textOf(el!.inner), value, `${hook} text`);
  }
});

test('§2 profiler summary shows method, status, IP and token', () => {
  assert.ok(summary.includes(`<h2 class="break-long-words pf-summary-url"><a href="${BASE}/server-status" data-profile-url="${BASE}/server-status">${BASE}/server-status</a></h2>`));
  const text = textOf(summary);
  for (const part of ['Method GET', 'HTTP Status 404', 'IP 127.0.0.1', 'Profiled on Sat, 21 Nov 2026 09:14:45 +0000', 'Token c17807']) {
    assert.ok(text.includes(part), part);
  }
  assert.match(summary, /class="pf-summary status status-error"/);
});

test('§2 profiler summary: Forwarded to ErrorController (<child token>) links the sub-request profile', () => {
  assert.ok(summary.includes(`Forwarded to ErrorController (<a href="${BASE}/_profiler/118d4e">118d4e</a>)`));
  const plain = renderSummary(panelData(profile404(), { children: [] })).value;
  assert.not.ok(plain.includes('Forwarded'));
});

test('§2 profiler summary of a sub-request links its parent request', () => {
  const child = errorChild();
  const markup = renderSummary(panelData(child)).value;
  assert.ok(markup.includes(`<a href="${BASE}/_profiler/c17807">Parent request c17807</a>`));
  assert.not.ok(markup.includes('Forwarded'));
});

test('§2 status block class: error for >= 400, warning for 3xx, success otherwise', () => {
  assert.is(statusClass(404), 'status-error');
  assert.is(statusClass(500), 'status-error');
  assert.is(statusClass(301), 'status-warning');
  assert.is(statusClass(200), 'status-success');
  const redirect = renderSummary(panelData(profile404({ statusCode: 301 }))).value;
  assert.match(redirect, /class="pf-summary status status-warning"/);
});

test('§2/§7 dates: PHP r, d-M-Y H:i:s and log time, all UTC', () => {
  assert.is(rfc2822(T0), 'Sat, 21 Nov 2026 09:14:45 +0000');
  assert.is(searchDate(T0 + 1000), '21-Nov-2026 09:14:46');
  assert.is(logTimeMs(T0 + 7), '09:14:45.007');
  assert.is(rfc2822(Date.UTC(2026, 0, 4, 3, 2, 1)), 'Sun, 04 Jan 2026 03:02:01 +0000');
});

test('§2 profiler menu: labels in order, Exception 1 and Logs 1 badges, current panel selected', () => {
  const menu = renderMenu(profile404(), 'exception', BASE).value;
  const items = [...menu.matchAll(/<li [^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!));
  assert.equal(items, ['Request / Response', 'Performance', 'Exception 1', 'Logs 1', 'Events', 'Routing', 'Cache', 'Security', 'Twig', 'Debug', 'Configuration']);
  for (const panel of ['request', 'time', 'exception', 'logger', 'events', 'router', 'cache', 'security', 'twig', 'debug', 'config']) {
    assert.ok(menu.includes(`href="${BASE}/_profiler/c17807?panel=${panel}"`), panel);
  }
  const current = [...menu.matchAll(/aria-current="page"/g)];
  assert.is(current.length, 1);
  assert.match(menu, /<li class="pf-menu-item selected" data-menu="exception"><a href="[^"]*\?panel=exception" aria-current="page">/);
});

test('§2 profiler menu: no badges without exception or errors', () => {
  const calm = profile404({ exception: undefined, log: [] });
  const menu = renderMenu(calm, 'logger', BASE).value;
  const items = [...menu.matchAll(/<li [^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!));
  assert.is(items[2], 'Exception');
  assert.is(items[3], 'Logs');
  assert.match(menu, /data-menu="logger"><a [^>]*aria-current="page"/);
});

test.run();
