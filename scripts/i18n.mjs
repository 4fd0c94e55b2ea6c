// `npm run i18n:extract` writes every message the code reads with `i18n._` (or marks /*i18n*/)
// into the catalogs of lingui.config.ts: a new one with an empty translation, one no longer
// used removed. `npm run lint:i18n` (part of `npm run lint`) fails when a catalog is not what
// extraction would write, or when a language lacks a translation: a missing message fails the
// check, never the player (docs/adr/new-translations-through-lingui-catalogs.md).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The catalogs' folders, under packages/ (as lingui.config.ts names them). */
export const CATALOG_DIRS = ['web/src/locales', 'server/src/locales'];
const SOURCE_LOCALE = 'en';

/** A catalog without the date extraction stamps on it, which would change every file each time. */
export function withoutDate(po) {
  return po.replace(/^"POT-Creation-Date: .*\\n"\n/m, '');
}

/** The msgids of a catalog whose translation is empty (the header's empty msgid aside). */
export function untranslated(po) {
  const missing = [];
  for (const block of po.split(/\n\n+/)) {
    const entry = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/m.exec(block);
    if (entry && entry[1] !== '' && entry[2] === '') missing.push(JSON.parse(`"${entry[1]}"`));
  }
  return missing;
}

function extract(catalogsRoot) {
  const result = spawnSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
    cwd: root,
    env: { ...process.env, ...(catalogsRoot ? { LINGUI_CATALOGS_DIR: catalogsRoot } : {}) },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    process.exit(1);
  }
}

function catalogFiles(dir) {
  return readdirSync(dir).filter((file) => file.endsWith('.po'));
}

function stripDates(catalogsRoot) {
  for (const dir of CATALOG_DIRS) {
    for (const file of catalogFiles(join(catalogsRoot, dir))) {
      const path = join(catalogsRoot, dir, file);
      writeFileSync(path, withoutDate(readFileSync(path, 'utf8')));
    }
  }
}

function check() {
  const copy = mkdtempSync(join(tmpdir(), 'catalogs-'));
  const problems = [];
  try {
    for (const dir of CATALOG_DIRS)
      cpSync(join(root, 'packages', dir), join(copy, dir), { recursive: true });
    extract(copy);
    stripDates(copy);
    for (const dir of CATALOG_DIRS) {
      for (const file of catalogFiles(join(copy, dir))) {
        const committed = readFileSync(join(root, 'packages', dir, file), 'utf8');
        const extracted = readFileSync(join(copy, dir, file), 'utf8');
        if (committed !== extracted) {
          problems.push(
            `packages/${dir}/${file} is not what the code says: run npm run i18n:extract, then translate the new messages.`,
          );
        }
        if (file === `${SOURCE_LOCALE}.po`) continue;
        for (const id of untranslated(extracted)) {
          problems.push(`packages/${dir}/${file} has no translation of ${JSON.stringify(id)}`);
        }
      }
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('Catalogs: every message extracted and translated.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'extract') {
    extract();
    stripDates(join(root, 'packages'));
  } else if (command === 'check') check();
  else {
    console.error('Usage: node scripts/i18n.mjs extract|check');
    process.exit(1);
  }
}
