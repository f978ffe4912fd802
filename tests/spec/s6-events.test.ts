// SPEC §6 (with FACTS §0 and §4): the internal request-lifecycle events, their listeners
// in call order, how notifications are logged, and where the router's 404 cuts the cycle.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Profile } from '../../src/profiler/profile.ts';
import { get, send, startServer, type TestServer } from '../support/server.ts';
import { logRows } from '../support/page.ts';

const HK = 'Symfony\\Component\\HttpKernel\\EventListener\\';
const SENSIO = 'Sensio\\Bundle\\FrameworkExtraBundle\\EventListener\\';
const FIREWALL = 'Symfony\\Bundle\\SecurityBundle\\Debug\\TraceableFirewallListener';

const LISTENERS: Record<string, string[]> = {
  'kernel.request': [
    `${HK}DebugHandlersListener::configure`,
    `${HK}ValidateRequestListener::onKernelRequest`,
    `${HK}SessionListener::onKernelRequest`,
    `${HK}LocaleListener::setDefaultLocale`,
    `${HK}FragmentListener::onKernelRequest`,
    `${HK}RouterListener::onKernelRequest`,
    `${HK}LocaleListener::onKernelRequest`,
    `${HK}LocaleAwareListener::onKernelRequest`,
    `${FIREWALL}::configureLogoutUrlGenerator`,
    `${FIREWALL}::onKernelRequest`,
    'App\\EventSubscriber\\FilterConfigurationSubscriber::onKernelRequest',
  ],
  'kernel.controller': [
    'Symfony\\Bundle\\FrameworkBundle\\DataCollector\\RouterDataCollector::onKernelController',
    'Symfony\\Component\\HttpKernel\\DataCollector\\RequestDataCollector::onKernelController',
    `${SENSIO}ControllerListener::onKernelController`,
    `${SENSIO}ParamConverterListener::onKernelController`,
    `${SENSIO}HttpCacheListener::onKernelController`,
    `${SENSIO}TemplateListener::onKernelController`,
  ],
  'kernel.controller_arguments': [
    `${HK}ErrorListener::onControllerArguments`,
    `${SENSIO}SecurityListener::onKernelControllerArguments`,
    `${SENSIO}IsGrantedListener::onKernelControllerArguments`,
  ],
  'kernel.response': [
    'Symfony\\Component\\Security\\Http\\Firewall\\ContextListener::onKernelResponse',
    `${HK}ResponseListener::onKernelResponse`,
    'Symfony\\Component\\WebLink\\EventListener\\AddLinkHeaderListener::onKernelResponse',
    'Symfony\\Component\\HttpKernel\\DataCollector\\RequestDataCollector::onKernelResponse',
    `${SENSIO}HttpCacheListener::onKernelResponse`,
    'Symfony\\Component\\Security\\Http\\RememberMe\\ResponseListener::onKernelResponse',
    `${HK}ProfilerListener::onKernelResponse`,
    `${HK}ErrorListener::removeCspHeader`,
    'Symfony\\Bundle\\WebProfilerBundle\\EventListener\\WebDebugToolbarListener::onKernelResponse',
    `${HK}DisallowRobotsIndexingListener::onResponse`,
    `${HK}SessionListener::onKernelResponse`,
    `${HK}StreamedResponseListener::onKernelResponse`,
  ],
  'kernel.finish_request': [
    `${HK}LocaleListener::onKernelFinishRequest`,
    `${HK}RouterListener::onKernelFinishRequest`,
    `${HK}SessionListener::onFinishRequest`,
    'Symfony\\WebpackEncoreBundle\\EventListener\\ResetAssetsEventListener::resetAssets',
    `${FIREWALL}::onKernelFinishRequest`,
    `${HK}LocaleAwareListener::onKernelFinishRequest`,
  ],
  'kernel.exception': [
    'Symfony\\WebpackEncoreBundle\\EventListener\\ExceptionListener::onKernelException',
    `${HK}ErrorListener::logKernelException`,
    `${HK}ProfilerListener::onKernelException`,
    `${HK}RouterListener::onKernelException`,
    `${HK}ErrorListener::onKernelException`,
  ],
};

const test = suite('SPEC §6 events');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

async function profileOf(method: string, path: string): Promise<{ main: Profile; sub: Profile | undefined; status: number; body: string }> {
  const res = await send(server, method, path);
  const main = server.app.services.profiles.get(res.header('x-debug-token')!);
  assert.ok(main, `${method} ${path}: main profile`);
  const previous = res.header('x-previous-debug-token');
  return { main: main!, sub: previous === undefined ? undefined : server.app.services.profiles.get(previous), status: res.status, body: res.body };
}

/** The ids of the requests a sub-profile covers, so the main request's own calls can be told apart. */
function mainRequestCalls(main: Profile, sub: Profile | undefined) {
  const subIds = new Set((sub?.calls ?? []).map((c) => c.requestId));
  return main.calls.filter((c) => !subIds.has(c.requestId));
}

function calledListeners(calls: Profile['calls'], event: string): string[] {
  return calls.filter((c) => c.event === event && c.called).map((c) => c.listener);
}

for (const event of ['kernel.request', 'kernel.controller', 'kernel.controller_arguments', 'kernel.response', 'kernel.finish_request']) {
  test(`§6 ${event}: ${LISTENERS[event]!.length} listeners in the order of FACTS §4 (GET /items)`, async () => {
    const { main, status } = await profileOf('GET', '/items');
    assert.is(status, 200);
    assert.equal(calledListeners(main.calls, event), LISTENERS[event]);
  });
}

