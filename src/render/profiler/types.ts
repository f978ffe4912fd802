// What the profiler pages are rendered from. Controllers gather it (profiles, route
// traces, listener tables, fragment outputs); renderers only turn it into HTML.
import type { Profile } from '../../profiler/profile.ts';
import type { SafeHtml } from '../html.ts';
import type { SourceCache } from '../source-cache.ts';
import type { LogRecord } from '../../log/log-collector.ts';

export const PANELS = ['request', 'time', 'exception', 'logger', 'events', 'router', 'cache', 'security', 'twig', 'debug', 'config'] as const;
export type PanelName = (typeof PANELS)[number];

/** Nonces for the page's own <script> and <style> elements (sent as X-SymfonyProfiler-*-Nonce). */
export type { Nonces } from '../nonces.ts';
import type { Nonces } from '../nonces.ts';

/** One route as the router panel shows it for the profiled path. */
export type { RouteTrace } from '../../routing/route-trace.ts';
import type { RouteTrace } from '../../routing/route-trace.ts';

export interface ListenerRow {
  readonly event: string;
  readonly listener: string;
  readonly priority: number;
}

/** Everything a panel may need besides the profile. */
export interface PanelData {
  readonly profile: Profile;
  /** Child profiles (e.g. the error sub-request), for "Forwarded to ErrorController (<token>)". */
  readonly children: readonly Profile[];
  /** Absolute base for links ("" for relative links). */
  readonly linkBase: string;
  /** Router panel: every route against the profiled path and method. */
  readonly routes: readonly RouteTrace[];
  /** Events panel: listeners registered but not called in the profiled request. */
  readonly notCalled: readonly ListenerRow[];
  /** Logger panel: build-time deprecations, shown first (channel "", time = app start). */
  readonly containerDeprecations: readonly LogRecord[];
  readonly sources: SourceCache;
}

export interface ProfilerPageInput {
  readonly data: PanelData;
  readonly panel: PanelName;
  /** The panel's content: rendered by renderPanel, or (exception panel) the body fragment's output. */
  readonly panelContent: string;
  /** CSS the head fragment returned (the exception stylesheet), or "". */
  readonly headCss: string;
  /** The search bar fragment's output. */
  readonly searchBar: string;
  readonly nonces: Nonces;
}

export interface SearchCriteria {
  readonly ip: string;
  readonly method: string;
  readonly statusCode: string;
  readonly url: string;
  readonly token: string;
  readonly start: string;
  readonly end: string;
  readonly limit: number;
}

export type { SafeHtml };
