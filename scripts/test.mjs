// `npm test`: everything that must pass before a change ships, in order of speed.
// lint, typecheck, unit and API tests (with rules coverage), the web build and its byte budget
// (DESIGN.md section 8), then end to end in Chromium against that same build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const steps = [
  ['Lint', 'npm', ['run', 'lint']],
  ['Typecheck', 'npm', ['run', 'typecheck']],
  [
    'Unit and API tests',
    'npx',
    [
      'vitest',
      'run',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-data/vitest.json',
    ],
  ],
  ['Web build', 'npm', ['run', 'build']],
  [
    'Web budget',
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      '--test-reporter-destination=.test-data/budget.tap',
      'scripts/web-budget.test.ts',
    ],
  ],
  // The build above is the one served: `npm run test:e2e` would build it again.
  ['End-to-end tests', 'npm', ['run', 'test', '-w', 'e2e']],
];

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

if (!process.env.TEST_DATABASE_URL) {
  if (process.env.CI) {
    console.error('TEST_DATABASE_URL is not set: CI must run the API suite on PostgreSQL too.');
    process.exit(1);
  }
  banner('Note');
  console.log(
    'TEST_DATABASE_URL is not set, so the API suite runs on the embedded database only.\n' +
      'To run it on PostgreSQL too: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/some_empty_db npm test',
  );
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. The end-to-end tests drive a real browser:\n` +
      '  apt-get install -y --no-install-recommends chromium\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/** The pass and fail counts of node's test runner, from the summary of its TAP report. */
function tapCounts(path) {
  const tap = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled') };
}

/** Counts from the runners' reports, for one closing line over all three runners. */
function counts() {
  const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
  const vitest = read('.test-data/vitest.json');
  const budget = tapCounts('.test-data/budget.tap');
  const playwright = read('.test-data/playwright.json');
  const flaky = playwright?.stats?.flaky ?? 0;
  if (flaky > 0) console.log(`${flaky} end-to-end test(s) passed only on retry: look at them.`);
  const passed =
    (vitest?.numPassedTests ?? 0) + budget.passed + (playwright?.stats?.expected ?? 0) + flaky;
  const failed =
    (vitest?.numFailedTests ?? 0) + budget.failed + (playwright?.stats?.unexpected ?? 0);
  return `${passed} passed, ${failed} failed`;
}

rmSync('.test-data', { recursive: true, force: true });
for (const [name, command, args] of steps) {
  banner(name);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    console.log(counts());
    process.exit(result.status ?? 1);
  }
}
banner('All checks passed');
console.log(counts());
