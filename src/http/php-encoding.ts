// Encodings whose exact output the observed framework shows: PHP's rawurlencode (debug
// headers, cookies), rawurldecode (the route matcher), and its query-string normalization
// (URIs in profiles and in the "Matched route" log context).

/** PHP rawurlencode: RFC 3986, everything but A-Z a-z 0-9 - _ . ~ percent-encoded (UTF-8). */
export function rawurlencode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * PHP rawurldecode on a byte string: %XX becomes that byte, invalid sequences stay as
 * they are. The result keeps one char per byte (latin1), so "/" is only ever itself.
 */
export function rawurldecodeBytes(text: string): string {
  if (!text.includes('%')) return text;
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Turns a latin1 byte string back into readable text (invalid UTF-8 becomes U+FFFD). */
export function bytesToText(bytes: string): string {
  // eslint-disable-next-line no-control-regex
  return /[^\x00-\x7f]/.test(bytes) ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
}

function urldecode(text: string): string {
  return bytesToText(rawurldecodeBytes(text.replace(/\+/g, ' ')));
}

type QueryValue = string | QueryTree;
interface QueryTree { [key: string]: QueryValue }

function setPath(tree: QueryTree, key: string, value: string): void {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) {
    tree[key] = value;
    return;
  }
  const path = [key.slice(0, open), ...key.slice(open + 1, -1).split('][')];
  let node = tree;
  path.forEach((segment, i) => {
    const name = segment === '' ? String(Object.keys(node).length) : segment;
    if (i === path.length - 1) node[name] = value;
    else {
      const next = node[name];
      node = typeof next === 'object' ? next : (node[name] = {});
    }
  });
}

function build(tree: QueryTree, prefix: string, out: string[]): void {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix === '' ? key : `${prefix}[${key}]`;
    if (typeof value === 'object') build(value, name, out);
    else out.push(`${rawurlencode(name)}=${rawurlencode(value)}`);
  }
}

/** Request::normalizeQueryString: parse, sort top-level keys, rebuild RFC 3986-encoded. */
export function normalizeQueryString(queryString: string): string {
  if (queryString === '') return '';
  const tree: QueryTree = {};
  for (const pair of queryString.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = urldecode(eq === -1 ? pair : pair.slice(0, eq)).replace(/\0.*$/s, '').replace(/^ +/, '');
    if (key === '') continue;
    setPath(tree, key, eq === -1 ? '' : urldecode(pair.slice(eq + 1)));
  }
  const sorted: QueryTree = {};
  for (const key of Object.keys(tree).sort()) sorted[key] = tree[key]!;
  const out: string[] = [];
  build(sorted, '', out);
  return out.join('&');
}

/** PHP json_encode with default flags: slashes and non-ASCII escaped (cookie payloads). */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
