// The baseline of `npm run bench`: a bare node:http server answering each path with a
// prebuilt response (same status, headers and body size as ours). Reads its responses
// as JSON from the file named by argv[2]; prints its base URL.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const responses = new Map(
  JSON.parse(readFileSync(process.argv[2], 'utf8')).map(({ path, status, headers, bodyBytes }) => [
    path,
    { status, headers: headers.flat(), body: Buffer.alloc(bodyBytes, 'x') },
  ]),
);
const server = createServer((req, res) => {
  req.resume();
  const response = responses.get(req.url) ?? responses.values().next().value;
  res.writeHead(response.status, response.headers);
  res.end(response.body);
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
