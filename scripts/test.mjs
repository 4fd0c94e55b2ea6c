// `npm test`: everything that must pass before a change ships, in three phases. The first
// runs its chains side by side: each stage in it keeps about one core busy (lint, type-check,
// the web build and its byte budget, the rules with their coverage floor). The unit and API
// tests and then the end-to-end journeys each use both cores, so they run alone: run side by
// side they slowed each other more than they gained. Each stage's output is printed whole
// when it ends, with its time; the total comes last, then where the time went: each stage's
// time, and the slowest test files and journeys from the runners' reports.
import { spawn } from 'node:child_process';
import { printWhereTimeWent } from './test-report.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const vitest = (project, report, extra = []) => [
  'npx',
  [
    'vitest',
    'run',
    ...project,
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.test-data/${report}.json`,
  ],
];

const phases = [
  [
    [['Lint', 'npm', ['run', 'lint']]],
    [['Typecheck', 'npm', ['run', 'typecheck']]],
    // Coverage is read for the rules only, so only their run pays for collecting it.
    [['Rules tests with coverage', ...vitest(['--project', 'rules'], 'rules', ['--coverage'])]],
    [
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
    ],
  ],
  [[['Unit and API tests', ...vitest(['--project', '!rules'], 'vitest')]]],
  // The build above is the one served: `npm run test:e2e` would build it again.
  [[['End-to-end tests', 'npm', ['run', 'test', '-w', 'e2e']]]],
];

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

if (!process.env.TEST_DATABASE_URL) {
  if (process.env.CI) {
    console.error('TEST_DATABASE_URL is not set: CI must run the API suite on PostgreSQL.');
    process.exit(1);
  }
  banner('Note');
  console.log(
    'TEST_DATABASE_URL is not set, so the API suite runs on the embedded database only.\n' +
      'To run it on PostgreSQL (and only the driver-dependent files on the embedded one):\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/some_empty_db npm test',
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

/** Counts from the runners' reports, for one closing line over every runner. */
function counts() {
  const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
  const vitestRuns = ['rules', 'vitest'].map((report) => read(`.test-data/${report}.json`));
  const budget = tapCounts('.test-data/budget.tap');
  const playwright = read('.test-data/playwright.json');
  const flaky = playwright?.stats?.flaky ?? 0;
  if (flaky > 0) console.log(`${flaky} end-to-end test(s) passed only on retry: look at them.`);
  const sum = (field) => vitestRuns.reduce((total, run) => total + (run?.[field] ?? 0), 0);
  const passed = sum('numPassedTests') + budget.passed + (playwright?.stats?.expected ?? 0) + flaky;
  const failed = sum('numFailedTests') + budget.failed + (playwright?.stats?.unexpected ?? 0);
  // A test of a driver-dependent file runs once per database: counted once as declared.
  const declared = new Set(
    vitestRuns.flatMap((run) =>
      (run?.testResults ?? []).flatMap((file) =>
        file.assertionResults.map((test) => `${file.name} › ${test.fullName}`),
      ),
    ),
  );
  console.log(`${declared.size} unit and API tests declared, ${sum('numTotalTests')} runs of them`);
  return `${passed} passed, ${failed} failed`;
}

/** Each stage's time in seconds, in the order they ended. */
const stageTimes = [];

const running = new Set();
let failure = null;

/** Runs one stage with its output kept, and prints that output whole once it has ended. */
function runStage([name, command, args]) {
  const started = performance.now();
  console.log(`▸ ${name} started`);
  // Its own process group, so that a failure elsewhere can stop it and all it started.
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const stopped = signal !== null && failure !== null;
      stageTimes.push({ name, seconds: (performance.now() - started) / 1000 });
      banner(
        `${name}: ${stopped ? 'stopped' : code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function runChain(stages) {
  for (const stage of stages) {
    if (failure) return;
    if (!(await runStage(stage))) {
      failure ??= stage[0];
      for (const child of running) process.kill(-child.pid, 'SIGTERM');
    }
  }
}

const start = performance.now();
rmSync('.test-data', { recursive: true, force: true });
mkdirSync('.test-data');
for (const chains of phases) await Promise.all(chains.map(runChain));
printWhereTimeWent(stageTimes);
banner(failure ? `${failure} failed` : 'All checks passed');
console.log(`Total: ${seconds(start)}`);
console.log(counts());
process.exit(failure ? 1 : 0);
