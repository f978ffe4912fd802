// Profile tokens (6 lowercase hex characters) and CSP nonces (32). Random by default;
// with a seed, the same sequences on every run (each value is the head of
// sha256(seed:kind:counter)), so deterministic mode gives byte-stable pages.
import { createHash, randomBytes } from 'node:crypto';

export interface TokenSource {
  next(): string;
  nonce(): string;
}

export function randomTokens(): TokenSource {
  // One system call per 4 KiB of randomness instead of one per token or nonce.
  let pool = randomBytes(4096);
  let offset = 0;
  const take = (bytes: number): string => {
    if (offset + bytes > pool.length) {
      pool = randomBytes(4096);
      offset = 0;
    }
    offset += bytes;
    return pool.toString('hex', offset - bytes, offset);
  };
  return { next: () => take(3), nonce: () => take(16) };
}

export function seededTokens(seed: string): TokenSource {
  let tokens = 0;
  let nonces = 0;
  const draw = (kind: string, n: number, length: number) => createHash('sha256').update(`${seed}:${kind}:${n}`).digest('hex').slice(0, length);
  return { next: () => draw('token', tokens++, 6), nonce: () => draw('nonce', nonces++, 32) };
}
