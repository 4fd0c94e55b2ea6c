import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The version a build shows in the footer and the update prompt: the web package's version
 * and the commit it was built from (`1.0.0+c47d852`), or the build's UTC minute when the
 * source is not a git checkout (`1.0.0+20261127.0655`). It tells players and whoever reads a
 * report which release is on the screen; the service worker's caches do not use it (they are
 * keyed by each file's content).
 */
export function buildVersion(root: string, now = new Date()): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${version}+${gitCommit(root) ?? buildMinute(now)}`;
}

function gitCommit(root: string): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{7,}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

function buildMinute(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}.${iso.slice(11, 16).replace(':', '')}`;
}
