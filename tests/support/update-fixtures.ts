// `npm run fixtures:update`: rewrites the golden fixtures on purpose. Review their diff
// like code: a fixture changes only with a behaviour change you meant.
import { writeFile } from 'node:fs/promises';
import { captureAll, fixturePath, normalize } from './fixture-cases.ts';

Error.stackTraceLimit = 30;
const captures = await captureAll();
for (const capture of captures) await writeFile(fixturePath(capture.name), normalize(capture.raw));
console.log(`wrote ${captures.length} fixtures to fixtures/`);
