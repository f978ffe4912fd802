// One context per main request, created at the socket and threaded through kernel,
// listeners, router, firewall, log, profiler and renderer. Sub-requests share it (and
// so share the log). Nothing here outlives the request except the profiles it saves.
import { LogCollector, type LogChannel, type LogLevel } from '../log/log-collector.ts';
import type { KernelRequest } from '../http/kernel-request.ts';
import type { AppServices } from '../app-services.ts';
import type { CollectedProfile } from '../profiler/profile.ts';
import type { KernelEventName } from './kernel-event.ts';
import { flattenChain, type ExceptionChain } from '../errors/flatten.ts';

/** One listener call (or skip) of one dispatch: what the Events panel shows. */
export interface ListenerCall {
  readonly requestId: number;
  readonly event: KernelEventName;
  readonly listener: string;
  readonly priority: number;
  readonly called: boolean;
  readonly durationMs: number;
}

export class RequestContext {
  readonly log: LogCollector;
  readonly calls: ListenerCall[] = [];
  /** The request stack: the main request at the bottom, the current one on top. */
  readonly stack: KernelRequest[] = [];
  /** Profiles collected during kernel.response, saved to the store at kernel.terminate. */
  readonly collected: CollectedProfile[] = [];
  readonly startedAt: number;
  /** Profiler controllers switch this off: profiler pages are not profiled. */
  profilerEnabled = true;
  /** The exception the kernel handled, kept for every profile collected after it. */
  handledException: Error | undefined;
  /** The firewall registers its exception listener for the main request it ran on. */
  securityExceptionListener = false;
  /** Something read or wrote the session (a private response follows). */
  sessionUsed = false;
  /** The firewall the current main request went through, if any. */
  firewall: string | undefined;
  /** The locale locale-aware services currently use. */
  locale = 'en';
  /** How the ownership filter of the data layer is configured for this request. */
  ownershipFilter: { readonly enabled: boolean; readonly ownerId: string | null } | undefined;
  /** Controller id per request id (a redirect shows as the redirect controller's id). */
  readonly controllers = new Map<number, string>();
  private lastRequestId = 0;
  private nonces: { readonly script: string; readonly style: string } | undefined;
  private readonly happened = new Set<string>();
  private readonly flattened = new WeakMap<Error, ExceptionChain>();

  constructor(readonly app: AppServices) {
    this.startedAt = app.clock();
    this.log = new LogCollector(app.clock);
  }

  nextRequestId(): number {
    return ++this.lastRequestId;
  }

  get currentRequest(): KernelRequest | undefined {
    return this.stack[this.stack.length - 1];
  }

  get mainRequest(): KernelRequest | undefined {
    return this.stack[0];
  }

  parentOf(request: KernelRequest): KernelRequest | undefined {
    const at = this.stack.indexOf(request);
    return at > 0 ? this.stack[at - 1] : undefined;
  }

  /** Writes a log record on behalf of the current request. */
  write(level: LogLevel, channel: LogChannel, message: string, context?: Record<string, unknown>): void {
    this.log.write(this.currentRequest?.id ?? 0, level, channel, message, context);
  }

  /** The CSP nonces of the page this main request answers with: drawn once, shared by the page and its toolbar. */
  pageNonces(): { readonly script: string; readonly style: string } {
    return (this.nonces ??= { script: this.app.nonce(), style: this.app.nonce() });
  }

  /** The exception chain as data, flattened once per request (the page and both profiles read it). */
  flatten(error: Error): ExceptionChain {
    let chain = this.flattened.get(error);
    if (chain === undefined) this.flattened.set(error, (chain = flattenChain(error)));
    return chain;
  }

  /** True the first time `what` happens in this main request (sub-requests included). */
  firstTime(what: string): boolean {
    if (this.happened.has(what)) return false;
    this.happened.add(what);
    return true;
  }
}
