// Where a test run's time went, from the runners' own reports in .test-data: each stage's time,
// the slowest test files of each Vitest run and the journeys by file and one by one. Printed by
// `npm test` (scripts/test.mjs) at its end; `node scripts/test-report.mjs [dir]` prints it again
// from the reports a run left.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

/** The slowest files of a Vitest JSON report, each with its project's time in it. */
function slowestFiles(report, limit) {
  const run = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  const root = `${process.cwd()}/`;
  return (run?.testResults ?? [])
    .map((file) => ({
      name: file.name.replace(root, ''),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, limit);
}

/** Every journey of the Playwright JSON report with its time (retries included) and file. */
function journeys(report) {
  const run = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        found.push({ file: spec.file ?? file, title: spec.title, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of run?.suites ?? []) walk(suite, suite.file);
  return found;
}

const secondsText = (value) => `${value.toFixed(1).padStart(6)} s`;

/** Where the time went: stages, then the slowest files and journeys. */
export function printWhereTimeWent(stageTimes, dir = '.test-data') {
  banner('Where the time went');
  for (const { name, seconds } of stageTimes) console.log(`${secondsText(seconds)}  ${name}`);
  const files = [
    ['rules', 'Slowest rules test files'],
    ['vitest', 'Slowest unit and API test files (a file run on both databases counts twice)'],
  ];
  for (const [report, title] of files) {
    const slow = slowestFiles(`${dir}/${report}.json`, 10);
    if (slow.length === 0) continue;
    console.log(`\n${title}:`);
    for (const file of slow) console.log(`${secondsText(file.seconds)}  ${file.name}`);
  }
  const all = journeys(`${dir}/playwright.json`);
  if (all.length === 0) return;
  const perFile = new Map();
  for (const journey of all)
    perFile.set(journey.file, (perFile.get(journey.file) ?? 0) + journey.seconds);
  console.log('\nJourney files, by the time of their journeys added up (two browsers at once):');
  for (const [file, seconds] of [...perFile].sort((a, b) => b[1] - a[1]))
    console.log(`${secondsText(seconds)}  ${file}`);
  console.log('\nSlowest journeys:');
  for (const journey of all.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`${secondsText(journey.seconds)}  ${journey.file} › ${journey.title}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printWhereTimeWent([], process.argv[2]);
}
