// Runs every uvu suite under tests/ in one process (TypeScript through tsx), echoes
// uvu's own report, then prints the closing line CI reads: "N passed, M failed".
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// uvu does not export its bin; find it next to its package.json.
const uvuBin = require.resolve('uvu').replace(/dist[\/]index.js$/, 'bin.js');
const pattern = process.argv[2] ?? '\\.test\\.ts$';

const child = spawn(process.execPath, ['--import', 'tsx', uvuBin, 'tests', pattern], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
});

let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});

child.on('close', (code) => {
  const number = (label) => Number((output.match(new RegExp(`${label}:\\s+(\\d+)`)) ?? [])[1] ?? NaN);
  const total = number('Total');
  const passed = number('Passed');
  const skipped = number('Skipped') || 0;
  if (Number.isNaN(total) || Number.isNaN(passed)) {
    console.log('\n0 passed, 1 failed');
    console.error('tests/run.mjs: uvu printed no totals (a suite crashed before reporting)');
    process.exit(1);
  }
  const failed = total - passed - skipped;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(code === 0 && failed === 0 && total > 0 ? 0 : 1);
});
