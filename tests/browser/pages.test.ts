// The debug pages in a real browser (Chromium through playwright-core): the 404 debug
// page of /server-status and the profiler panel of that 404 (exception and logger
// panels). Reads the pages through the MARKUP.md hooks (and ARIA roles) only.
//
// Chromium: $CHROMIUM_PATH, else /usr/bin/chromium (CI installs it with apt-get). When
// neither exists the suite registers one failing test rather than passing silently;
// SKIP_BROWSER_TESTS=1 skips the suite on purpose (and says so).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { get, startServer, type TestServer } from '../support/server.ts';
import {
  assertNoProblems, CHROMIUM_ARGS, chromiumPath, FAVICON_VIOLATION, NOT_FOUND_MESSAGE, rgbChannels, routeWithCsp, SCREENSHOT_DIR, TAB_IDS, watch,
} from './browser-support.ts';

// The project's lib is ES2022 without the DOM: the few browser globals the page
// callbacks below touch are declared here, for those callbacks only.
declare const document: any;
declare const navigator: any;
declare const getComputedStyle: any;

const test = suite('browser pages');
const executablePath = chromiumPath();

if (process.env['SKIP_BROWSER_TESTS'] === '1') {
  console.log('browser tests skipped: SKIP_BROWSER_TESTS=1');
} else if (executablePath === undefined) {
  test('§2 browser: Chromium is available', () => {
    throw new Error(NOT_FOUND_MESSAGE);
  });
  test.run();
} else {
  registerBrowserTests(executablePath);
  test.run();
}

// ---------------------------------------------------------------------------------------