test('§6 the events of one request come in the order request, controller, controller_arguments, response, finish_request, then terminate', async () => {
  const { main } = await profileOf('GET', '/items');
  const order = main.calls.map((c) => c.event).filter((e, i, all) => all.indexOf(e) === i);
  assert.equal(order, ['kernel.request', 'kernel.controller', 'kernel.controller_arguments', 'kernel.response', 'kernel.finish_request', 'kernel.terminate']);
  // FACTS §4: the profile is saved during kernel.terminate, by ProfilerListener::onKernelTerminate, which counts as called.
  assert.equal(calledListeners(main.calls, 'kernel.terminate'), ['Symfony\\Component\\HttpKernel\\EventListener\\ProfilerListener::onKernelTerminate']);
});

test('§6 kernel.exception of the 404: 5 listeners, then ErrorListener::onKernelException stops propagation', async () => {
  const { main, sub } = await profileOf('GET', '/server-status');
  assert.equal(calledListeners(mainRequestCalls(main, sub), 'kernel.exception'), LISTENERS['kernel.exception']);
  const messages = main.log.map((r) => r.message);
  const stopped = `Listener "${HK}ErrorListener::onKernelException" stopped propagation of the event "kernel.exception".`;
  const at = messages.indexOf(stopped);
  assert.ok(at !== -1, 'stopped propagation row');
  const record = main.log[at]!;
  assert.is(record.level, 'DEBUG');
  assert.is(record.channel, 'event');
  assert.equal(record.context, { event: 'kernel.exception', listener: `${HK}ErrorListener::onKernelException` });
  const lastNotified = messages.lastIndexOf(`Notified event "kernel.exception" to listener "${HK}ErrorListener::onKernelException".`);
  assert.is(at, lastNotified + 1, 'directly after the last kernel.exception notification');
  const exceptionRows = messages.filter((m) => m.startsWith('Notified event "kernel.exception"'));
  assert.is(exceptionRows.length, 5);
});

test('§6 every notification is DEBUG on channel event with context {event, listener}', async () => {
  const { main } = await profileOf('GET', '/server-status');
  const notifications = main.log.filter((r) => r.message.startsWith('Notified event '));
  assert.ok(notifications.length > 30);
  for (const record of notifications) {
    assert.is(record.level, 'DEBUG');
    assert.is(record.channel, 'event');
    const context = record.context as { event: string; listener: string };
    assert.equal(Object.keys(context), ['event', 'listener']);
    assert.is(record.message, `Notified event "${context.event}" to listener "${context.listener}".`);
  }
});

test('§6 the router raises the 404 within kernel.request: only the first 6 listeners are notified for the main request', async () => {
  const { main, sub, status } = await profileOf('GET', '/server-status');
  assert.is(status, 404);
  const calls = mainRequestCalls(main, sub);
  assert.equal(calledListeners(calls, 'kernel.request'), LISTENERS['kernel.request']!.slice(0, 6));
});

test('§6 the 404 main request does not proceed through the controller step', async () => {
  const { main, sub } = await profileOf('GET', '/server-status');
  const calls = mainRequestCalls(main, sub);
  assert.ok(calls.length > 0);
  assert.is(calls.filter((c) => c.event === 'kernel.controller' || c.event === 'kernel.controller_arguments').length, 0);
  // ...while the error sub-request does run kernel.controller
  assert.ok(main.calls.some((c) => c.event === 'kernel.controller'), 'the error sub-request runs kernel.controller');
});

test('§6 the 404 page shows the first 6 kernel.request notifications before the ERROR row', async () => {
  const rows = logRows((await get(server, '/server-status')).body);
  const error = rows.findIndex((r) => r.level === 'ERROR');
  assert.is(error, 6);
  assert.equal(rows.slice(0, 6).map((r) => (r.context as { listener: string }).listener), LISTENERS['kernel.request']!.slice(0, 6));
});

test('§6 what a listener logs itself comes before the notifications of its event (Matched route before kernel.request rows)', async () => {
  const rows = logRows((await get(server, '/items/99')).body);
  const matched = rows.findIndex((r) => r.message === 'Matched route "items_show".');
  const firstRequestNotification = rows.findIndex((r) => r.message.startsWith('Notified event "kernel.request"'));
  assert.ok(matched !== -1 && firstRequestNotification !== -1);
  assert.ok(matched < firstRequestNotification, 'Matched route first');
  const security = rows.findIndex((r) => r.channel === 'security');
  assert.ok(security < firstRequestNotification, 'security rows (firewall, within kernel.request) before the notifications');
});

test('§6 kernel.terminate never appears in a page\'s Logs tab', async () => {
  for (const [method, path] of [['GET', '/server-status'], ['POST', '/items'], ['GET', '/items/99'], ['GET', '/server-status']] as const) {
    const rows = logRows((await send(server, method, path)).body);
    assert.ok(rows.length > 0);
    assert.not.ok(rows.some((r) => r.message.includes('kernel.terminate')), `${method} ${path}`);
  }
});

test('§6 kernel.terminate is not in a stored profile\'s log either (the profile is saved during it)', async () => {
  const { main } = await profileOf('GET', '/server-status');
  assert.not.ok(main.log.some((r) => r.message.includes('kernel.terminate')));
});

test.run();
