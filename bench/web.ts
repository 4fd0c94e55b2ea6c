// npm run bench:web: what a browser is sent and how fast the first pages feel. Builds the web
// app, serves it with the real server on a temporary DATA_DIR (loopback only; BENCH_PORT or a
// free port), seeds a player with 50 wargear items and a company of 15 warriors, then:
// - loads /, /login, a logged-in /armoury and the company page in Debian's Chromium and counts
//   the JS and CSS bytes actually transferred (compressed as the server sends them);
// - when Lighthouse is installed, prints its mobile performance score, paint times, blocking
//   time, layout shift and bytes for the same pages (and desktop for /armoury), each run and
//   then each page's medians against the budgets (score at least 0.95, blocking time under
//   200 ms, layout shift at most 0.1). It exits with 1 when a median is over: read that on a
//   quiet machine, as the budget (bench/RESULTS.md#budgets) is, with the load average it prints. No browser is downloaded: CHROMIUM_PATH or /usr/bin/chromium is used.
// - opens a player's pages offline, cold, at 4× CPU slowdown, with the service worker installed
//   and the data kept on the device, and prints the time to the app shell's paint and to the
//   company page's warriors, against its budget (bench/web-offline.ts).
// Flags: --no-build (use the existing build), --no-lighthouse, --no-offline,
// --offline-runs=<n> (offline cold starts of each page, default 3), --runs=<n> (Lighthouse runs of
// each page, default 3), --reports=<dir> (write each Lighthouse report there as JSON, to read
// its diagnostics: request chains, main-thread work, unused JavaScript, the LCP element),
// --only=<names> (Lighthouse on these pages only, comma-separated: home, login, armoury, company,
// campaign, desktop).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { firstPageFiles, FIRST_PAGES, kB, readManifest, sizesOf } from '../scripts/web-budget';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  lighthouseInstalled,
  lighthouseScore,
  type Score,
} from './lighthouse';
import { CAMPAIGN_COMPANIES, seedCampaign } from './seed';
import { printTable } from './table';

const SCORE_BUDGET = 0.95;
const TBT_BUDGET_MS = 200;
const CLS_BUDGET = 0.1;
import {
  COMPANY_WARRIORS,
  seed,
  serverPort,
  startServer,
  stopServer,
  WARGEAR_ITEMS,
  prepareBrowserBench,
} from './web-server';
import {
  OFFLINE_COMPANY_BUDGET_MS,
  OFFLINE_CPU_SLOWDOWN,
  offlineColdStarts,
  type OfflineStart,
} from './web-offline';
import { transferred, type Transfer } from './web-transfer';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-offline': { type: 'boolean', default: false },
    'offline-runs': { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    only: { type: 'string' },
  },
});

prepareBrowserBench(CHROMIUM, !flags['no-build']);

const manifest = readManifest();
console.log('First-page JavaScript per the build (npm run check:budget):');
printTable(
  ['page', 'scripts', 'brotli', 'gzip', 'as built'],
  FIRST_PAGES.map((page) => {
    const files = firstPageFiles(manifest, page);
    const sizes = sizesOf(files.js);
    return [page, String(files.js.length), kB(sizes.br), kB(sizes.gzip), kB(sizes.raw)];
  }),
);

function scoreRow(s: Score): string[] {
  return [
    s.page,
    s.preset,
    s.performance.toFixed(2),
    `${(s.fcpMs / 1000).toFixed(1)} s`,
    `${(s.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(s.tbtMs)} ms`,
    s.cls.toFixed(3),
    kB(s.bytes),
  ];
}

/** What a page is called in the tables and the reports' names. */
function pageName(page: string): string {
  if (page.startsWith('/company/')) return 'company';
  if (page.startsWith('/campaigns/')) return 'campaign';
  return page.slice(1) || 'home';
}

/** `<dir>/<page>-<preset>-<run>.json`: home, login, armoury, company or campaign. */
function saveReport(dir: string, score: Score, run: number) {
  fs.mkdirSync(dir, { recursive: true });
  const name = pageName(score.page);
  fs.writeFileSync(path.join(dir, `${name}-${score.preset}-${run + 1}.json`), score.report);
}

/** The machine's load average over the last minute, printed beside each measurement. */
function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(2);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each page's medians over its runs, against the budgets (mobile only: the budget is a phone's).
 * Returns the pages over budget, with what is over.
 */
