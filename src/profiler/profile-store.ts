// The profile store: the only state the app keeps across requests. Bounded by a count
// and a byte budget (estimated per profile); the oldest profiles are evicted first, and
// an evicted token reads like one that never existed.
import type { Profile } from './profile.ts';
import type { TokenSource } from './token-source.ts';

export interface ProfileStoreLimits {
  readonly capacity: number;
  readonly maxBytes: number;
}

export class ProfileStore {
  /** Insertion order is age order: the first entry is the oldest. */
  private readonly profiles = new Map<string, Profile>();
  private bytes = 0;

  constructor(readonly limits: ProfileStoreLimits, private readonly tokens: TokenSource) {}

  /** A token no stored profile has (a clash with a stored one draws again). */
  newToken(reserved: ReadonlySet<string> = new Set()): string {
    for (;;) {
      const token = this.tokens.next();
      if (!this.profiles.has(token) && !reserved.has(token)) return token;
    }
  }

  save(profile: Profile): void {
    this.remove(profile.token);
    this.profiles.set(profile.token, profile);
    this.bytes += profile.estimatedBytes;
    for (const oldest of this.profiles.keys()) {
      if (this.profiles.size <= this.limits.capacity && this.bytes <= this.limits.maxBytes) break;
      if (oldest === profile.token) break; // never evict the profile just saved
      this.remove(oldest);
    }
  }

  get(token: string): Profile | undefined {
    return this.profiles.get(token);
  }

  get size(): number {
    return this.profiles.size;
  }

  get estimatedBytes(): number {
    return this.bytes;
  }

  /** Newest first, lazily: a search stops walking once it has enough. */
  *newestFirst(): Generator<Profile> {
    const all = [...this.profiles.values()];
    for (let i = all.length - 1; i >= 0; i--) yield all[i]!;
  }

  latest(limit = Infinity): Profile[] {
    const out: Profile[] = [];
    for (const profile of this.newestFirst()) {
      if (out.length >= limit) break;
      out.push(profile);
    }
    return out;
  }

  newest(): Profile | undefined {
    let last: Profile | undefined;
    for (const profile of this.profiles.values()) last = profile;
    return last;
  }

  private remove(token: string): void {
    const existing = this.profiles.get(token);
    if (existing === undefined) return;
    this.profiles.delete(token);
    this.bytes -= existing.estimatedBytes;
  }
}
