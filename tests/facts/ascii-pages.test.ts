// Speed guard: our pages are pure ASCII for an ASCII request. A single non-ASCII
// character in a template makes V8 store the whole page as a two-byte string, which
// costs about three times as much to encode on every response. Non-ASCII text we write
// goes in as numeric character references (&#8250;); client data is escaped as usual.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { get, startServer, type TestServer } from '../support/server.ts';

const test = suite('ASCII pages');
let server: TestServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

const NON_ASCII = /[^\x00-\x7f]/;

test('the 404 debug page, the 200 page with the toolbar, the profiler panels and /_wdt are pure ASCII', async () => {
  const notFound = await get(server, '/server-status');
  const token = notFound.header('x-debug-token')!;
  const pages = [
    ['404 page', notFound.body],
    ['200 page', (await get(server, '/items')).body],
    ['profiler exception panel', (await get(server, `/_profiler/${token}`)).body],
    ['profiler logger panel', (await get(server, `/_profiler/${token}?panel=logger`)).body],
    ['toolbar', (await get(server, `/_wdt/${token}`)).body],
  ] as const;
  for (const [name, body] of pages) {
    const found = NON_ASCII.exec(body);
    assert.not.ok(found, `${name} has a non-ASCII character ${JSON.stringify(found?.[0])} near ${JSON.stringify(body.slice(Math.max(0, (found?.index ?? 0) - 40), (found?.index ?? 0) + 10))}`);
  }
});

test.run();
