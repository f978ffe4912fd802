// The profiler listener: collects a profile of every request and sub-request at
// kernel.response (the response gets X-Debug-Token, and the previous token moves to
// X-Previous-Debug-Token), and saves them all at kernel.terminate, once the log and
// the event trace are complete. Profiler pages switch the profiler off for themselves.
import { phpJsonEncode, rawurlencode } from '../http/php-encoding.ts';
import type { KernelRequest } from '../http/kernel-request.ts';
import type { KernelResponse } from '../http/kernel-response.ts';
import { listener } from '../kernel/listener.ts';
import type { RequestContext } from '../kernel/request-context.ts';
import { HTTP_KERNEL_LISTENERS as L } from '../kernel/listeners/request-listeners.ts';
import { deprecate, GUARD_BRIDGE_DEPRECATION } from '../security/deprecations.ts';
import { readSecurityToken } from '../security/firewall.ts';
import { statusTextOf } from '../errors/flatten.ts';
import type { Profile, ProfiledRequest } from './profile.ts';
import { estimateProfileBytes } from './profile-size.ts';

export const profilerOnException = listener(`${L}ProfilerListener::onKernelException`, 0, (event, ctx) => {
  ctx.handledException = event.throwable;
});

export const profilerOnResponse = listener(`${L}ProfilerListener::onKernelResponse`, -100, (event, ctx) => {
  if (!ctx.profilerEnabled || !ctx.app.options.debug) return;
  const request = event.request;
  const response = event.response!;
  const token = ctx.app.profiles.newToken(new Set(ctx.collected.map((c) => c.token)));
  const previous = response.headers.get('X-Debug-Token');
  if (previous !== undefined) response.headers.set('X-Previous-Debug-Token', previous);
  response.headers.set('X-Debug-Token', token);

  collectRedirectCookie(ctx, request, response, token);
  // The security collector builds the firewall (which loads the guard bridge) and reads the token.
  deprecate(ctx, GUARD_BRIDGE_DEPRECATION);
  readSecurityToken(ctx);

  ctx.collected.push({
    token,
    requestId: request.id,
    parentRequestId: ctx.parentOf(request)?.id,
    isMain: request.isMain,
    base: {
      token,
      url: request.uri(),
      method: request.safeMethod,
      ip: request.clientIp,
      statusCode: response.status,
      time: ctx.app.clock(),
      request: describeRequest(ctx, request),
      responseHeaders: response.headers.list(),
      exception: ctx.handledException ? ctx.flatten(ctx.handledException) : undefined,
    },
  });
});

/** A profiled redirect leaves a cookie describing itself; the next request clears it. */
function collectRedirectCookie(ctx: RequestContext, request: KernelRequest, response: KernelResponse, token: string): void {
  if (request.cookie('sf_redirect') !== undefined && !response.cookies.some((c) => c.startsWith('sf_redirect='))) {
    response.cookies.push('sf_redirect=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; httponly');
  }
  if (!response.isRedirection || !response.headers.has('Location')) return;
  const controllerId = String(request.attributes.get('_controller') ?? 'n/a');
  const [className, method] = controllerId.split('::');
  const where = ctx.app.controllers.get(controllerId)?.definedAt;
  const payload = {
    token,
    route: request.attributes.get('_route') ?? 'n/a',
    method: request.safeMethod,
    controller: { class: className, method: method ?? null, file: where?.file ?? null, line: where?.line ?? null },
    status_code: response.status,
    status_text: statusTextOf(response.status),
  };
  response.cookies.push(`sf_redirect=${rawurlencode(phpJsonEncode(payload))}; path=/; httponly; samesite=lax`);
}

function describeRequest(ctx: RequestContext, request: KernelRequest): ProfiledRequest {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of request.attributes) {
    attributes[name] = value instanceof Error ? `${value.name}: ${value.message}` : name === '_exception_chain' ? '(flattened exception)' : value;
  }
  const route = request.attributes.get('_route');
  const routeParams = request.attributes.get('_route_params');
  return {
    method: request.safeMethod,
    pathInfo: request.pathInfo,
    queryString: request.queryString,
    headers: request.headers,
    attributes,
    routeParams: typeof routeParams === 'object' && routeParams !== null ? (routeParams as Record<string, unknown>) : {},
    route: typeof route === 'string' ? route : undefined,
    controller: ctx.controllers.get(request.id),
  };
}

export const profilerOnTerminate = listener(`${L}ProfilerListener::onKernelTerminate`, -1024, (event, ctx) => {
  const tokenOf = new Map(ctx.collected.map((c) => [c.requestId, c.token]));
  // This listener is running: the saved trace counts it as called, as the reference's does.
  const self = { requestId: event.request.id, event: event.name, listener: profilerOnTerminate.id, priority: profilerOnTerminate.priority, called: true, durationMs: 0 };
  const durationMs = ctx.app.clock() - ctx.startedAt;
  // The log and the trace as they stand (the dispatcher's row about this listener comes
  // after): one snapshot each, the main profile's, which its sub-requests' filter.
  const log = ctx.log.all().slice();
  const calls = [...ctx.calls, self];
  // Sub-request profiles are budgeted as if they held the whole log: the bound stays safe.
  const logMessageChars = ctx.log.totalMessageChars;
  for (const collected of ctx.collected) {
    const { base, requestId, isMain } = collected;
    // Spelled out rather than spread: V8 builds a literal of known shape much faster.
    const profile: Omit<Profile, 'estimatedBytes'> & { estimatedBytes: number } = {
      token: base.token,
      parentToken: collected.parentRequestId === undefined ? undefined : tokenOf.get(collected.parentRequestId),
      childTokens: ctx.collected.filter((c) => c.parentRequestId === requestId).map((c) => c.token),
      url: base.url,
      method: base.method,
      ip: base.ip,
      statusCode: base.statusCode,
      time: base.time,
      durationMs,
      request: base.request,
      responseHeaders: base.responseHeaders,
      exception: base.exception,
      log: isMain ? log : log.filter((record) => record.requestId === requestId),
      calls: isMain ? calls : calls.filter((call) => call.requestId === requestId),
      estimatedBytes: 0,
    };
    profile.estimatedBytes = estimateProfileBytes(profile, logMessageChars);
    ctx.app.profiles.save(profile);
  }
});
