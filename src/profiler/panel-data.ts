// Gathers what a profiler panel shows besides the profile itself.
import type { KernelRequest } from '../http/kernel-request.ts';
import type { RequestContext } from '../kernel/request-context.ts';
import type { LogRecord } from '../log/log-collector.ts';
import type { ListenerRow, PanelData } from '../render/profiler/types.ts';
import { traceRoutes } from '../routing/route-trace.ts';
import { CONTAINER_DEPRECATIONS } from '../security/deprecations.ts';
import type { Profile } from './profile.ts';

function notCalledListeners(ctx: RequestContext, profile: Profile): ListenerRow[] {
  const called = new Set(profile.calls.filter((call) => call.called).map((call) => `${call.event} ${call.listener}`));
  return ctx.app.listeners.all()
    .filter(([event, listener]) => !called.has(`${event} ${listener.id}`))
    .map(([event, listener]) => ({ event, listener: listener.id, priority: listener.priority }));
}

export function panelData(ctx: RequestContext, request: KernelRequest, profile: Profile): PanelData {
  const containerDeprecations: LogRecord[] = CONTAINER_DEPRECATIONS.map((message) => ({
    level: 'INFO', channel: '', message, context: undefined, time: ctx.app.startedAt, requestId: 0,
  }));
  return {
    profile,
    children: profile.childTokens.map((token) => ctx.app.profiles.get(token)).filter((p): p is Profile => p !== undefined),
    linkBase: request.linkBase(),
    routes: traceRoutes(ctx.app.matcher.routes, profile.request.pathInfo, profile.method),
    notCalled: notCalledListeners(ctx, profile),
    containerDeprecations,
    sources: ctx.app.sources,
  };
}
