// Small formatting helpers shared by the profiler renderers: dates the way the observed
// framework prints them (always UTC, so a page reads the same wherever it is served),
// profiler links, and the one check that decides whether a URL may become an href.
import type { Profile } from '../../profiler/profile.ts';
import type { PanelName } from './types.ts';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function clock(date: Date): string {
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** PHP date('r') in UTC: `Sat, 21 Nov 2026 09:14:45 +0000`. */
export function rfc2822(time: number): string {
  const d = new Date(time);
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${clock(d)} +0000`;
}

/** PHP date('d-M-Y H:i:s') in UTC: `21-Nov-2026 09:14:46`. */
export function searchDate(time: number): string {
  const d = new Date(time);
  return `${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${clock(d)}`;
}

/** `HH:MM:SS.mmm` in UTC. */
export function logTimeMs(time: number): string {
  const d = new Date(time);
  return `${clock(d)}.${pad(d.getUTCMilliseconds(), 3)}`;
}

/** `{linkBase}/_profiler/{token}` (token URL-encoded), with `?panel=` when given. */
export function profilerUrl(linkBase: string, token: string, panel?: PanelName): string {
  const url = `${linkBase}/_profiler/${encodeURIComponent(token)}`;
  return panel === undefined ? url : `${url}?panel=${panel}`;
}

/** Only http(s) URLs become links; anything else (javascript:, data:) is shown as text. */
export function isLinkable(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The child profile of the error controller sub-request, if the request was forwarded there. */
export function errorControllerChild(children: readonly Profile[]): Profile | undefined {
  return children.find((child) => child.request.controller === 'error_controller');
}
