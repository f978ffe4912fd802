// Writes a kernel response to the socket: headers in their order, cookies last,
// Content-Length from the body, no body for HEAD.
import type { ServerResponse } from 'node:http';
import type { KernelResponse } from './kernel-response.ts';

// Header values may only hold visible ASCII and tabs; anything else a client smuggled
// into a value we echo (a Location built from its path) is percent-encoded.
const UNSAFE_HEADER_CHARS = /[^\t\x20-\x7e]/g;

function headerSafe(value: string): string {
  return value.replace(UNSAFE_HEADER_CHARS, (c) => encodeURIComponent(c));
}

export function sendResponse(res: ServerResponse, response: KernelResponse, isHead: boolean): void {
  const body = Buffer.from(response.body, 'utf8');
  const headers: string[] = [];
  for (const [name, value] of response.headers.list()) headers.push(name, headerSafe(value));
  for (const cookie of response.cookies) headers.push('Set-Cookie', headerSafe(cookie));
  headers.push('Content-Length', String(body.length));
  res.writeHead(response.status, headers);
  res.end(isHead ? undefined : body);
}
