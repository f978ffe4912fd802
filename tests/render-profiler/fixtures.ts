// Hand-built profiles for the profiler render tests: the reference's 404 (main profile
// c17807 forwarded to the error controller sub-request 118d4e) and a hostile one whose
// every client-supplied field carries markup.
import type { Profile } from '../../src/profiler/profile.ts';
import type { LogRecord } from '../../src/log/log-collector.ts';
import type { ListenerCall } from '../../src/kernel/request-context.ts';
import type { KernelEventName } from '../../src/kernel/kernel-event.ts';
import type { Nonces, PanelData } from '../../src/render/profiler/types.ts';
import { SourceCache } from '../../src/render/source-cache.ts';

export const BASE = 'http://127.0.0.1:8000';
/** Sat, 21 Nov 2026 09:14:45 UTC. */
export const T0 = Date.UTC(2026, 10, 21, 9, 14, 45, 0);
export const NONCES: Nonces = { script: 'scriptnonce0123456789abcdef012345', style: 'stylenonce0123456789abcdef0123456' };

export function log(level: LogRecord['level'], channel: LogRecord['channel'], message: string, context?: Record<string, unknown>, time = T0 + 10, requestId = 1): LogRecord {
  return { level, channel, message, context, time, requestId };
}

export function call(requestId: number, event: KernelEventName, listener: string, priority = 0, called = true, durationMs = 0.25): ListenerCall {
  return { requestId, event, listener, priority, called, durationMs };
}

const L = 'Symfony\\Component\\HttpKernel\\EventListener\\';
export const OWNERSHIP_DEPRECATION =
  'User Deprecated: Method "Doctrine\\ORM\\Query\\Filter\\SQLFilter::addFilterConstraint()" might add "string" as a native return type declaration in the future. Do the same in child class "App\\Doctrine\\Filter\\OwnershipFilter" now to avoid errors or add an explicit @return annotation to suppress this message.';
export const GUARD_DEPRECATION =
  'User Deprecated: Since symfony/security-guard 5.3: The "Symfony\\Component\\Security\\Guard\\Authenticator\\GuardBridgeAuthenticator" class is deprecated, use the new authenticator system instead.';

export const CONTAINER_DEPRECATIONS: LogRecord[] = [
  log('DEBUG', '', 'The "App\\Security\\ApiTokenAuthenticator" class extends "Symfony\\Component\\Security\\Guard\\AbstractGuardAuthenticator" that is deprecated since Symfony 5.3, use the new authenticator system instead.', undefined, T0 - 2000, 0),
  log('DEBUG', '', 'Since symfony/security-guard 5.3: The "Symfony\\Component\\Security\\Guard\\Authenticator\\GuardBridgeAuthenticator" class is deprecated, use the new authenticator system instead.', undefined, T0 - 2000, 0),
];

const notified = (event: string, listener: string, time: number, requestId: number): LogRecord =>
  log('DEBUG', 'event', `Notified event "${event}" to listener "${listener}".`, { event, listener }, time, requestId);

export function profile404(overrides: Partial<Profile> = {}): Profile {
  return {
    token: 'c17807',
    parentToken: undefined,
    childTokens: ['118d4e'],
    url: `${BASE}/server-status`,
    method: 'GET',
    ip: '127.0.0.1',
    statusCode: 404,
    time: T0,
    durationMs: 42.345,
    request: {
      method: 'GET',
      pathInfo: '/server-status',
      queryString: 'a=1&b=x%20y+z&flag',
      headers: { host: '127.0.0.1:8000', accept: 'text/html' },
      attributes: { _stopwatch_token: 'abc', n: 3 },
      routeParams: {},
      route: undefined,
      controller: undefined,
    },
    responseHeaders: [
      ['Content-Type', 'text/html; charset=UTF-8'],
      ['X-Debug-Token', 'c17807'],
    ],
    exception: [
      {
        typeName: 'Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException',
        shortName: 'NotFoundHttpException',
        namespace: 'Symfony\\Component\\HttpKernel\\Exception\\',
        message: `No route found for "GET ${BASE}/server-status"`,
        statusCode: 404,
        statusText: 'Not Found',
        headers: {},
        file: '',
        line: 0,
        frames: [],
      },
    ],
    log: [
      // Written later but in the same millisecond as the next one: stable order must keep it first.
      notified('kernel.request', `${L}RouterListener::onKernelRequest`, T0 + 5, 1),
      log('ERROR', 'request', `Uncaught PHP Exception NotFoundHttpException: "No route found for "GET ${BASE}/server-status""`, { exception: {} }, T0 + 5, 1),
      log('INFO', 'php', OWNERSHIP_DEPRECATION, { exception: {} }, T0 + 7, 2),
      notified('kernel.request', `${L}ValidateRequestListener::onKernelRequest`, T0 + 3, 1),
      log('INFO', 'php', GUARD_DEPRECATION, { exception: {} }, T0 + 9, 2),
      log('WARNING', 'app', 'Something odd', undefined, T0 + 9, 2),
    ],
    calls: [
      call(1, 'kernel.request', `${L}DebugHandlersListener::configure`, 2048),
      call(1, 'kernel.request', `${L}RouterListener::onKernelRequest`, 32),
      call(1, 'kernel.exception', `${L}ErrorListener::onKernelException`, -128),
      call(2, 'kernel.request', `${L}DebugHandlersListener::configure`, 2048),
      call(2, 'kernel.controller', 'Symfony\\Bundle\\FrameworkBundle\\DataCollector\\RouterDataCollector::onKernelController'),
      call(2, 'kernel.request', `${L}RouterListener::onKernelRequest`, 32),
      call(1, 'kernel.response', `${L}ResponseListener::onKernelResponse`),
      call(1, 'kernel.request', 'App\\EventSubscriber\\FilterConfigurationSubscriber::onKernelRequest', 0, false),
    ],
    estimatedBytes: 1000,
    ...overrides,
  };
}

