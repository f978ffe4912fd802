// Profile tokens: 6 lowercase hex characters. Random by default; with a seed, the same
// sequence on every run (each token is the head of sha256(seed:counter)).
import { createHash, randomBytes } from 'node:crypto';

export interface TokenSource {
  next(): string;
}

export function randomTokens(): TokenSource {
  return { next: () => randomBytes(3).toString('hex') };
}

export function seededTokens(seed: string): TokenSource {
  let counter = 0;
  return { next: () => createHash('sha256').update(`${seed}:${counter++}`).digest('hex').slice(0, 6) };
}
