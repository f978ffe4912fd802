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
  const headers: string[] = [];
  for (const [name, value] of response.headers.list()) headers.push(name, headerSafe(value));
  for (const cookie of response.cookies) headers.push('Set-Cookie', headerSafe(cookie));
  const chunks = response.bodyChunks();
  let length = 0;
  for (const chunk of chunks) length += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'utf8') : chunk.length;
  headers.push('Content-Length', String(length));
  res.writeHead(response.status, headers);
  // Strings and the bytes of pre-encoded pieces go to the socket as they are: no
  // intermediate Buffer to allocate and copy. Corked, the pieces leave in one writev.
  res.cork();
  if (!isHead) for (const chunk of chunks) typeof chunk === 'string' ? res.write(chunk, 'utf8') : res.write(chunk);
  res.end();
  res.uncork();
}
