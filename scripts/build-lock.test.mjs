// node --test scripts/build-lock.test.mjs: `npm start`s started together build the web app once.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildOnce } from './build-lock.mjs';

const root = mkdtempSync(join(tmpdir(), 'build-lock-'));
after(() => rmSync(root, { recursive: true, force: true }));

// A start in a process of its own: its build is a line in builds.log, and it goes on only once
// the other start waits for it (or builds too), so that the two surely overlap; `built` is the
// finished build.
const START = `
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
const [moduleUrl, dir] = process.argv.slice(1);
const { buildOnce } = await import(moduleUrl);
const log = join(dir, 'builds.log');
const othersBuilt = () => readFileSync(log, 'utf8').trim().split('\\n').length > 1;
await buildOnce({
  lockPath: join(dir, 'build.lock'),
  needsBuild: () => !existsSync(join(dir, 'built')),
  build: async () => {
    appendFileSync(log, process.pid + '\\n');
    while (!existsSync(join(dir, 'waiting')) && !othersBuilt()) await delay(10);
    writeFileSync(join(dir, 'built'), '');
  },
  onWait: () => writeFileSync(join(dir, 'waiting'), ''),
  pollMs: 10,
});
`;

function start(dir) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      START,
      new URL('./build-lock.mjs', import.meta.url).href,
      dir,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('buildOnce', () => {
  it('builds once for two starts at once, and both go on with that build', async () => {
    const dir = mkdtempSync(join(root, 'together-'));
    assert.deepEqual(await Promise.all([start(dir), start(dir)]), [0, 0]);
    assert.equal(readFileSync(join(dir, 'builds.log'), 'utf8').trim().split('\n').length, 1);
    assert.equal(existsSync(join(dir, 'build.lock')), false);
  });

  it('takes over the lock of a start that died, and builds', async () => {
    const dir = mkdtempSync(join(root, 'stale-'));
    const lockPath = join(dir, 'build.lock');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    writeFileSync(lockPath, dead.stdout);
    let builds = 0;
    const built = await buildOnce({
      lockPath,
      needsBuild: () => builds === 0,
      build: () => {
        builds += 1;
        assert.equal(readFileSync(lockPath, 'utf8').trim(), String(process.pid));
      },
      onWait: () => assert.fail('waited for a process that is gone'),
      pollMs: 10,
    });
    assert.equal(built, true);
    assert.equal(builds, 1);
    assert.equal(existsSync(lockPath), false);
  });

  it('builds nothing when the build is up to date', async () => {
    const dir = mkdtempSync(join(root, 'fresh-'));
    const built = await buildOnce({
      lockPath: join(dir, 'build.lock'),
      needsBuild: () => false,
      build: () => assert.fail('built again'),
    });
    assert.equal(built, false);
  });
});
