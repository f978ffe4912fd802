// Frames as data (SPEC §2 Stack Traces): captured once per throw site, ending at the
// front controller inside a request, and, for an exception raised while its cause is
// handled, made of its own first frame and the cause's frames below it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NotFoundHttpException, ResourceNotFoundException } from '../../src/errors/exceptions.ts';
import type { Frame } from '../../src/errors/stack-frames.ts';

const test = suite('unit: frame capture');
const THIS_FILE = new URL(import.meta.url).pathname;
const below = (frames: readonly Frame[]) => frames.slice(1).map((f) => `${f.functionName} ${f.file}:${f.line}`);

function raise(): never {
  throw new ResourceNotFoundException('No routes found for "/x/".');
}

function handle(): { cause: ResourceNotFoundException; wrapped: NotFoundHttpException; captured: NotFoundHttpException } {
  try {
    raise();
  } catch (error) {
    const cause = error as ResourceNotFoundException;
    return { cause, wrapped: new NotFoundHttpException('No route found', cause), captured: new NotFoundHttpException('No route found') };
  }
}

test('§2 outside a request, frames run to the bottom of the stack, first frame first', () => {
  const { cause } = handle();
  assert.is(cause.frames[0]!.functionName, 'raise');
  assert.is(cause.frames[0]!.file, THIS_FILE);
  assert.is(cause.frames[1]!.functionName, 'handle');
  assert.ok(cause.frames.length > 3);
});

test('§2 the same throw site reached the same way gives the very same frame list', () => {
  const lists = [1, 2].map(() => handle().cause.frames);
  assert.is(lists[0], lists[1]);
});

test('§2 raised while handling its cause: its own first frame, then exactly what a full capture gives', () => {
  const { cause, wrapped, captured } = handle();
  assert.is(wrapped.frames[0]!.functionName, 'handle');
  assert.is(wrapped.frames[0]!.file, THIS_FILE);
  assert.equal(below(wrapped.frames), below(captured.frames));
  assert.equal(below(wrapped.frames), below(cause.frames.slice(1)));
});

// `nest` catches at depth 2 what depth 0 raised: its function shows three times in the
// cause's frames, so they cannot tell which call is the catching one.
function nest(depth: number): NotFoundHttpException[] {
  if (depth === 0) throw new ResourceNotFoundException('deep');
  try {
    return nest(depth - 1);
  } catch (error) {
    if (depth < 2) throw error;
    return [new NotFoundHttpException('caught', error as Error), new NotFoundHttpException('caught')];
  }
}

test('§2 an ambiguous cause (the catching function recursed) falls back to a full capture', () => {
  const [wrapped, captured] = nest(2);
  assert.equal(below(wrapped!.frames), below(captured!.frames));
  assert.is(wrapped!.frames.filter((f) => f.functionName === 'nest').length, 1);
});

test.run();
