// `node scripts/doc-paths.mjs` (part of `npm run lint`): every reference to a document of the
// repository must lead somewhere. Code and docs cite `docs/rules.md#injuries`, ADR files,
// ARCHITECTURE.md, CONTRIBUTING.md and bench/RESULTS.md; a renamed file or heading would
// otherwise leave those citations pointing at nothing. Checked here, for every file git knows
// (tracked, or new and not ignored):
// - root-relative mentions of docs/…, ARCHITECTURE.md, CONTRIBUTING.md, bench/RESULTS.md;
// - relative Markdown links in .md files, resolved from the file's folder;
// - for either, a #anchor into a Markdown file must name one of its headings.
// It also refuses citations of documents that were never in the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.css',
  '.json',
  '.yml',
  '.yaml',
  '.html',
  '.sql',
  '',
]);
/**
 * Generated files, large and citing nothing of ours; and this lint's test, whose dead
 * references are planted on purpose.
 */
const SKIPPED = [
  /(^|\/)package-lock\.json$/,
  /^packages\/server\/drizzle\/meta\//,
  /^scripts\/doc-paths\.test\.mjs$/,
];

/** A root-relative mention: docs/… or one of the root documents, with an optional #anchor. */
const MENTION =
  /(?<![\w./-])(docs\/[\w./-]*|ARCHITECTURE\.md|CONTRIBUTING\.md|bench\/RESULTS\.md)(#[\w-]+)?/g;
/** A relative Markdown link target: [text](target), not a URL and not an anchor alone. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#|\/)([^)\s]+)\)/g;
/** Names of documents outside the repository, which no file may cite. */
const FOREIGN = [
  new RegExp(['DESIGN', 'md'].join('\\.')),
  new RegExp(['spec', 'section'].join(' '), 'i'),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, repeated ones numbered as GitHub does. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * The broken references of `files` (paths relative to `root`), as `file:line: message`.
 * A mention ending in a placeholder (`docs/adr/new-<slug>.md`, `NNNN-title.md`) is a pattern
 * being described, not a path, and is left alone.
 */
export function checkDocPaths(root, files) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsFor = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  const check = (where, shown, target, anchor) => {
    if (!existsSync(target)) return problems.push(`${where}: ${shown} does not exist`);
    if (anchor && extname(target) === '.md' && statSync(target).isFile()) {
      if (!anchorsFor(target).has(anchor.slice(1))) {
        problems.push(`${where}: ${shown} has no heading ${anchor}`);
      }
    }
  };

  problems.push(...checkDecisionRecords(root, files));
  for (const file of files) {
    if (!TEXT_EXTENSIONS.has(extname(file)) || SKIPPED.some((skip) => skip.test(file))) continue;
    const path = join(root, file);
    if (!existsSync(path) || statSync(path).isDirectory()) continue;
    const lines = readFileSync(path, 'utf8').split('\n');
    const isMarkdown = extname(file) === '.md';
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const foreign of FOREIGN) {
        if (foreign.test(line)) {
          problems.push(`${where}: cites a document outside the repository; say it here`);
        }
      }
      for (const match of line.matchAll(MENTION)) {
        const [shown, mentioned, anchor] = match;
        const next = line[match.index + shown.length] ?? '';
        if (/[<*{…]/.test(next) || /NNNN|\.\.\./.test(mentioned)) continue;
        check(where, shown, join(root, mentioned.replace(/[.]$/, '')), anchor);
      }
      if (!isMarkdown) return;
      for (const match of line.matchAll(MARKDOWN_LINK)) {
        const [pathPart, anchor] = match[1].split(/(?=#)/);
        if (/[<*{]|NNNN/.test(pathPart)) continue;
        const target = normalize(resolve(dirname(path), decodeURIComponent(pathPart)));
        check(where, relative(root, target) || '.', target, anchor);
      }
    });
  }
  return problems;
}

const RECORD = /^docs\/adr\/(\d{4}|new)-[^/]+\.md$/;
const STATUS = /^Status: (accepted|amended|(superseded|amended) by (\d{4}))\s*$/m;

/**
 * Each decision record (`docs/adr/NNNN-*.md`, or `new-*.md` until it is numbered) opens with
 * a `# Title` and has a `Status:` line (`accepted`; `amended by NNNN` when a later record
 * changed part of it, or `amended` with a line saying how when the code did; or `superseded by
 * NNNN`); a record amended or superseded names
 * one that exists; and the index, docs/adr/README.md, links every numbered record.
 */
export function checkDecisionRecords(root, files) {
  const problems = [];
  const records = files.filter((file) => RECORD.test(file) && existsSync(join(root, file)));
  const numbers = new Set(records.map((file) => file.slice('docs/adr/'.length, -3)));
  const indexPath = join(root, 'docs/adr/README.md');
  const index = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
  for (const file of records) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!text.startsWith('# ')) problems.push(`${file}:1: a decision record opens with # Title`);
    const status = STATUS.exec(text);
    if (!status) {
      problems.push(
        `${file}: no "Status: accepted" (or "amended by NNNN", "superseded by NNNN") line`,
      );
    } else if (status[3] && ![...numbers].some((name) => name.startsWith(`${status[3]}-`))) {
      problems.push(`${file}: ${status[2]} by ${status[3]}, which does not exist`);
    }
    const name = file.slice('docs/adr/'.length);
    if (!name.startsWith('new-') && !index.includes(`](${name})`)) {
      problems.push(`docs/adr/README.md: does not list ${name}`);
    }
  }
  return problems;
}

function repositoryFiles(root) {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(out.split('\0').filter(Boolean))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = checkDocPaths(root, repositoryFiles(root));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} broken document reference(s).`);
    process.exit(1);
  }
}
