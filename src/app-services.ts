// What the app instance owns and every request context can reach: options, routes,
// controllers, listeners, sources, the clock and the profile store (the only state
// kept across requests).
import type { ControllerRegistry } from './controllers/controller.ts';
import type { ListenerTable } from './kernel/listener-table.ts';
import type { ProfileStore } from './profiler/profile-store.ts';
import type { SessionStore } from './http/session-store.ts';
import type { SourceCache } from './render/source-cache.ts';
import type { RenderCache } from './render/render-cache.ts';
import type { UrlMatcher } from './routing/url-matcher.ts';

export interface AppOptions {
  /** Debug mode: rich error pages, profiler, toolbar, X-Debug-* headers. */
  readonly debug: boolean;
}

export interface AppServices {
  readonly options: AppOptions;
  readonly matcher: UrlMatcher;
  readonly controllers: ControllerRegistry;
  readonly listeners: ListenerTable;
  readonly profiles: ProfileStore;
  /** Client sessions (the profiler's search criteria), bounded. */
  readonly sessions: SessionStore;
  readonly sources: SourceCache;
  /** Rendered excerpts and shared log rows, made once. */
  readonly renderCache: RenderCache;
  /** Milliseconds since the epoch: the real clock, or a frozen one. */
  readonly clock: () => number;
  /** A monotonic timer in ms for durations; it stands still when the clock is frozen. */
  readonly elapsed: () => number;
  /** When the app started (the "container build" time of build-time deprecations). */
  readonly startedAt: number;
  /** A fresh CSP nonce (32 hex characters; seeded in deterministic mode). */
  readonly nonce: () => string;
}
