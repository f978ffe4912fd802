import { serialize } from 'node:v8';
import { createApp } from './app.ts';
import { Readable } from 'node:stream';
const app = await createApp({});
const tag = (s: string) => String.fromCharCode(serialize(s)[2]!); // '"' one-byte, 'c' two-byte
function req(url: string) { const r = Readable.from([]) as any; Object.assign(r, { url, method: 'GET', headers: { host: '127.0.0.1:8000' }, socket: { remoteAddress: '127.0.0.1', localAddress: '127.0.0.1', localPort: 8000 } }); return r; }
let token = '';
app.handle(req('/server-status'), { writeHead(_s: number, h: string[]) { token = h[h.indexOf('X-Debug-Token') + 1]!; }, end() {} } as any);
for (const url of ['/server-status', `/_profiler/${token}`, `/_profiler/${token}?panel=logger`, '/items', `/_wdt/${token}`]) {
  app.handle(req(url), { writeHead() {}, end(body: string) { console.log(url, 'representation:', tag(body) === '"' ? 'one-byte' : tag(body) === 'c' ? 'TWO-BYTE' : tag(body)); } } as any);
}
