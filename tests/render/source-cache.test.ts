import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceCache } from '../../src/render/source-cache.ts';

test('§2 source cache reads every .ts file under the root once, recursively', async () => {
  const root = await mkdtemp(join(tmpdir(), 'source-cache-'));
  try {
    await mkdir(join(root, 'a', 'b'), { recursive: true });
    await mkdir(join(root, 'node_modules', 'x'), { recursive: true });
    await writeFile(join(root, 'top.ts'), 'one\ntwo\nthree\n');
    await writeFile(join(root, 'a', 'b', 'deep.ts'), Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\r\n'));
    await writeFile(join(root, 'a', 'notes.md'), 'not source');
    await writeFile(join(root, 'node_modules', 'x', 'dep.ts'), 'skipped');
    const cache = await SourceCache.load(root);
    assert.is(cache.size, 2);
    assert.ok(cache.has(join(root, 'top.ts')));
    assert.not.ok(cache.has(join(root, 'node_modules', 'x', 'dep.ts')));
    // later changes on disk are not seen: the cache is read once
    await writeFile(join(root, 'top.ts'), 'changed');
    assert.equal(cache.excerpt(join(root, 'top.ts'), 2), { first: 1, lines: ['one', 'two', 'three', ''] });
    assert.equal(cache.excerpt(join(root, 'a', 'b', 'deep.ts'), 10, 2), { first: 8, lines: ['line 8', 'line 9', 'line 10', 'line 11', 'line 12'] });
    assert.equal(cache.excerpt(join(root, 'a', 'b', 'deep.ts'), 20)?.first, 15);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('§2 source cache knows nothing of node internals or out-of-range lines', () => {
  const cache = SourceCache.fromEntries([['/app/x.ts', 'a\nb']]);
  assert.is(cache.excerpt('node:internal/process/task_queues', 95), undefined);
  assert.is(cache.excerpt('/app/x.ts', 3), undefined);
  assert.is(cache.excerpt('/app/x.ts', 0), undefined);
  assert.equal(cache.excerpt('/app/x.ts', 1), { first: 1, lines: ['a', 'b'] });
  assert.is(SourceCache.empty().excerpt('/app/x.ts', 1), undefined);
});

test.run();
