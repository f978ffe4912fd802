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

const BY_EVENT: Readonly<Record<KernelEventName, readonly Listener[]>> = {
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

// While the firewall's exception listener is registered (priority 1), it runs first.
const EXCEPTION_WITH_SECURITY: readonly Listener[] = [firewall.securityOnException, ...BY_EVENT['kernel.exception']];

export class ListenerTable {
  for(event: KernelEventName, ctx: RequestContext): readonly Listener[] {
    if (event === 'kernel.exception' && ctx.securityExceptionListener) return EXCEPTION_WITH_SECURITY;
    return BY_EVENT[event];
  }

  /** Every listener with its event, for the Events panel's "not called" list. */
  all(): ReadonlyArray<readonly [KernelEventName, Listener]> {
    return (Object.keys(BY_EVENT) as KernelEventName[]).flatMap((event) => BY_EVENT[event].map((l) => [event, l] as const));
  }
}
