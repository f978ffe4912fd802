// Where our own sources live: error pages show excerpts of these files only.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOURCE_ROOT = dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = resolve(SOURCE_ROOT, '..');
