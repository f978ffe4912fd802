// A stored profile: everything the profiler pages show about one request or sub-request.
import type { ExceptionChain } from '../errors/flatten.ts';
import type { LogRecord } from '../log/log-collector.ts';
import type { ListenerCall } from '../kernel/request-context.ts';

export interface ProfiledRequest {
  readonly method: string;
  readonly pathInfo: string;
  readonly queryString: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly routeParams: Readonly<Record<string, unknown>>;
  readonly route: string | undefined;
  readonly controller: string | undefined;
}

export interface Profile {
  readonly token: string;
  readonly parentToken: string | undefined;
  readonly childTokens: readonly string[];
  readonly url: string;
  readonly method: string;
  readonly ip: string;
  readonly statusCode: number;
  /** When the request was profiled (ms since the epoch). */
  readonly time: number;
  readonly durationMs: number;
  readonly request: ProfiledRequest;
  readonly responseHeaders: ReadonlyArray<readonly [string, string]>;
  readonly exception: ExceptionChain | undefined;
  readonly log: readonly LogRecord[];
  readonly calls: readonly ListenerCall[];
  /** A rough size in bytes, for the store's byte budget. */
  readonly estimatedBytes: number;
}

/** A profile collected at kernel.response; its log and trace are completed at terminate. */
export interface CollectedProfile {
  readonly token: string;
  readonly requestId: number;
  readonly parentRequestId: number | undefined;
  readonly isMain: boolean;
  readonly base: Omit<Profile, 'parentToken' | 'childTokens' | 'log' | 'calls' | 'estimatedBytes' | 'durationMs'>;
}
