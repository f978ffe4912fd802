// The baseline of `npm run bench`: a bare node:http server answering each path with a
// prebuilt response (same status, headers and body size as ours). Reads its responses
// as JSON from the file named by argv[2]; prints its base URL.
//
// With `--spin <µs>` it first spins that long per request in a loop that touches no
// memory: `npm run bench:budget` uses it to find how much CPU time an app may spend per
// response and still keep a given share of the bare server's throughput.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { spin: { type: 'string', default: '0' } } });
const spinMs = Number(values.spin) / 1000;

const responses = new Map(
  JSON.parse(readFileSync(positionals[0], 'utf8')).map(({ path, status, headers, bodyBytes }) => [
    path,
    { status, headers: headers.flat(), body: Buffer.alloc(bodyBytes, 'x') },
  ]),
);
const server = createServer((req, res) => {
  req.resume();
  if (spinMs > 0) for (const until = performance.now() + spinMs; performance.now() < until;);
  const response = responses.get(req.url) ?? responses.values().next().value;
  res.writeHead(response.status, response.headers);
  res.end(response.body);
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
