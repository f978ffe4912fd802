// Sessions: what the reference keeps between requests of one client (here only the
// profiler's search criteria), behind a PHPSESSID cookie. Owned by the app and bounded
// like the profile store: the least recently used session goes first.

export interface Session {
  readonly id: string;
  /** Created by this request: the response must carry its cookie. */
  readonly isNew: boolean;
  readonly data: Map<string, string>;
}

export const SESSION_COOKIE = 'PHPSESSID';
const SESSION_ID = /^[0-9a-f]{32}$/;

export class SessionStore {
  private readonly sessions = new Map<string, Map<string, string>>();

  constructor(
    private readonly capacity: number,
    private readonly newId: () => string,
  ) {}

  /** The session a cookie names, if it exists (a touch makes it the most recent). */
  find(id: string | undefined): Session | undefined {
    if (id === undefined || !SESSION_ID.test(id)) return undefined;
    const data = this.sessions.get(id);
    if (data === undefined) return undefined;
    this.sessions.delete(id);
    this.sessions.set(id, data);
    return { id, isNew: false, data };
  }

  create(): Session {
    let id = this.newId();
    while (this.sessions.has(id)) id = this.newId();
    const data = new Map<string, string>();
    this.sessions.set(id, data);
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size <= this.capacity) break;
      this.sessions.delete(oldest);
    }
    return { id, isNew: true, data };
  }

  get size(): number {
    return this.sessions.size;
  }
}

/** The Set-Cookie value that starts a session, as the reference sends it. */
export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; path=/; httponly; samesite=lax`;
}
