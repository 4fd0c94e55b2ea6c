// `node scripts/count-assertions.mjs` (part of `npm run lint`): counts the type assertions of the
// packages' source with the TypeScript compiler's own parser: casts (`x as T` and `<T>x`, but
// not `as const`) and non-null assertions (`x!`). Each one is a place where the compiler is
// told rather than shown; a typed helper (a lookup that throws a clear error, a type guard, a
// schema's parse, `satisfies`) proves the same thing. Tests and their fixtures are left out.
// The counts may only go down: past a ceiling the script fails. `--list` prints every place.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The most of each the packages' source may hold: today's counts, lowered as assertions are
 * replaced (the web first, then the server), past TARGETS once a count is under its target, so
 * what was replaced does not come back. Never raised.
 */
export const CEILINGS = { casts: 17, nonNull: 7 };
export const TARGETS = { casts: 60, nonNull: 35 };

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Tests, their fixtures and their harnesses: not the product's code. */
const NOT_PRODUCT = [
  /\.test\.tsx?$/,
  /(^|\/)test-[^/]*\.tsx?$/,
  /(^|\/)[^/]*fixtures\.tsx?$/,
  /(^|\/)[^/]*Harness\.tsx$/,
];
/** A harness of the tests: it imports the test runner or the testing library. */
const TEST_SUPPORT = /from '(?:vitest|@testing-library\/[\w-]+)'/;

/** The source files of one package's `src/`, tests and fixtures aside. */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !NOT_PRODUCT.some((pattern) => pattern.test(file)))
    .map((file) => join(dir, file));
}

/** The casts and non-null assertions of one file's text, each with its line. */
export function assertionsIn(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = { casts: [], nonNull: [] };
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      if (!ts.isConstTypeReference(node.type)) found.casts.push(lineOf(node));
    } else if (ts.isNonNullExpression(node)) {
      found.nonNull.push(lineOf(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every package's counts, with the places, from the repository at `root`. */
export function countAssertions(root = ROOT) {
  const packagesDir = join(root, 'packages');
  const packages = readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return packages.map((name) => {
    const result = { name, casts: [], nonNull: [] };
    let files = [];
    try {
      files = sourceFiles(join(packagesDir, name, 'src'));
    } catch {
      return result;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (TEST_SUPPORT.test(text)) continue;
      const found = assertionsIn(file, text);
      const at = (line) => `${relative(root, file)}:${line}`;
      result.casts.push(...found.casts.map(at));
      result.nonNull.push(...found.nonNull.map(at));
    }
    return result;
  });
}

function main() {
  const list = process.argv.includes('--list');
  const results = countAssertions();
  const total = { casts: 0, nonNull: 0 };
  console.log('package      casts  non-null');
  for (const { name, casts, nonNull } of results) {
    total.casts += casts.length;
    total.nonNull += nonNull.length;
    console.log(
      `${name.padEnd(12)} ${String(casts.length).padStart(5)} ${String(nonNull.length).padStart(9)}`,
    );
    if (list)
      for (const place of [...casts.map((p) => `  as  ${p}`), ...nonNull.map((p) => `  !   ${p}`)])
        console.log(place);
  }
  console.log(
    `${'total'.padEnd(12)} ${String(total.casts).padStart(5)} ${String(total.nonNull).padStart(9)}`,
  );
  const row = (label, { casts, nonNull }) =>
    `${label.padEnd(12)} ${String(casts).padStart(5)} ${String(nonNull).padStart(9)}`;
  console.log(row('ceilings', CEILINGS));
  console.log(row('targets', TARGETS));
  const over = [];
  if (total.casts > CEILINGS.casts) over.push(`${total.casts} casts (at most ${CEILINGS.casts})`);
  if (total.nonNull > CEILINGS.nonNull) {
    over.push(`${total.nonNull} non-null assertions (at most ${CEILINGS.nonNull})`);
  }
  if (over.length > 0) {
    console.error(`Too many type assertions: ${over.join(', ')}. Run with --list to see them.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
