// The route matcher (SPEC §4 rules 1–3, FACTS §6 and §7): static before dynamic routes,
// optional trailing {_format}, requirements, the toggled-slash redirect and "/".
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UrlMatcher, REDIRECT_CONTROLLER } from '../../src/routing/url-matcher.ts';
import { MethodNotAllowedException, NoConfigurationException, ResourceNotFoundException } from '../../src/errors/exceptions.ts';
import { ERROR_PREVIEW_ROUTES, PROFILER_ROUTES } from '../../src/routing/framework-routes.ts';
import { DEFAULT_ROUTE_TABLE, toRouteDefinition } from '../../src/routing/route-table.ts';

const test = suite('unit: UrlMatcher');
const GET = { method: 'GET', httpPort: 8000 };
const matcher = new UrlMatcher([...ERROR_PREVIEW_ROUTES, ...PROFILER_ROUTES, ...DEFAULT_ROUTE_TABLE.map(toRouteDefinition)]);

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

test('§4 static routes are matched before dynamic ones, whatever the registration order', () => {
  const m = new UrlMatcher([
    { name: 'dynamic', path: '/a/{x}', defaults: { _controller: 'd' } },
    { name: 'static', path: '/a/b', defaults: { _controller: 's' } },
  ]);
  assert.is(m.match('/a/b', GET)._route, 'static');
  assert.is(m.match('/a/c', GET)._route, 'dynamic');
  assert.is(matcher.match('/_profiler/search', GET)._route, '_profiler_search');
  assert.is(matcher.match('/_profiler/search_bar', GET)._route, '_profiler_search_bar');
});

test('FACTS §7 optional trailing {_format} with its default: /_error/{code}.{_format}', () => {
  assert.equal(matcher.match('/_error/404', GET), { _route: '_preview_error', _controller: 'error_controller::preview', _format: 'html', code: '404' });
  assert.is(matcher.match('/_error/404.json', GET)._format, 'json');
  assert.is(matcher.match('/_error/404.json', GET).code, '404');
});

test('FACTS §7 requirements: {code} must be digits', () => {
  assert.instance(thrown(() => matcher.match('/_error/abc', GET)), ResourceNotFoundException);
});

test('§4 dynamic route parameters: _route, then defaults, then variables', () => {
  const parameters = matcher.match('/items/7', GET);
  assert.equal(Object.keys(parameters), ['_route', '_controller', 'id']);
  assert.is(parameters.id, '7');
});

test('FACTS §6 toggled slash (GET): /items/ becomes the redirect route with the observed parameters in order', () => {
  const parameters = matcher.match('/items/', GET);
  assert.is(JSON.stringify(parameters), JSON.stringify({ _controller: REDIRECT_CONTROLLER, path: '/items', permanent: true, scheme: null, httpPort: 8000, httpsPort: 443, _route: 'items_list' }));
});

test('FACTS §6 toggled slash also for HEAD, and a route with a trailing slash is reached without it', () => {
  assert.is(matcher.match('/items/', { method: 'HEAD', httpPort: 80 })._controller, REDIRECT_CONTROLLER);
  const home = matcher.match('/_profiler', GET);
  assert.is(home._controller, REDIRECT_CONTROLLER);
  assert.is(home.path, '/_profiler/');
  assert.is(home._route, '_profiler_home');
});

test('FACTS §6 no toggle for other methods: DELETE /nothing-here reports the path as sent', () => {
  const error = thrown(() => matcher.match('/nothing-here', { method: 'DELETE', httpPort: 80 }));
  assert.instance(error, ResourceNotFoundException);
  assert.is(error.message, 'No routes found for "/nothing-here".');
});

test('§4 rule 1 / FACTS §6 the not-found message names the toggled path', () => {
  assert.is(thrown(() => matcher.match('/server-status', GET)).message, 'No routes found for "/server-status/".');
  assert.is(thrown(() => matcher.match('/server-status/', GET)).message, 'No routes found for "/server-status".');
  assert.is(thrown(() => matcher.match('/server-status%00', GET)).message, 'No routes found for "/server-status%00/".');
});

test('§4 rule 3 path matches but method does not: MethodNotAllowedException with the allowed methods', () => {
  const error = thrown(() => matcher.match('/items', { method: 'POST', httpPort: 80 }));
  assert.instance(error, MethodNotAllowedException);
  assert.equal((error as MethodNotAllowedException).allowedMethods, ['GET']);
  assert.is(error.message, '');
});

test('FACTS §6 "/" with no route: NoConfigurationException (the welcome page)', () => {
  const error = thrown(() => matcher.match('/', GET));
  assert.instance(error, NoConfigurationException);
  assert.is((error as NoConfigurationException).typeName, 'Symfony\\Component\\Routing\\Exception\\NoConfigurationException');
});

test('paths are matched percent-decoded: /items/%31 is item 1', () => {
  assert.is(matcher.match('/items/%31', GET).id, '1');
});

test.run();
