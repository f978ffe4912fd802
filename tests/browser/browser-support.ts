// What the browser test needs besides its tests: where Chromium is, how it is started,
// and the checks every page visit shares (console errors, failed requests, a CSP).
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const NOT_FOUND_MESSAGE = 'Chromium not found: install it with apt-get install chromium (CI does) or set CHROMIUM_PATH';
export const SCREENSHOT_DIR = join(tmpdir(), 'debug-kernel-screenshots');
export const TAB_IDS = ['exceptions', 'logs', 'traces'] as const;
/**
 * Known, harmless, reported: both pages carry `<link rel="icon" href="data:,">` (it keeps
 * the browser from requesting /favicon.ico), and `default-src 'self'` has no `data:`
 * image source, so Chromium reports the blocked icon. Nothing else may be refused.
 */
export const FAVICON_VIOLATION = /^(Refused to load|Loading) the image 'data:,'/;

export function chromiumPath(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv !== undefined && fromEnv !== '') return existsSync(fromEnv) ? fromEnv : undefined;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export interface Problems {
  readonly list: string[];
}

/**
 * Collects what must not happen on a page: console errors, uncaught exceptions, failed
 * requests and responses >= 400, except the main document's own status (a debug page
 * of a 404 is itself a 404, and Chromium logs that as a failed resource).
 */
export function watch(page: Page, mainUrl: string, allowConsole: readonly RegExp[] = []): Problems {
  const list: string[] = [];
  const isMain = (url: string) => url === mainUrl;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (isMain(message.location().url) && /^Failed to load resource: the server responded with a status of \d+/.test(text)) return;
    if (allowConsole.some((allowed) => allowed.test(text))) return;
    list.push(`console error: ${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => list.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => list.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    if (isMain(response.url()) && response.request().resourceType() === 'document') return;
    list.push(`response ${response.status()}: ${response.url()}`);
  });
  return { list };
}

export function assertNoProblems(problems: Problems, where: string): void {
  assert.equal(problems.list, [], `${where}: ${problems.list.join('\n')}`);
}

/** `default-src 'self'; script-src 'nonce-…'; style-src 'nonce-…'` added to the main document. */
export async function routeWithCsp(page: Page, mainUrl: string, seen: { csp?: string }): Promise<void> {
  await page.route('**/*', async (route: Route) => {
    const request = route.request();
    if (request.url() !== mainUrl || request.resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    const headers = response.headers();
    const script = headers['x-symfonyprofiler-script-nonce'] ?? /<script\b[^>]*\snonce="([^"]+)"/.exec(body)?.[1];
    const style = headers['x-symfonyprofiler-style-nonce'] ?? /<style\b[^>]*\snonce="([^"]+)"/.exec(body)?.[1];
    if (script === undefined || style === undefined) throw new Error(`no nonces on ${mainUrl}`);
    seen.csp = `default-src 'self'; script-src 'nonce-${script}'; style-src 'nonce-${style}'`;
    await route.fulfill({ response, body, headers: { ...headers, 'content-security-policy': seen.csp } });
  });
}

export function rgbChannels(color: string): number[] {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (m === null) throw new Error(`not an rgb color: ${color}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}