export function errorChild(): Profile {
  const main = profile404();
  return {
    ...main,
    token: '118d4e',
    parentToken: 'c17807',
    childTokens: [],
    time: T0 + 1000,
    request: { ...main.request, controller: 'error_controller', attributes: { _controller: 'error_controller' } },
  };
}

export function panelData(profile: Profile = profile404(), overrides: Partial<PanelData> = {}): PanelData {
  return {
    profile,
    children: profile.token === 'c17807' ? [errorChild()] : [],
    linkBase: BASE,
    routes: [
      { name: 'items_list', path: '/items', methods: ['GET'], outcome: 'path' },
      { name: 'items_show', path: '/items/{id}', methods: ['GET', 'HEAD'], outcome: 'method' },
      { name: '_profiler', path: '/_profiler/{token}', methods: [], outcome: 'match' },
      { name: '_wdt', path: '/_wdt/{token}', methods: [], outcome: 'slash' },
    ],
    notCalled: [
      { event: 'kernel.view', listener: 'Some\\Listener::onView', priority: 0 },
      { event: 'kernel.request', listener: 'App\\EventSubscriber\\FilterConfigurationSubscriber::onKernelRequest', priority: 0 },
    ],
    containerDeprecations: CONTAINER_DEPRECATIONS,
    sources: SourceCache.fromEntries([]),
    ...overrides,
  };
}

/** Markup that must never reach a page as it is. */
export const PAYLOADS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(2)>', "'-alert(3)-'", '</pre><b>x</b>', '</title><i>t</i>', '--><s>c</s>'] as const;
export const EVIL = PAYLOADS.join('');

export function hostileProfile(): Profile {
  const base = profile404();
  return {
    ...base,
    token: `t${EVIL}`,
    parentToken: `p${EVIL}`,
    url: `${BASE}/x${EVIL}`,
    method: `GET${EVIL}`,
    ip: `1.2.3.4${EVIL}`,
    request: {
      method: `GET${EVIL}`,
      pathInfo: `/x${EVIL}`,
      queryString: `q=${encodeURIComponent(EVIL)}&${EVIL}=raw`,
      headers: { referer: `${BASE}/${EVIL}`, 'x-evil': EVIL, [EVIL]: 'name' },
      attributes: { [EVIL]: EVIL },
      routeParams: { id: EVIL },
      route: `r${EVIL}`,
      controller: `c${EVIL}`,
    },
    responseHeaders: [[`X-${EVIL}`, EVIL]],
    log: [
      log('ERROR', 'request', `boom ${EVIL}`, { payload: EVIL, [EVIL]: 1 }),
      log('INFO', 'php', `User Deprecated: ${EVIL}`, { exception: {} }),
    ],
    calls: [call(1, 'kernel.request', `L${EVIL}`, 7)],
  };
}

export function hostileChild(): Profile {
  const main = hostileProfile();
  return { ...main, token: `child${EVIL}`, parentToken: main.token, request: { ...main.request, controller: 'error_controller' } };
}

/** Visible text: tags dropped, the five escapes decoded, blanks squeezed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
