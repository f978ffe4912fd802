// A rough size of a profile in memory, for the store's byte budget: string lengths
// (UTF-16, 2 bytes a char) plus a fixed overhead per object.
import type { Profile } from './profile.ts';

const OBJECT_OVERHEAD = 64;
const CONTEXT_ALLOWANCE = 256;

function textBytes(value: unknown): number {
  if (typeof value === 'string') return 2 * value.length;
  if (value === null || typeof value !== 'object') return 8;
  let bytes = OBJECT_OVERHEAD;
  if (Array.isArray(value)) for (const inner of value) bytes += textBytes(inner);
  else for (const key in value) bytes += 2 * key.length + textBytes((value as Record<string, unknown>)[key]);
  return bytes;
}

/** `logMessageChars`: the characters of every message in the profile's log (the collector counts them as it goes). */
export function estimateProfileBytes(profile: Omit<Profile, 'estimatedBytes'>, logMessageChars: number): number {
  // The request's texts (headers, path, query) dominate its size; attributes get a flat allowance.
  let bytes = 2048 + textBytes(profile.url) + textBytes(profile.request.headers) + 2 * (profile.request.pathInfo.length + profile.request.queryString.length) + textBytes(profile.responseHeaders);
  // Log records and listener calls are shared between a main profile and its children,
  // but each profile is budgeted as if it held its own copy: the bound stays safe.
  // Per record: the record object and a flat allowance for its context (most contexts
  // are the dispatcher's shared objects, counted here anyway); then the messages.
  bytes += profile.log.length * (OBJECT_OVERHEAD + CONTEXT_ALLOWANCE) + 2 * logMessageChars;
  bytes += profile.calls.length * (OBJECT_OVERHEAD + 16);
  for (const exception of profile.exception ?? []) bytes += textBytes(exception.message) + exception.frames.length * 160;
  return bytes;
}
