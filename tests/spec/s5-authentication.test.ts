// SPEC §5: the firewall `main` with its one guard-bridge authenticator, the order of its
// checks, the deprecation, the ownership filter, and the other security listeners.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { KernelEventName } from '../../src/kernel/kernel-event.ts';
import { RequestContext } from '../../src/kernel/request-context.ts';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { logRows, type LogRow } from '../support/page.ts';

const GUARD_BRIDGE = 'Symfony\\Component\\Security\\Guard\\Authenticator\\GuardBridgeAuthenticator';
const GUARD_DEPRECATION = `User Deprecated: Since symfony/security-guard 5.3: The "${GUARD_BRIDGE}" class is deprecated, use the new authenticator system instead.`;
const FILTER_LISTENER = 'App\\EventSubscriber\\FilterConfigurationSubscriber::onKernelRequest';

const test = suite('SPEC §5 authentication');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

const simplify = (row: LogRow) => ({ level: row.level, channel: row.channel, message: row.message, context: row.context });

test('§5 a main request reaching the firewall: support check, then the authenticator, then "does not support"', async () => {
  const rows = logRows((await get(server, '/items/99')).body).filter((r) => r.channel === 'security').map(simplify);
  assert.equal(rows, [
    { level: 'DEBUG', channel: 'security', message: 'Checking for authenticator support.', context: { firewall_name: 'main', authenticators: 1 } },
    { level: 'DEBUG', channel: 'security', message: 'Checking support on authenticator.', context: { firewall_name: 'main', authenticator: GUARD_BRIDGE } },
    { level: 'DEBUG', channel: 'security', message: 'Authenticator does not support the request.', context: { firewall_name: 'main', authenticator: GUARD_BRIDGE } },
  ]);
});

test('§5 exactly 1 authenticator, the guard bridge', async () => {
  const rows = logRows((await get(server, '/items/99')).body);
  const checks = rows.filter((r) => r.message === 'Checking support on authenticator.');
  assert.is(checks.length, 1);
  assert.is((checks[0]!.context as { authenticator: string }).authenticator, GUARD_BRIDGE);
});

test('§5 with an X-AUTH-TOKEN header the authenticator supports the request: no "does not support" row', async () => {
  const rows = logRows((await get(server, '/items/99', { 'x-auth-token': 'abc' })).body).filter((r) => r.channel === 'security');
  assert.equal(rows.map((r) => r.message), ['Checking for authenticator support.', 'Checking support on authenticator.']);
});

test('§5 the legacy guard-bridge deprecation (INFO php) precedes the security rows', async () => {
  const rows = logRows((await get(server, '/items/99')).body);
  const deprecation = rows.findIndex((r) => r.message === GUARD_DEPRECATION);
  const firstSecurity = rows.findIndex((r) => r.channel === 'security');
  assert.ok(deprecation !== -1, 'deprecation row');
  assert.is(rows[deprecation]!.level, 'INFO');
  assert.is(rows[deprecation]!.channel, 'php');
  assert.is(firstSecurity, deprecation + 1, 'immediately followed by the security rows');
  assert.is(rows.filter((r) => r.message === GUARD_DEPRECATION).length, 1, 'logged once');
});

test('§5 the 404 main request never reaches the firewall: no security rows on its page', async () => {
  const res = await get(server, '/server-status');
  assert.is(res.status, 404);
  const rows = logRows(res.body);
  assert.ok(rows.length > 0);
  assert.is(rows.filter((r) => r.channel === 'security').length, 0);
});

test('§5 the ownership filter subscriber is notified in every request (main and sub)', async () => {
  for (const path of ['/items', '/items/99', '/server-status']) {
    const res = await get(server, path);
    const profile = server.app.services.profiles.get(res.header('x-debug-token')!)!;
    const requestIds = new Set(profile.calls.filter((c) => c.event === 'kernel.request').map((c) => c.requestId));
    const notified = new Set(profile.calls.filter((c) => c.listener === FILTER_LISTENER && c.called).map((c) => c.requestId));
    // The 404 main request stops at the router; every request that completes kernel.request runs the filter.
    const completed = [...requestIds].filter((id) => profile.calls.some((c) => c.requestId === id && c.event === 'kernel.controller'));
    assert.ok(completed.length > 0, `${path}: some request completed kernel.request`);
    for (const id of completed) assert.ok(notified.has(id), `${path}: request ${id} notified the filter`);
  }
});

test('§5 ownership filter notification is logged on the page (channel event)', async () => {
  const rows = logRows((await get(server, '/server-status')).body);
  assert.ok(rows.some((r) => r.channel === 'event' && (r.context as { listener?: string } | undefined)?.listener === FILTER_LISTENER));
});

function responseListeners(): string[] {
  const ctx = new RequestContext(server.app.services);
  return server.app.services.listeners.entriesFor('kernel.response' as KernelEventName, ctx).map((entry) => entry.listener.id);
}

test('§5 the security context listener and the remember-me response listener run on kernel.response', async () => {
  const ids = responseListeners();
  assert.ok(ids.includes('Symfony\\Component\\Security\\Http\\Firewall\\ContextListener::onKernelResponse'));
  assert.ok(ids.includes('Symfony\\Component\\Security\\Http\\RememberMe\\ResponseListener::onKernelResponse'));
  const res = await send(server, 'GET', '/items');
  const profile = server.app.services.profiles.get(res.header('x-debug-token')!)!;
  const called = profile.calls.filter((c) => c.event === 'kernel.response' && c.called).map((c) => c.listener);
  assert.ok(called.includes('Symfony\\Component\\Security\\Http\\Firewall\\ContextListener::onKernelResponse'), 'context listener called');
  assert.ok(called.includes('Symfony\\Component\\Security\\Http\\RememberMe\\ResponseListener::onKernelResponse'), 'remember-me listener called');
});

test.run();
