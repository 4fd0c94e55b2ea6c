// node --test scripts/doc-paths.test.mjs: the doc-path lint finds dead references and only those.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { anchorsOf, checkDocPaths } from './doc-paths.mjs';

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
      'docs/adr/0003-links.md': '# Links\n\n[old](0002-gone.md)\n',
    });
    assert.deepEqual(checkDocPaths(root, files), [
      'src/bad.ts:2: docs/adr/0002-gone.md does not exist',
      'src/bad.ts:3: docs/rules.md#healing has no heading #healing',
      'docs/adr/0003-links.md:3: docs/adr/0002-gone.md does not exist',
    ]);
  });

  it('refuses citations of documents kept outside the repository', () => {
    const files = write({
      'src/foreign.ts': `// as ${'DESIGN'}.md says\n// (spec ${'section'} 4)\n`,
    });
    assert.equal(checkDocPaths(root, files).length, 2);
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
