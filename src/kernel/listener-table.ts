// Which listeners each kernel event notifies, in call order (FACTS §4), built once.
// Ties in priority keep registration order; the lists below are already in call order.
import type { KernelEventName } from './kernel-event.ts';
import type { Listener } from './listener.ts';
import type { RequestContext } from './request-context.ts';
import * as requests from './listeners/request-listeners.ts';
import * as router from './listeners/router-listener.ts';
import * as errors from './listeners/error-listener.ts';
import * as responses from './listeners/response-listeners.ts';
import * as controllers from './listeners/controller-listeners.ts';
import * as firewall from '../security/firewall.ts';
import { filterConfigurationOnRequest } from '../security/ownership-filter.ts';
import { profilerOnException, profilerOnResponse, profilerOnTerminate } from '../profiler/profiler-listener.ts';
import { toolbarOnResponse } from '../profiler/toolbar-listener.ts';

export type ListenersByEvent = Readonly<Partial<Record<KernelEventName, readonly Listener[]>>>;

/** FACTS §4: the listeners of the reference application. */
export const REFERENCE_LISTENERS: ListenersByEvent = {
  'kernel.request': [
    requests.debugHandlersConfigure,
    requests.validateRequest,
    requests.sessionOnRequest,
    requests.setDefaultLocale,
    requests.fragmentOnRequest,
    router.routerOnRequest,
    requests.localeOnRequest,
    requests.localeAwareOnRequest,
    firewall.configureLogoutUrlGenerator,
    firewall.firewallOnRequest,
    filterConfigurationOnRequest,
  ],
  'kernel.controller': [
    controllers.routerCollectorOnController,
    controllers.requestCollectorOnController,
    controllers.controllerAnnotations,
    controllers.paramConverter,
    controllers.httpCacheOnController,
    controllers.templateOnController,
  ],
  'kernel.controller_arguments': [
    errors.errorOnControllerArguments,
    controllers.securityAnnotations,
    controllers.isGrantedAnnotations,
  ],
  'kernel.response': [
    firewall.contextOnResponse,
    responses.responseOnResponse,
    responses.addLinkHeader,
    responses.requestCollectorOnResponse,
    responses.httpCacheOnResponse,
    firewall.rememberMeOnResponse,
    profilerOnResponse,
    errors.removeCspHeader,
    toolbarOnResponse,
    responses.disallowRobotsIndexing,
    responses.sessionOnResponse,
    responses.streamedResponse,
  ],
  'kernel.finish_request': [
    responses.localeOnFinishRequest,
    router.routerOnFinishRequest,
    responses.sessionOnFinishRequest,
    responses.resetAssets,
    firewall.firewallOnFinishRequest,
    responses.localeAwareOnFinishRequest,
  ],
  'kernel.exception': [
    responses.encoreOnException,
    errors.logKernelException,
    profilerOnException,
    router.routerOnException,
    errors.errorOnException,
  ],
  'kernel.terminate': [profilerOnTerminate],
};


/** The message and context of one dispatcher row about one listener: made once, shared by every request. */
export interface NotificationRow {
  readonly message: string;
  readonly context: { readonly event: string; readonly listener: string };
}

export type NotificationKind = 'notified' | 'not-called' | 'stopped';

function notificationMessage(kind: NotificationKind, event: string, listener: string): string {
  if (kind === 'notified') return `Notified event "${event}" to listener "${listener}".`;
  if (kind === 'not-called') return `Listener "${listener}" was not called for event "${event}".`;
  return `Listener "${listener}" stopped propagation of the event "${event}".`;
}

/** A listener of one event with the rows the dispatcher writes about it there (made once). */
export interface ListenerEntry {
  readonly listener: Listener;
  readonly rows: Readonly<Record<NotificationKind, NotificationRow>>;
}

function entriesOf(event: KernelEventName, listeners: readonly Listener[]): readonly ListenerEntry[] {
  return listeners.map((listener) => {
    // One frozen context per row: every request's record of that row shares it, which is
    // what lets the renderer keep the row's markup (see RenderCache.row).
    const row = (kind: NotificationKind): NotificationRow => ({
      message: notificationMessage(kind, event, listener.id),
      context: Object.freeze({ event, listener: listener.id }),
    });
    return { listener, rows: { notified: row('notified'), 'not-called': row('not-called'), stopped: row('stopped') } };
  });
}

export class ListenerTable {
  private readonly entries: Partial<Record<KernelEventName, readonly ListenerEntry[]>> = {};
  /** While the firewall's exception listener is registered (priority 1), it runs first. */
  private readonly exceptionWithSecurity: readonly ListenerEntry[];

  constructor(private readonly byEvent: ListenersByEvent = REFERENCE_LISTENERS) {
    for (const event of Object.keys(byEvent) as KernelEventName[]) this.entries[event] = entriesOf(event, byEvent[event] ?? []);
    this.exceptionWithSecurity = entriesOf('kernel.exception', [firewall.securityOnException, ...(byEvent['kernel.exception'] ?? [])]);
  }

  /** The listeners `event` notifies in this request, in call order, with their rows. */
  entriesFor(event: KernelEventName, ctx: RequestContext): readonly ListenerEntry[] {
    if (event === 'kernel.exception' && ctx.securityExceptionListener) return this.exceptionWithSecurity;
    return this.entries[event] ?? [];
  }

  /** Every listener with its event, for the Events panel's "not called" list. */
  all(): ReadonlyArray<readonly [KernelEventName, Listener]> {
    return (Object.keys(this.byEvent) as KernelEventName[]).flatMap((event) => (this.byEvent[event] ?? []).map((l) => [event, l] as const));
  }
}
