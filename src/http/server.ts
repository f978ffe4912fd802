// The node:http server around the app: timeouts, a plain 4xx for what node's own HTTP
// parser rejects (never a crash), and a graceful close.
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { App } from '../app.ts';

export const SERVER_TIMEOUTS = {
  /** A client has this long to send all request headers (slow-header attacks). */
  headersTimeout: 15_000,
  /** ...and this long for the whole request. */
  requestTimeout: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
  /**
   * How often node checks the two timeouts above. Its default (30 s) lets a slow-header
   * client hold a connection up to 30 s past headersTimeout; check every second instead.
   */
  connectionsCheckingInterval: 1_000,
};

function parserErrorStatus(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout'];
  return [400, 'Bad Request'];
}

/** A plain-text answer written straight to the socket, which is then closed. */
function answerPlainly(socket: Duplex, status: number, reason: string, message: string): void {
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Robots-Tag: noindex\r\nConnection: close\r\n\r\n${body}`,
  );
}

function answerParserError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = parserErrorStatus(error.code);
  answerPlainly(socket, status, reason, error.message);
}

export function createAppServer(app: App, timeouts: Partial<typeof SERVER_TIMEOUTS> = {}): Server {
  const server = createServer({ ...SERVER_TIMEOUTS, ...timeouts, requireHostHeader: false }, app.handle);
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    // A response already under way on this socket cannot be replaced.
    const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (pending?.headersSent) {
      socket.destroy();
      return;
    }
    answerParserError(error, socket);
  });
  // CONNECT asks for a tunnel, which an application server does not open: node would
  // otherwise drop the connection without a word.
  server.on('connect', (_request: unknown, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    answerPlainly(socket, 405, 'Method Not Allowed', 'CONNECT is not supported: this is not a proxy.');
  });
  return server;
}

/** Stops accepting, lets in-flight requests finish, then resolves (forcing after `graceMs`). */
export function closeGracefully(server: Server, graceMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    // A keep-alive connection whose request completes after close() would otherwise stay
    // open until keepAliveTimeout or the grace period: close each one as it goes idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    sweep.unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
