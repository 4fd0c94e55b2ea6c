// `npm start`: build the web app when it is missing or older than its sources, then serve
// the API and the app on one port (the embedded database unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOnce } from './build-lock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'packages/web/dist/index.html');
const buildLock = join(root, 'packages/web/.build.lock');
const webSources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/public',
  'packages/web/vite.config.ts',
  'packages/web/vite-plugins',
  'packages/schemas/src',
  'packages/rules/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = () => (existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0);
const sourcesAt = Math.max(...webSources.map((path) => newestMtime(join(root, path))));
// A start that finds another building waits for that build and uses it.
await buildOnce({
  lockPath: buildLock,
  needsBuild: () => builtAt() < sourcesAt,
  build() {
    console.log(builtAt() ? 'The web app changed: rebuilding…' : 'Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@warband/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    // The lock is given up all the same: a start waiting for it tries the build again.
    if (build.status !== 0) process.exitCode = build.status ?? 1;
  },
  onWait: (pid) =>
    console.log(`Waiting for the web build of process ${pid} (lock file ${buildLock})…`),
});
if (process.exitCode) process.exit();

// V8's settings for the server, shared with the benchmarks that measure it
// (docs/adr/0098-the-server-keeps-a-small-young-generation-pages.md).
const nodeFlags = JSON.parse(readFileSync(join(root, 'scripts/server-node-flags.json'), 'utf8'));
const server = spawn(
  process.execPath,
  [...nodeFlags, '--import', 'tsx', 'packages/server/src/server.ts'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
