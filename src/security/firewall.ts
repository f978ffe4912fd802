// The security firewall `main`, with its one legacy guard-bridge authenticator. It runs
// on main requests only (sub-requests are still notified). Authenticating is out of
// scope: the authenticator supports requests carrying an X-AUTH-TOKEN header, and the
// firewall stops at the support check.
import { listener } from '../kernel/listener.ts';
import { deprecate, GUARD_BRIDGE_AUTHENTICATOR, GUARD_BRIDGE_DEPRECATION } from './deprecations.ts';

export const FIREWALL_NAME = 'main';
const TRACEABLE_FIREWALL = 'Symfony\\Bundle\\SecurityBundle\\Debug\\TraceableFirewallListener';
const SECURITY_HTTP = 'Symfony\\Component\\Security\\Http\\';

/** The logout URL generator learns which firewall is current, for logout links. */
export const configureLogoutUrlGenerator = listener(`${TRACEABLE_FIREWALL}::configureLogoutUrlGenerator`, 8, (event, ctx) => {
  if (event.isMainRequest) ctx.firewall = FIREWALL_NAME;
});

/**
 * Reading the security token of a stateful firewall tracks session usage, which makes
 * the response private (the profiler's security collector reads it).
 */
export function readSecurityToken(ctx: { firewall: string | undefined; sessionUsed: boolean }): null {
  if (ctx.firewall !== undefined) ctx.sessionUsed = true;
  return null; // no one is ever authenticated here
}

export const firewallOnRequest = listener(`${TRACEABLE_FIREWALL}::onKernelRequest`, 8, (event, ctx) => {
  if (!event.isMainRequest) return;
  const request = event.request;
  // Its exception listener is registered for the rest of this main request.
  ctx.securityExceptionListener = true;

  deprecate(ctx, GUARD_BRIDGE_DEPRECATION); // building the guard bridge triggers it
  const firewall = { firewall_name: FIREWALL_NAME };
  ctx.write('DEBUG', 'security', 'Checking for authenticator support.', { ...firewall, authenticators: 1 });
  ctx.write('DEBUG', 'security', 'Checking support on authenticator.', { ...firewall, authenticator: GUARD_BRIDGE_AUTHENTICATOR });
  if (request.header('x-auth-token') === undefined) {
    ctx.write('DEBUG', 'security', 'Authenticator does not support the request.', { ...firewall, authenticator: GUARD_BRIDGE_AUTHENTICATOR });
  }
});

export const firewallOnFinishRequest = listener(`${TRACEABLE_FIREWALL}::onKernelFinishRequest`, 0, (event, ctx) => {
  if (event.isMainRequest) ctx.securityExceptionListener = false;
});

/** Registered at run time by the firewall; handles authentication and access-denied errors only, none of which we raise. */
export const securityOnException = listener(`${SECURITY_HTTP}Firewall\\ExceptionListener::onKernelException`, 1, () => {});

/** Keeps the security token in the session; with no token, there is nothing to keep. */
export const contextOnResponse = listener(`${SECURITY_HTTP}Firewall\\ContextListener::onKernelResponse`, 0, () => {});

/** Sets a remember-me cookie when a login asked for one; ours never does. */
export const rememberMeOnResponse = listener(`${SECURITY_HTTP}RememberMe\\ResponseListener::onKernelResponse`, 0, () => {});
