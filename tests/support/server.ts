// A real server on port 0 for tests, plus small request helpers.
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { createApp, type App, type AppConfig } from '../../src/app.ts';
import { closeGracefully, createAppServer } from '../../src/http/server.ts';

Error.stackTraceLimit = 30;

export interface TestServer {
  readonly app: App;
  readonly base: string;
  /** host:port, as in the Host header */
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

export async function startServer(config: Partial<AppConfig> = {}, timeouts: Parameters<typeof createAppServer>[1] = {}): Promise<TestServer> {
  const app = await createApp(config);
  const server = createAppServer(app, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { app, base: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, port, close: () => closeGracefully(server, 1000) };
}

export interface RawResponse {
  readonly status: number;
  readonly statusText: string;
  /** Header [name, value] pairs in the order they were sent. */
  readonly headerList: Array<[string, string]>;
  header(name: string): string | undefined;
  readonly body: string;
}

/** One request with full control over method, path (sent as is) and headers. */
export function send(server: TestServer, method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers: { host: server.host, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headerList: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headerList.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          headerList,
          header: (name) => headerList.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1],
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export const get = (server: TestServer, path: string, headers: Record<string, string> = {}) => send(server, 'GET', path, headers);