function printMedians(runs: { page: string; preset: string }[], scores: Score[]): string[] {
  const over: string[] = [];
  const rows = runs.flatMap((run) => {
    const mine = scores.filter((s) => s.page === run.page && s.preset === run.preset);
    if (mine.length === 0) return [];
    const m = (pick: (s: Score) => number) => median(mine.map(pick));
    const score = m((s) => s.performance);
    const tbt = m((s) => s.tbtMs);
    const cls = m((s) => s.cls);
    const misses =
      run.preset === 'mobile'
        ? [
            score < SCORE_BUDGET ? `score ${score.toFixed(2)}` : '',
            tbt >= TBT_BUDGET_MS ? `TBT ${Math.round(tbt)} ms` : '',
            cls > CLS_BUDGET ? `CLS ${cls.toFixed(3)}` : '',
          ].filter(Boolean)
        : [];
    if (misses.length > 0) over.push(`${pageName(run.page)} (${misses.join(', ')})`);
    return [
      [
        pageName(run.page),
        run.preset,
        String(mine.length),
        score.toFixed(2),
        `${(m((s) => s.fcpMs) / 1000).toFixed(1)} s`,
        `${(m((s) => s.lcpMs) / 1000).toFixed(1)} s`,
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
        run.preset === 'mobile' ? (misses.length > 0 ? 'OVER' : 'within') : '',
      ],
    ];
  });
  console.log(
    `\nMedians (budget on mobile: score at least ${SCORE_BUDGET}, TBT under ${TBT_BUDGET_MS} ms, ` +
      `CLS at most ${CLS_BUDGET}):`,
  );
  printTable(['page', 'preset', 'runs', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'budget'], rows);
  return over;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-web-'));
let server: ChildProcess | undefined;
try {
  const port = await serverPort();
  const base = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir);
  const { user, companyPage } = await seed(base);
  const campaignPage = `/campaigns/${await seedCampaign(base, String(user.token))}`;
  const pages = [
    { page: '/' },
    { page: '/login' },
    { page: '/armoury', user },
    { page: companyPage, user },
    { page: campaignPage, user },
  ];

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const transfers: Transfer[] = [];
  let offline: OfflineStart[] = [];
  try {
    for (const { page, user: as } of pages)
      transfers.push(await transferred(browser, base, page, as));
    if (!flags['no-offline']) {
      offline = await offlineColdStarts(
        browser,
        base,
        [
          { page: '/armoury' },
          {
            page: companyPage,
            content: { selector: '[data-testid="warrior-card"]', count: COMPANY_WARRIORS },
          },
        ],
        user,
        Number(flags['offline-runs']),
      );
    }
  } finally {
    await browser.close();
  }
  console.log('\nBytes transferred by Chromium (response bodies as sent):');
  printTable(
    ['page', 'scripts', 'JS', 'CSS', 'encoding'],
    transfers.map((t) => [t.page, String(t.jsFiles), kB(t.js), kB(t.css), t.encoding]),
  );

  if (offline.length > 0) {
    console.log(
      `\nOffline cold start (service worker installed, no network, CPU ${OFFLINE_CPU_SLOWDOWN}× ` +
        `slower; medians of ${offline[0]!.runs}, from the navigation's start):`,
    );
    printTable(
      [
        'page',
        'app shell painted',
        'first contentful paint',
        'content painted',
        'online, no worker: content',
      ],
      offline.map((o) => [
        o.page,
        `${Math.round(o.shellMs)} ms`,
        `${Math.round(o.fcpMs)} ms`,
        o.page === companyPage
          ? `${Math.round(o.contentMs)} ms (${COMPANY_WARRIORS} warriors)`
          : '',
        `${Math.round(o.onlineContentMs)} ms`,
      ]),
    );
    const company = offline.find((o) => o.page === companyPage);
    if (company) {
      const over = company.contentMs > OFFLINE_COMPANY_BUDGET_MS;
      console.log(
        `Offline cold start to the company page's warriors: ${Math.round(company.contentMs)} ms, ` +
          `budget ${OFFLINE_COMPANY_BUDGET_MS} ms: ${over ? 'OVER' : 'within'} ` +
          '(read it on a quiet machine: a shared one slows every figure here).',
      );
    }
  }

  if (flags['no-lighthouse']) {
    console.log('\nLighthouse skipped (--no-lighthouse).');
  } else if (!(await lighthouseInstalled())) {
    console.log('\nLighthouse is not installed (npm install): scores skipped.');
  } else {
    const only = flags.only?.split(',');
    const runs = [
      ...pages.map((p) => ({ ...p, preset: 'mobile' as const })),
      { page: '/armoury', preset: 'desktop' as const, user },
    ].filter(
      (run) => !only || only.includes(run.preset === 'desktop' ? 'desktop' : pageName(run.page)),
    );
    const rows: string[][] = [];
    const scores: Score[] = [];
    for (let i = 0; i < Number(flags.runs); i++) {
      for (const run of runs) {
        try {
          const score = await lighthouseScore(base, run.page, run.preset, run.user);
          rows.push([...scoreRow(score), loadAverage()]);
          scores.push(score);
          if (flags.reports) saveReport(flags.reports, score, i);
        } catch (error) {
          // One failed run (a busy machine can time Lighthouse out) does not hide the others.
          console.error((error as Error).message);
          rows.push([run.page, run.preset, 'failed', '', '', '', '', '', loadAverage()]);
        }
      }
    }
    console.log(
      `\nLighthouse 12 (simulated throttling; logged in: /armoury with ${WARGEAR_ITEMS} items, ` +
        `the company page with ${COMPANY_WARRIORS} warriors, the campaign page with ` +
        `${CAMPAIGN_COMPANIES} companies):`,
    );
    printTable(
      ['page', 'preset', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'load average'],
      rows,
    );
    const over = printMedians(runs, scores);
    console.log(
      over.length === 0
        ? 'Every page within the Lighthouse budgets (bench/RESULTS.md#budgets).'
        : `OVER budget: ${over.join(', ')} (read it on a quiet machine: load average above).`,
    );
    if (over.length > 0) process.exitCode = 1;
  }
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
