// Shared readers for the profiler server tests: only MARKUP.md hooks, plus the visible
// text of a page (styles and scripts removed, tags stripped, entities decoded).
import { attr, elementWith, elementsWith, textOf } from '../support/page.ts';

/** Visible text with whitespace collapsed (no <style>/<script> content). */
export function visibleText(markup: string): string {
  return textOf(markup.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '')).replace(/\s+/g, ' ').trim();
}

export interface Summary {
  readonly token: string | undefined;
  readonly url: string | undefined;
  readonly method: string | undefined;
  readonly status: string | undefined;
  readonly time: string | undefined;
  readonly text: string;
}

/** The summary of the profiled request (`data-profile-token` and its children). */
export function summaryOf(page: string): Summary | undefined {
  const root = elementWith(page, 'data-profile-token=');
  if (root === undefined) return undefined;
  const child = (name: string) => {
    const el = elementWith(root.inner, `${name}=`);
    return el ? attr(el.open, name) : undefined;
  };
  return {
    token: attr(root.open, 'data-profile-token'),
    url: child('data-profile-url'),
    method: child('data-profile-method'),
    status: child('data-profile-status'),
    time: child('data-profile-time'),
    text: visibleText(root.inner),
  };
}

/** The current panel's name and its root element's inner markup. */
export function panelOf(page: string): { name: string | undefined; inner: string } | undefined {
  const root = elementWith(page, 'data-panel=');
  return root ? { name: attr(root.open, 'data-panel'), inner: root.inner } : undefined;
}

/** Table rows (any <tr>) as arrays of their cells' visible text. */
export function tableRows(markup: string): string[][] {
  return [...markup.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => visibleText(c[1]!)));
}

export interface ResultRow {
  readonly token: string;
  readonly status: string;
  readonly ip: string;
  readonly method: string;
  readonly url: string;
  readonly time: string;
}

/** Search results: one `<tr data-token>` per profile with `data-cell` cells. */
export function resultRows(page: string): ResultRow[] {
  return elementsWith(page, 'data-token=').filter(({ open }) => open.startsWith('<tr')).map(({ open, inner }) => {
    const cell = (name: string) => {
      const el = elementWith(inner, `data-cell="${name}"`);
      return el ? visibleText(el.inner) : '';
    };
    return { token: attr(open, 'data-token')!, status: cell('status'), ip: cell('ip'), method: cell('method'), url: cell('url'), time: cell('time') };
  });
}

export const FROZEN = Date.parse('2026-11-21T09:14:45Z');
