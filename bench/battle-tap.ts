// npm run bench:battle: how long a battle counter tap takes to reach the screen on a slow
// phone (bench/RESULTS.md#budgets: at most 50 ms). Builds the web app (unless --no-build), serves
// it with the real server on a temporary DATA_DIR, seeds a company of 15 warriors, opens its
// battle at 360 × 640 in Debian's Chromium with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), and taps counters with real pointer input, each timed in
// the page from the click to the next paint (TIME_TAPS).
// It prints the figures and whether the p95 tap is within budget. On a busy machine the
// figures are slower than the phone's would be: run it on a quiet one.
// Flags: --no-build, --taps=<n> (default 40), --profile=<file.cpuprofile> (the page's JavaScript
// sampled during the timed taps, for Chromium's DevTools; build with `npx vite build --minify
// false` in packages/web first to read the functions' names), --trace=<file.json> (a
// performance trace of the timed taps: style, layout and paint too, for DevTools).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { printTable } from './table';
import {
  seed,
  serverPort,
  startServer,
  stopServer,
  returningVisitor,
  storeReturningVisitor,
  prepareBrowserBench,
} from './web-server';

const BUDGET_MS = 50;
const CPU_SLOWDOWN = 4;
const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    taps: { type: 'string', default: '40' },
    profile: { type: 'string' },
    trace: { type: 'string' },
  },
});

prepareBrowserBench(CHROMIUM, !flags['no-build']);

/**
 * Runs in the page (as text: the bench is compiled without the DOM's types). For each click
 * it records the time from the click (the finger lifting: a counter changes on click) to the
 * paint that follows, and how much of it was the page's own work. The listener bubbles on the
 * document, so it runs after React's handler at the root; the paint is found by a
 * requestAnimationFrame and a message posted from it, which runs once that frame is painted.
 */
const TIME_TAPS = `
  window.tapTimes = [];
  window.workTimes = [];
  document.addEventListener('click', (event) => {
    const start = event.timeStamp;
    window.workTimes.push(performance.now() - start);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.tapTimes.push(performance.now() - start);
        window.onTapPainted?.();
      };
      channel.port2.postMessage(null);
    });
  });
`;

/** Gets past Old Battle Wounds and Against the Odds to the counters. */
async function reachBattle(page: Page) {
  const next = page.getByRole('button', { name: 'Next' });
  await next.waitFor();
  for (const hero of await page.getByRole('radio', { name: 'Ready' }).all()) {
    await hero.check({ force: true });
  }
  await next.click();
  await page.getByRole('button', { name: 'Begin Battle' }).click();
  await page.getByRole('list', { name: 'Warriors in battle' }).waitFor();
}

/** One tap with real pointer input, waited on until its paint is recorded. */
async function tap(page: Page, name: string, count: number) {
  // By its label, not by role: finding a button by its accessible name works out every name on
  // the page, in the page's own thread, and on a loaded machine that spilled into the tap.
  const button = page.locator(`button[aria-label="${name.replaceAll('"', '\\"')}"]`);
  // Scrolled to the middle first, as a thumb would (clear of the sticky banner and the bar of
  // Undo at the bottom), and left to settle: the tap is timed, not the scroll.
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(100);
  const box = await button.boundingBox();
  if (!box) throw new Error(`No button named ${name}`);
  // The page says when the tap's paint is recorded: polling for it from here would run the
  // harness's own script in the very frames being timed. Set up before the click, and awaited
  // after it with one call.
  await page.evaluate((n) => {
    const timed = globalThis as unknown as {
      tapTimes: number[];
      onTapPainted?: () => void;
      tapPainted?: Promise<void>;
    };
    timed.tapPainted = new Promise<void>((resolve) => {
      timed.onTapPainted = () => {
        if (timed.tapTimes.length < n) return;
        timed.onTapPainted = undefined;
        resolve();
      };
    });
  }, count);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => (globalThis as unknown as { tapPainted?: Promise<void> }).tapPainted);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-battle-'));
let server: ChildProcess | undefined;
try {
  const port = await serverPort();
  const base = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir);
  const { user, companyPage } = await seed(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 640 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/about');
    await page.evaluate(storeReturningVisitor, returningVisitor(user));
    await page.goto(`${companyPage}/battle`);
    await reachBattle(page);
    await page.evaluate(TIME_TAPS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Wounds inflicted up and down on every warrior in turn, and wounds down and back up
    // (which turns a card to Wounded and moves the banner): the taps of a real battle.
    const names = await page
      .getByRole('list', { name: 'Warriors in battle' })
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
    const plan: string[] = [];
    for (let i = 0; plan.length < Number(flags.taps); i++) {
      const name = names[i % names.length]!;
      plan.push(
        `Wounds inflicted of ${name}: one more`,
        `Wounds of ${name}: one less`,
        `Wounds of ${name}: one more`,
        `Wounds inflicted of ${name}: one less`,
      );
    }
    plan.length = Number(flags.taps);
    // Two taps to warm up, not counted.
    await tap(page, plan[0]!, 1);
    await tap(page, plan[3]!, 2);
    if (flags.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    if (flags.trace) await browser.startTracing(page, { path: flags.trace, screenshots: false });
    const loadAtStart = os.loadavg()[0]!.toFixed(2);
    for (const [i, name] of plan.entries()) await tap(page, name, i + 3);
    if (flags.trace) await browser.stopTracing();
    if (flags.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(flags.profile, JSON.stringify(profile));
    }
    const sorted = async (name: string) =>
      ((await page.evaluate(name)) as number[]).slice(2).sort((a, b) => a - b);
    const times = await sorted('tapTimes');
    const work = await sorted('workTimes');
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `\nBattle counter tap to paint, ${times.length} taps, CPU ${CPU_SLOWDOWN}× slower, 360 × 640 ` +
        `(load average ${loadAtStart} at the start of the taps, ${os.loadavg()[0]!.toFixed(2)} at their end):`,
    );
    printTable(
      ['figure', 'tap to paint', 'of which page work'],
      [
        ['median', ms(percentile(times, 50)), ms(percentile(work, 50))],
        ['p95', ms(percentile(times, 95)), ms(percentile(work, 95))],
        ['slowest', ms(times.at(-1)!), ms(work.at(-1)!)],
      ],
    );
    const within = percentile(times, 95) <= BUDGET_MS;
    console.log(
      `Budget ${BUDGET_MS} ms (bench/RESULTS.md#budgets): p95 ${within ? 'within' : 'OVER'} budget.`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