function registerBrowserTests(chromiumExecutable: string): void {
  let browser: Browser;
  let server: TestServer;
  /** The 404 of /server-status and its profile token. */
  let notFoundUrl: string;
  let token: string;
  let panelUrl: string;
  let loggerUrl: string;
  const screenshots: string[] = [];

  test.before(async () => {
    server = await startServer();
    const res = await get(server, '/server-status');
    assert.is(res.status, 404);
    token = res.header('x-debug-token')!;
    assert.ok(token, 'X-Debug-Token');
    notFoundUrl = `${server.base}/server-status`;
    panelUrl = `${server.base}/_profiler/${token}`;
    loggerUrl = `${panelUrl}?panel=logger`;
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: CHROMIUM_ARGS });
  });

  test.after(async () => {
    await browser?.close();
    await server?.close();
    if (screenshots.length > 0) console.log(`\nbrowser screenshots:\n${screenshots.map((p) => `  ${p}`).join('\n')}`);
  });

  /** A fresh context and page, closed whatever happens. */
  async function withPage(options: BrowserContextOptions, fn: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, ...options });
    context.setDefaultTimeout(10_000);
    try {
      await fn(await context.newPage(), context);
    } finally {
      await context.close();
    }
  }

  /**
   * Opens the 404 page and waits for its toolbar fragment too (the page is only done
   * then). Every visit is a new request with a new profile: returns its token.
   */
  async function openNotFound(page: Page, url = notFoundUrl): Promise<string> {
    const wdt = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/_wdt/'));
    const response = await page.goto(url);
    assert.is(response?.status(), 404);
    const pageToken = (await response!.allHeaders())['x-debug-token'];
    assert.ok(pageToken, 'X-Debug-Token of the page');
    assert.is(new URL((await wdt).url()).pathname, `/_wdt/${pageToken}`);
    await page.locator(`[data-toolbar-token="${pageToken}"] [data-toolbar-token="${pageToken}"]`).waitFor({ state: 'visible' });
    return pageToken;
  }

  async function openPanel(page: Page, url: string): Promise<void> {
    const response = await page.goto(url);
    assert.is(response?.status(), 200);
  }

  const tab = (page: Page, id: string) => page.locator(`[data-tab="${id}"] [role="tab"]`).first();
  const tabPanel = async (page: Page, id: string) => page.locator(`#${await tab(page, id).getAttribute('aria-controls')}`);

  /** Exactly `id` is selected: its panel visible, the others hidden, aria-selected in step. */
  async function assertSelected(page: Page, id: string, where: string): Promise<void> {
    for (const other of TAB_IDS) {
      const on = other === id;
      assert.is(await tab(page, other).getAttribute('aria-selected'), String(on), `${where}: aria-selected of ${other}`);
      assert.is(await (await tabPanel(page, other)).isVisible(), on, `${where}: panel ${other} ${on ? 'visible' : 'hidden'}`);
    }
  }

  async function checkTabClicks(page: Page, where: string): Promise<void> {
    assert.is(await page.locator('[role="tablist"] [role="tab"]').count(), 3, `${where}: three tabs`);
    await assertSelected(page, 'exceptions', `${where} (initial)`);
    for (const id of ['logs', 'traces', 'exceptions'] as const) {
      await tab(page, id).click();
      await assertSelected(page, id, `${where} after clicking ${id}`);
    }
  }

  async function checkTabKeys(page: Page, where: string): Promise<void> {
    await tab(page, 'exceptions').focus();
    await page.keyboard.press('ArrowRight');
    await assertSelected(page, 'logs', `${where}: ArrowRight`);
    assert.ok(await tab(page, 'logs').evaluate((el: any) => el === document.activeElement), `${where}: focus moved to logs`);
    await page.keyboard.press('ArrowRight');
    await assertSelected(page, 'traces', `${where}: ArrowRight again`);
    await page.keyboard.press('ArrowRight');
    await assertSelected(page, 'exceptions', `${where}: ArrowRight wraps`);
    await page.keyboard.press('ArrowLeft');
    await assertSelected(page, 'traces', `${where}: ArrowLeft wraps`);
    await page.keyboard.press('ArrowLeft');
    await assertSelected(page, 'logs', `${where}: ArrowLeft`);
    await tab(page, 'exceptions').focus();
    await page.keyboard.press('Enter');
    await assertSelected(page, 'exceptions', `${where}: Enter`);
    await tab(page, 'traces').focus();
    await page.keyboard.press('Space');
    await assertSelected(page, 'traces', `${where}: Space`);
  }

  /** The toolbar placeholder shows the fragment: status 404 and a link to the profile. */
  async function checkToolbar(page: Page, token: string, where: string): Promise<void> {
    const placeholder = page.locator(`[data-toolbar-token="${token}"]`).first();
    assert.ok(await placeholder.isVisible(), `${where}: placeholder visible`);
    const fragment = placeholder.locator(`[data-toolbar-token="${token}"]`);
    assert.ok(await fragment.isVisible(), `${where}: toolbar fragment visible`);
    assert.match(await fragment.innerText(), /\b404\b/, `${where}: status 404 shown`);
    const link = fragment.locator(`a[href*="/_profiler/${token}"]`).first();
    assert.ok(await link.isVisible(), `${where}: visible link to /_profiler/${token}`);
    assert.ok((await link.innerText()).includes('404'), `${where}: the status links to the profile`);
  }

  // ---- §1 no console errors, no failed requests ------------------------------------

  for (const [name, url] of [['the 404 page', () => notFoundUrl], ['the profiler panel', () => panelUrl], ['the logger panel', () => loggerUrl]] as const) {
    test(`§2 browser: ${name} loads with no console error and no failed request`, async () => {
      await withPage({}, async (page) => {
        const problems = watch(page, url());
        if (url() === notFoundUrl) await openNotFound(page);
        else await openPanel(page, url());
        await page.waitForLoadState('load');
        assert.ok(await page.evaluate(() => document.documentElement.classList.contains('has-js')), 'the script ran');
        assertNoProblems(problems, name);
      });
    });
  }

  // ---- §2 tabs -------------------------------------------------------------------------

  test('§2 browser: each tab switches on click', async () => {
    await withPage({}, async (page) => {
      const problems = watch(page, notFoundUrl);
      await openNotFound(page);
      await checkTabClicks(page, '404 page');
      await openPanel(page, panelUrl);
      assert.is(await page.locator('[data-panel="exception"]').count(), 1);
      await checkTabClicks(page, 'profiler exception panel');
      assertNoProblems(problems, 'tabs on click');
    });
  });

  test('§2 browser: tabs work from the keyboard (arrows move and select, Enter and Space select)', async () => {
    await withPage({}, async (page) => {
      await openNotFound(page);
      await checkTabKeys(page, '404 page');
      await openPanel(page, panelUrl);
      await checkTabKeys(page, 'profiler exception panel');
    });
  });

  test('§2 browser: the profiler exception panel shows the exception block styled as on the debug page', async () => {
    // The profiler frame's own heading rules must not restyle the block's headings.
    const measure = (page: Page) =>
      page.evaluate(() => {
        // (No named helper functions in here: tsx would wrap them in a __name() the page lacks.)
        const headline = document.querySelector('[data-exception-headline]');
        const elements: Array<[string, any]> = [['headline', headline]];
        // The summary lines above the headline (hierarchy, HTTP status).
        for (let el = headline.previousElementSibling, i = 1; el; el = el.previousElementSibling, i++) elements.push([`summary line -${i}`, el]);
        elements.push(['tab title', document.querySelector('[data-tab="exceptions"]')]);
        elements.push(['block heading', document.querySelector('[data-exception-class] h3')]);
        return elements.map(([name, el]) => {
          const c = getComputedStyle(el);
          return `${name}: ${c.fontSize} ${c.fontWeight}, margin ${c.marginTop} ${c.marginBottom}`;
        });
      });
    await withPage({}, async (page) => {
      await openNotFound(page);
      const onPage = await measure(page);
      await openPanel(page, panelUrl);
      assert.equal(await measure(page), onPage);
    });
  });

  // ---- §3 toolbar ----------------------------------------------------------------------

  test('§2 browser: the toolbar placeholder loads /_wdt/<token>', async () => {
    await withPage({}, async (page) => {
      const problems = watch(page, notFoundUrl);
      const wdt = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/_wdt/'));
      const main = await page.goto(notFoundUrl);
      const token = (await main!.allHeaders())['x-debug-token']!;
      assert.ok(token, 'X-Debug-Token of the page');
      const response = await wdt;
      assert.is(new URL(response.url()).pathname, `/_wdt/${token}`);
      assert.is(response.status(), 200);
      // The loader forwards the page's nonces.
      const headers = response.request().headers();
      assert.match(headers['x-symfonyprofiler-script-nonce'] ?? '', /^[0-9a-f]{32}$/);
      assert.match(headers['x-symfonyprofiler-style-nonce'] ?? '', /^[0-9a-f]{32}$/);
      await page.locator(`[data-toolbar-token="${token}"] [data-toolbar-token="${token}"]`).waitFor({ state: 'visible' });
      await checkToolbar(page, token, 'toolbar');
      assertNoProblems(problems, 'toolbar');
    });
  });

  // ---- §4 without JavaScript -----------------------------------------------------------

  test('§2 browser: readable without JavaScript (every section, block and row shows)', async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      for (const [url, status] of [[notFoundUrl, 404], [panelUrl, 200]] as const) {
        const response = await page.goto(url);
        assert.is(response?.status(), status);
        for (const id of TAB_IDS) {
          assert.ok(await page.locator(`[data-tab="${id}"]`).isVisible(), `${url}: tab title ${id}`);
          assert.ok(await (await tabPanel(page, id)).isVisible(), `${url}: panel ${id} visible`);
        }
        for (const hook of ['[data-exception-class]', '[data-log-level]', '[data-trace-position]', '[data-trace-position] .trace-frame', '[data-exception-class] .trace-details', '[data-exception-headline]']) {
          const all = await page.locator(hook).all();
          assert.ok(all.length > 0, `${url}: some ${hook}`);
          for (const [i, el] of all.entries()) assert.ok(await el.isVisible(), `${url}: ${hook} #${i + 1} visible`);
        }
        assert.is(await page.locator('[data-exception-class]').count(), 2, `${url}: two exception blocks`);
      }
      await page.goto(loggerUrl);
      const rows = await page.locator('[data-panel="logger"] [data-log-level]').all();
      assert.ok(rows.length > 5, 'logger panel rows');
      for (const [i, row] of rows.entries()) assert.ok(await row.isVisible(), `logger row #${i + 1} visible without JavaScript`);
    });
  });

  // ---- §5 colour schemes ---------------------------------------------------------------

  test('§2 browser: dark scheme gives a dark page, light a light one', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      await withPage({ colorScheme }, async (page) => {
        for (const url of [notFoundUrl, panelUrl, loggerUrl]) {
          if (url === notFoundUrl) await openNotFound(page);
          else await openPanel(page, url);
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor as string);
          const text = await page.evaluate(() => getComputedStyle(document.body).color as string);
          const [bg, fg] = [rgbChannels(background), rgbChannels(text)];
          if (colorScheme === 'dark') {
            assert.ok(bg.every((c) => c < 80), `${url} dark background ${background}`);
            assert.ok(fg.every((c) => c > 170), `${url} light text on dark ${text}`);
          } else {
            assert.ok(bg.every((c) => c > 200), `${url} light background ${background}`);
            assert.ok(fg.every((c) => c < 90), `${url} dark text on light ${text}`);
          }
        }
      });
    }
  });

  // ---- §6 under a nonce-based CSP ------------------------------------------------------

  test('§2 browser: under a nonce-only Content-Security-Policy nothing is refused, tabs switch and the toolbar loads styled', async () => {
    for (const url of [notFoundUrl, panelUrl]) {
      await withPage({}, async (page) => {
        const seen: { csp?: string } = {};
        await routeWithCsp(page, url, seen);
        const problems = watch(page, url, [FAVICON_VIOLATION]);
        const token = url === notFoundUrl ? await openNotFound(page) : undefined;
        if (token === undefined) await openPanel(page, url);
        assert.ok(seen.csp, `${url}: served with a CSP`);
        assert.ok(await page.evaluate(() => document.documentElement.classList.contains('has-js')), `${url}: the nonce'd script ran`);
        await checkTabClicks(page, `${url} under CSP`);
        if (token !== undefined) {
          await checkToolbar(page, token, 'toolbar under CSP');
          const placeholder = page.locator(`[data-toolbar-token="${token}"]`).first();
          assert.is(await placeholder.evaluate((el: any) => getComputedStyle(el).position), 'fixed', 'placeholder stylesheet applied');
          const fragment = placeholder.locator(`[data-toolbar-token="${token}"]`);
          const ownVariable = await fragment.evaluate((el: any) => String(getComputedStyle(el).getPropertyValue('--wdt-bg')).trim());
          assert.ok(ownVariable !== '', 'toolbar fragment stylesheet applied');
          const status = fragment.locator(`a[href*="/_profiler/${token}"]`).first();
          const bg = await status.evaluate((el: any) => getComputedStyle(el).backgroundColor as string);
          assert.ok(bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent', `toolbar status styled, background ${bg}`);
          assert.is(await status.evaluate((el: any) => getComputedStyle(el).display), 'flex', 'toolbar icon laid out by its stylesheet');
        }
        // Console errors include every "Refused to …" CSP report.
        assertNoProblems(problems, `${url} under CSP`);
        // Last (it logs a refusal of its own): the policy really is in force.
        const ran = await page.evaluate(() => {
          const probe = document.createElement('script');
          probe.textContent = 'document.documentElement.setAttribute("data-unnonced-ran", "")';
          document.head.appendChild(probe);
          return document.documentElement.hasAttribute('data-unnonced-ran') as boolean;
        });
        assert.not.ok(ran, `${url}: a script without the nonce is refused (the CSP is enforced)`);
      });
    }
  });

  // ---- §7 no inline event handlers -----------------------------------------------------

  test('§2 browser: no inline event handler attributes', async () => {
    await withPage({}, async (page) => {
      for (const url of [notFoundUrl, panelUrl, loggerUrl]) {
        if (url === notFoundUrl) await openNotFound(page);
        else await openPanel(page, url);
        const handlers = await page.evaluate(() => {
          const found: string[] = [];
          for (const el of Array.from(document.querySelectorAll('*')) as any[]) {
            for (const a of Array.from(el.attributes) as any[]) if (/^on/i.test(a.name)) found.push(`<${el.tagName.toLowerCase()} ${a.name}>`);
          }
          return found;
        });
        assert.equal(handlers, [], `${url}: ${handlers.join(', ')}`);
      }
    });
  });

  // ---- §8 Copy as Markdown -------------------------------------------------------------

  test('§2 browser: Copy as Markdown puts type, message and a frame on the clipboard', async () => {
    await withPage({}, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base });
      for (const url of [notFoundUrl, panelUrl]) {
        if (url === notFoundUrl) await openNotFound(page);
        else await openPanel(page, url);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        const button = page.locator('[data-copy-markdown]').first();
        await button.click();
        await page.waitForFunction(() => navigator.clipboard.readText().then((t: string) => t !== ''));
        const copied: string = await page.evaluate(() => navigator.clipboard.readText());
        assert.ok(copied.includes('NotFoundHttpException'), `${url}: type in ${copied}`);
        assert.ok(copied.includes('No route found for "GET'), `${url}: message in ${copied}`);
        assert.match(copied, /router-listener\.ts:\d+/, `${url}: frame in ${copied}`);
        assert.is(await button.innerText(), 'Copied!', `${url}: the button says it copied`);
      }
    });
  });

  // ---- §9 long messages wrap -----------------------------------------------------------

  test('§2 browser: a very long message wraps (no horizontal overflow at 1024px)', async () => {
    await withPage({ viewport: { width: 1024, height: 768 } }, async (page) => {
      const longUrl = `${server.base}/${'a'.repeat(400)}`;
      const problems = watch(page, longUrl);
      const longToken = await openNotFound(page, longUrl);
      const headline = page.locator('[data-exception-headline]');
      assert.ok((await headline.innerText()).includes('a'.repeat(400)), 'the whole path is in the headline');
      const [scrollWidth, clientWidth] = await headline.evaluate((el: any) => [el.scrollWidth, el.clientWidth] as number[]);
      assert.ok(scrollWidth! <= clientWidth! + 1, `headline scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`);
      for (const id of TAB_IDS) {
        await tab(page, id).click();
        const width = await page.evaluate(() => document.documentElement.scrollWidth as number);
        assert.ok(width <= 1024, `page wider than the viewport (${width}px) with the ${id} tab open`);
      }
      assertNoProblems(problems, 'long message');
      // The profile of that request: its summary shows the long URL, still no overflow.
      await openPanel(page, `${server.base}/_profiler/${longToken}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth as number);
      assert.ok(width <= 1024, `profiler page wider than the viewport (${width}px)`);
    });
  });

  // ---- §10 screenshots for a person ----------------------------------------------------

  test('§2 browser: screenshots of the 404 page (light, dark) and the profiler panels', async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      await withPage({ colorScheme }, async (page) => {
        await openNotFound(page);
        for (const [name, url] of [['404', undefined], ['profiler-exception', panelUrl], ['profiler-logger', loggerUrl]] as const) {
          if (url !== undefined) await openPanel(page, url);
          const path = join(SCREENSHOT_DIR, `${name}-${colorScheme}.png`);
          await page.screenshot({ path, fullPage: true });
          screenshots.push(path);
        }
      });
    }
    for (const path of screenshots) assert.ok(existsSync(path), path);
  });
}
