// Profile search: the criteria of the search bar, read from a query string, and the
// matching profiles, newest first. Text criteria match as substrings, like the
// reference's file storage does.
import { rawurlencode } from '../http/php-encoding.ts';
import type { Profile } from './profile.ts';
import type { ProfileStore } from './profile-store.ts';
import type { SearchCriteria } from '../render/profiler/types.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;

/**
 * The criteria of a query string; a criterion the query leaves out is taken from the
 * `remembered` ones (the last search of this session), as the reference's search bar does.
 */
export function criteriaFromQuery(queryString: string, remembered = ''): SearchCriteria {
  const query = new URLSearchParams(queryString);
  const fallback = new URLSearchParams(remembered);
  const text = (name: string) => ((query.has(name) ? query.get(name) : fallback.get(name)) ?? '').trim();
  const limit = Number.parseInt(text('limit'), 10);
  return {
    ip: text('ip'),
    method: text('method').toUpperCase(),
    statusCode: text('status_code'),
    url: text('url'),
    token: text('token'),
    start: text('start'),
    end: text('end'),
    limit: Number.isFinite(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
  };
}

/** The criteria as a query string, in the reference's order, empty ones left out, RFC 3986-encoded (no raw quote can cut a redirect URL short). */
export function criteriaQuery(criteria: SearchCriteria): string {
  const pairs: Array<[string, string]> = [
    ['ip', criteria.ip], ['method', criteria.method], ['status_code', criteria.statusCode], ['url', criteria.url],
    ['start', criteria.start], ['end', criteria.end], ['limit', String(criteria.limit)],
  ];
  return pairs.filter(([, value]) => value !== '').map(([name, value]) => `${name}=${rawurlencode(value)}`).join('&');
}

function dayBound(text: string, endOfDay: boolean): number | undefined {
  if (text === '') return undefined;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z` : text);
  return Number.isNaN(time) ? undefined : time;
}

export function findProfiles(store: ProfileStore, criteria: SearchCriteria): Profile[] {
  const start = dayBound(criteria.start, false);
  const end = dayBound(criteria.end, true);
  const found: Profile[] = [];
  for (const profile of store.newestFirst()) {
    if (found.length >= criteria.limit) break;
    if (criteria.ip && !profile.ip.includes(criteria.ip)) continue;
    if (criteria.url && !profile.url.includes(criteria.url)) continue;
    if (criteria.method && !profile.method.includes(criteria.method)) continue;
    if (criteria.statusCode && !String(profile.statusCode).includes(criteria.statusCode)) continue;
    if (start !== undefined && profile.time < start) continue;
    if (end !== undefined && profile.time > end) continue;
    found.push(profile);
  }
  return found;
}
