import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderProductionErrorPage } from '../../src/render/pages/production-error-page.ts';
import { renderRedirectPage } from '../../src/render/pages/redirect-page.ts';
import { renderWelcomePage } from '../../src/render/pages/welcome-page.ts';
import { renderSimplePage } from '../../src/render/pages/simple-page.ts';
import { html } from '../../src/render/html.ts';
import { textOf } from './fixtures.ts';

test('§6 production error page: title and apology, nothing else', () => {
  const page = renderProductionErrorPage(404, 'Not Found');
  assert.ok(page.includes('<title>An Error Occurred: Not Found</title>'));
  const body = textOf(page.slice(page.indexOf('<body>')));
  assert.is(
    body,
    'Oops! An Error Occurred The server returned a "404 Not Found". Something is broken. Please let us know what you were doing when this error occurred. We will fix it as soon as possible. Sorry for any inconvenience caused.',
  );
  assert.match(page, /<body>/);
  assert.not.match(page, /\.ts\b|Exception|log/i);
});

test('§6 redirect page: meta refresh, title and link, escaped', () => {
  const page = renderRedirectPage('http://127.0.0.1:8000/items');
  assert.ok(page.includes(`<meta http-equiv="refresh" content="0;url='http://127.0.0.1:8000/items'">`));
  assert.ok(page.includes('<title>Redirecting to http://127.0.0.1:8000/items</title>'));
  assert.ok(page.includes('Redirecting to <a href="http://127.0.0.1:8000/items">http://127.0.0.1:8000/items</a>.'));
  const hostile = renderRedirectPage(`/x'"><script>`);
  assert.not.ok(hostile.includes('<script>'));
  assert.ok(hostile.includes(`content="0;url='/x&#039;&quot;&gt;&lt;script&gt;'"`));
});

test('§6 welcome page for / without a route', () => {
  const page = renderWelcomePage();
  assert.ok(page.includes('<title>Welcome to Symfony!</title>'));
  assert.ok(textOf(page).includes('Welcome to Symfony 5.4.53'));
  assert.match(textOf(page), /no route is configured for the homepage/);
});

test('§4 simple page wraps business markup in a body the toolbar can find', () => {
  const page = renderSimplePage('Items <all>', html`<ul><li>${'a&b'}</li></ul>`);
  assert.ok(page.includes('<title>Items &lt;all&gt;</title>'));
  assert.ok(page.includes('<ul><li>a&amp;b</li></ul>'));
  assert.match(page, /<\/body>\n<\/html>/);
});

test.run();
