// The request as the kernel sees it, with the observed framework's rules for the host,
// the port, the method override and the absolute URI. Sub-requests are duplicates of
// their parent with other attributes.
import type { IncomingMessage } from 'node:http';
import { SuspiciousOperationException } from '../errors/exceptions.ts';
import { bytesToText, normalizeQueryString } from './php-encoding.ts';

export type RequestType = 'main' | 'sub';

/** What the listening socket says, used when the client sent no Host header. */
export interface LocalEndpoint {
  readonly address: string;
  readonly port: number;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'PATCH', 'PURGE', 'TRACE']);
// Once every run of these characters (each optionally followed by a dot, the first
// optionally preceded by "[") is removed, a valid host leaves nothing behind.
const HOST_CHARS = /(?:^\[)?[a-zA-Z0-9-:\]_]+\.?/g;

interface RequestData {
  readonly sentMethod: string;
  readonly pathInfo: string;
  readonly queryString: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly clientIp: string;
  readonly local: LocalEndpoint;
}

export class KernelRequest {
  /** Route attributes and controller arguments (`_route`, `_controller`, `exception`, ...). */
  readonly attributes: Map<string, unknown>;
  locale = 'en';
  private methodOverride: string | undefined;
  /** Shared with duplicates: once the host was found invalid, it reads as "" (no second throw). */
  private hostState: { valid: boolean };

  private constructor(
    readonly id: number,
    readonly type: RequestType,
    private readonly data: RequestData,
    attributes: Map<string, unknown>,
    hostState: { valid: boolean },
    methodOverride?: string,
  ) {
    this.attributes = attributes;
    this.hostState = hostState;
    this.methodOverride = methodOverride;
  }

  static fromNode(id: number, req: IncomingMessage, local: LocalEndpoint): KernelRequest {
    let target = req.url ?? '/';
    const hash = target.indexOf('#');
    if (hash !== -1) target = target.slice(0, hash);
    // A proxy-style absolute-form target keeps only its path and query.
    if (!target.startsWith('/')) target = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i, '');
    const q = target.indexOf('?');
    let pathInfo = q === -1 ? target : target.slice(0, q);
    if (!pathInfo.startsWith('/')) pathInfo = `/${pathInfo}`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = bytesToText(Array.isArray(value) ? value.join(', ') : value);
    }
    const remote = req.socket.remoteAddress ?? '';
    return new KernelRequest(id, 'main', {
      sentMethod: (req.method ?? 'GET').toUpperCase(),
      pathInfo,
      queryString: q === -1 ? '' : target.slice(q + 1),
      headers,
      clientIp: remote.startsWith('::ffff:') ? remote.slice(7) : remote,
      local,
    }, new Map(), { valid: true });
  }

  /** A sub-request: same client data, new attributes, optionally another method. */
  duplicate(id: number, attributes: Record<string, unknown>, method?: string): KernelRequest {
    return new KernelRequest(id, 'sub', this.data, new Map(Object.entries(attributes)), this.hostState, method ?? this.methodOverride);
  }

  get isMain(): boolean {
    return this.type === 'main';
  }

  /** The path as sent, percent-encoding kept. */
  get pathInfo(): string {
    return this.data.pathInfo;
  }

  get queryString(): string {
    return this.data.queryString;
  }

  get headers(): Readonly<Record<string, string>> {
    return this.data.headers;
  }

  get clientIp(): string {
    return this.data.clientIp;
  }

  header(name: string): string | undefined {
    return this.data.headers[name.toLowerCase()];
  }

  /**
   * The method, with POST overridable by X-HTTP-Method-Override or a `_method` query
   * parameter. An override that is not a word of capitals is a request error.
   */
  get method(): string {
    if (this.methodOverride !== undefined) return this.methodOverride;
    const sent = this.data.sentMethod;
    if (sent !== 'POST') return (this.methodOverride = sent);
    const asked = this.header('x-http-method-override') || new URLSearchParams(this.data.queryString).get('_method') || 'POST';
    const method = asked.toUpperCase();
    if (!KNOWN_METHODS.has(method) && !/^[A-Z]+$/.test(method)) {
      throw new SuspiciousOperationException(`Invalid method override "${method}".`);
    }
    return (this.methodOverride = method);
  }

  /** The method without raising: the sent one when the override is invalid. */
  get safeMethod(): string {
    try {
      return this.method;
    } catch {
      return this.data.sentMethod;
    }
  }

  /**
   * The host: lowercased, port removed, validated. The first invalid read raises; later
   * reads (also on duplicates) give "", which is why links then become relative.
   */
  host(): string {
    const sent = this.sentHost();
    const host = (sent === undefined ? this.data.local.address : sent.trim().replace(/:\d+$/, '')).toLowerCase();
    if (host !== '' && host.replace(HOST_CHARS, '') !== '') {
      if (!this.hostState.valid) return '';
      this.hostState.valid = false;
      throw new SuspiciousOperationException(`Invalid Host "${host}".`);
    }
    return host;
  }

  /** The Host header, unless it is absent or empty: PHP reads "" and "0" as no host. */
  private sentHost(): string | undefined {
    const sent = this.header('host');
    return sent === undefined || sent === '' || sent === '0' ? undefined : sent;
  }

  /** The host, or "" where it is invalid: for building links, never raises. */
  hostOrEmpty(): string {
    try {
      return this.host();
    } catch {
      return '';
    }
  }

  port(): number {
    const sent = this.sentHost();
    if (sent === undefined) return this.data.local.port;
    const colon = sent.startsWith('[') ? sent.indexOf(':', sent.lastIndexOf(']')) : sent.lastIndexOf(':');
    if (colon !== -1 && colon < sent.length - 1) return parseInt(sent.slice(colon + 1), 10) || 0;
    return 80;
  }

  /** "http://host[:port]", the port left out when it is 80. */
  schemeAndHttpHost(): string {
    const port = this.port();
    return `http://${this.hostOrEmpty()}${port === 80 ? '' : `:${port}`}`;
  }

  /** The absolute URL of a path on this host: what error messages show. */
  uriForPath(path: string): string {
    return this.schemeAndHttpHost() + path;
  }

  /** The absolute URI with the normalized query string: what profiles and logs show. */
  uri(): string {
    const query = normalizeQueryString(this.data.queryString);
    return this.uriForPath(this.data.pathInfo) + (query === '' ? '' : `?${query}`);
  }

  /** The base for generated links: absolute on a valid host, "" (relative links) otherwise. */
  linkBase(): string {
    return this.hostOrEmpty() === '' ? '' : this.schemeAndHttpHost();
  }

  cookie(name: string): string | undefined {
    const header = this.header('cookie');
    if (header === undefined) return undefined;
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
    }
    return undefined;
  }
}
