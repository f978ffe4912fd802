// Every value of a profile is client data: a hostile request (markup in its URL, path,
// query, headers, Referer, log message and context) must appear nowhere unescaped.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderProfilerPage, renderProfilerShell } from '../../src/render/profiler/layout.ts';
import { renderPanel } from '../../src/render/profiler/panels/index.ts';
import { renderSearchBar } from '../../src/render/profiler/search-bar.ts';
import { renderSearchResults } from '../../src/render/profiler/search-results.ts';
import { renderTokenNotFound } from '../../src/render/profiler/not-found.ts';
import { renderToolbar } from '../../src/render/profiler/toolbar.ts';
import { PANELS } from '../../src/render/profiler/types.ts';
import { EVIL, NONCES, PAYLOADS, hostileChild, hostileProfile, log, panelData } from './fixtures.ts';

function assertClean(label: string, markup: string): void {
  for (const payload of PAYLOADS) assert.not.ok(markup.includes(payload), `${label}: raw ${JSON.stringify(payload)}`);
  for (const element of ['<img src=x', '<b>x</b>', '<i>t</i>', '<s>c</s>', '<script>alert']) assert.not.ok(markup.includes(element), `${label}: injected ${element}`);
}

const profile = hostileProfile();
const data = panelData(profile, {
  children: [hostileChild()],
  linkBase: '',
  routes: [{ name: `n${EVIL}`, path: `/p${EVIL}`, methods: [EVIL], outcome: 'method' }],
  notCalled: [{ event: `e${EVIL}`, listener: `l${EVIL}`, priority: 1 }],
  containerDeprecations: [log('DEBUG', '', `dep ${EVIL}`, { evil: EVIL })],
});
const criteria = { ip: EVIL, method: EVIL, statusCode: EVIL, url: EVIL, token: EVIL, start: EVIL, end: EVIL, limit: 10 };

test('§2 hostile profile: every panel escapes every value', () => {
  for (const panel of PANELS) assertClean(panel, renderPanel(panel, data));
});

test('§2 hostile profile: full profiler pages (summary, menu, panel) escape every value', () => {
  const searchBar = renderSearchBar(criteria, '');
  assertClean('search bar', searchBar);
  for (const panel of PANELS) {
    const page = renderProfilerPage({ data, panel, panelContent: renderPanel(panel, data), headCss: '', searchBar, nonces: NONCES });
    assertClean(`page ${panel}`, page);
    assert.ok(page.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the payload is shown, escaped');
  }
});

test('FACTS §7 hostile unknown token, search results and toolbar are escaped', () => {
  assertClean('not found', renderProfilerShell(EVIL, renderTokenNotFound(EVIL), renderSearchBar(criteria, ''), NONCES));
  assertClean('shell title', renderProfilerShell(EVIL, renderSearchResults([], criteria, ''), '', NONCES));
  assertClean('results', renderSearchResults([profile, hostileChild()], criteria, '').value);
  assertClean('toolbar', renderToolbar(profile, [hostileChild()], '', `n${EVIL}`));
});

test('§2 hostile nonces cannot break out of their attribute', () => {
  const page = renderProfilerPage({ data, panel: 'request', panelContent: '', headCss: '', searchBar: '', nonces: { script: `"${EVIL}`, style: `'${EVIL}` } });
  assertClean('nonces', page);
});

test('§2 a non-http URL is never made a link', () => {
  const page = renderPanel('request', data);
  assertClean('request', page);
  const js = panelData(hostileProfile(), { linkBase: '' });
  const markup = renderProfilerPage({ data: { ...js, profile: { ...js.profile, url: 'javascript:alert(1)' } }, panel: 'config', panelContent: '', headCss: '', searchBar: '', nonces: NONCES });
  assert.not.ok(markup.includes('href="javascript:'));
});

test.run();
