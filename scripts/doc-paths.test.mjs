// node --test scripts/doc-paths.test.mjs: the doc-path lint finds dead references and only those.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { anchorsOf, checkDecisionRecords, checkDocPaths } from './doc-paths.mjs';

const root = mkdtempSync(join(tmpdir(), 'doc-paths-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return Object.keys(files);
}

write({
  'docs/rules.md': '# Game rules\n\n## Injuries\n\n### Second wound\n\n## Against the Odds\n',
  'docs/adr/0001-one-lock-order.md': '# One lock order\n\nStatus: accepted\n',
  'ARCHITECTURE.md': '# Architecture\n\n## Boundaries\n',
});

describe('checkDocPaths', () => {
  it('accepts references to files and headings that exist', () => {
    const files = write({
      'src/good.ts': [
        '// docs/rules.md#injuries and docs/rules.md#against-the-odds',
        '// docs/adr/0001-one-lock-order.md, ARCHITECTURE.md#boundaries, docs/adr/',
        '// A new decision goes in docs/adr/new-<slug>.md; numbered ones are NNNN-title.md.',
      ].join('\n'),
      'docs/adr/README.md': '[one](0001-one-lock-order.md) [rules](../rules.md#second-wound)\n',
    });
    assert.deepEqual(checkDocPaths(root, files), []);
  });

  it('names the file and line of a missing path, heading or relative link', () => {
    const files = write({
      'src/bad.ts': 'const a = 1;\n// see docs/adr/0002-gone.md\n// docs/rules.md#healing\n',
      'docs/guide/links.md': '# Links\n\n[old](../adr/0002-gone.md)\n',
    });
    assert.deepEqual(checkDocPaths(root, files), [
      'src/bad.ts:2: docs/adr/0002-gone.md does not exist',
      'src/bad.ts:3: docs/rules.md#healing has no heading #healing',
      'docs/guide/links.md:3: docs/adr/0002-gone.md does not exist',
    ]);
  });

  it('refuses citations of documents kept outside the repository', () => {
    const files = write({
      'src/foreign.ts': `// as ${'DESIGN'}.md says\n// (spec ${'section'} 4)\n`,
    });
    assert.equal(checkDocPaths(root, files).length, 2);
  });
});

describe('checkDecisionRecords', () => {
  it('wants a title, a status, a record that amends or supersedes, and a line in the index', () => {
    const files = write({
      'docs/adr/README.md':
        '# Records\n\n- [0001](0001-one-lock-order.md)\n- [0005](0005-amended.md)\n' +
        '- [0006](0006-amended-by-nothing.md)\n- [0007](0007-amended-by-code.md)\n',
      'docs/adr/0002-untitled.md': 'Status: accepted\n',
      'docs/adr/0004-replaced.md': '# Replaced\n\nStatus: superseded by 0009\n',
      'docs/adr/0005-amended.md': '# Amended\n\nStatus: amended by 0001\n',
      'docs/adr/0006-amended-by-nothing.md': '# Amended\n\nStatus: amended by 0008\n',
      'docs/adr/0007-amended-by-code.md': '# Amended\n\nStatus: amended\n',
      'docs/adr/new-from-a-branch.md': '# From a branch\n\nStatus: accepted\n',
      'docs/adr/new-no-status.md': '# No status\n',
    });
    assert.deepEqual(checkDecisionRecords(root, [...files, 'docs/adr/0001-one-lock-order.md']), [
      'docs/adr/0002-untitled.md:1: a decision record opens with # Title',
      'docs/adr/README.md: does not list 0002-untitled.md',
      'docs/adr/0004-replaced.md: superseded by 0009, which does not exist',
      'docs/adr/README.md: does not list 0004-replaced.md',
      'docs/adr/0006-amended-by-nothing.md: amended by 0008, which does not exist',
      'docs/adr/new-no-status.md: no "Status: accepted" (or "amended by NNNN", "superseded by NNNN") line',
    ]);
  });
});

describe('anchorsOf', () => {
  it('makes GitHub anchors and numbers repeated headings, ignoring code blocks', () => {
    const anchors = anchorsOf(
      "## Won't `fail`: a test\n## Points\n## Points\n```\n## Not a heading\n```\n",
    );
    assert.deepEqual([...anchors], ['wont-fail-a-test', 'points', 'points-1']);
  });
});
