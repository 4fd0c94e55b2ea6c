// npm run check:budget: the first page's JavaScript stays within DESIGN.md's budget, counted
// from the build's manifest and its brotli copies (what browsers are sent), so the check is
// exact and needs no browser. Run after `npm run build`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import {
  FIRST_PAGE_JS_BUDGET,
  FIRST_PAGE_MODULES,
  firstPageFiles,
  htmlScripts,
  kB,
  readManifest,
  shellFiles,
  sizesOf,
  WEB_DIST,
} from './web-budget';

const manifest = readManifest();

describe('the first page', () => {
  for (const page of Object.keys(FIRST_PAGE_MODULES)) {
    it(`loads at most ${kB(FIRST_PAGE_JS_BUDGET)} of compressed JavaScript at ${page}`, () => {
      const files = firstPageFiles(manifest, page);
      const js = sizesOf(files.js);
      console.log(
        `${page}: ${files.js.length} script(s), ${kB(js.br)} brotli, ${kB(js.gzip)} gzip, ` +
          `${kB(js.raw)} as built`,
      );
      assert.ok(
        js.br <= FIRST_PAGE_JS_BUDGET,
        `${page} loads ${kB(js.br)} of JavaScript (brotli), over the ${kB(FIRST_PAGE_JS_BUDGET)} ` +
          `budget: ${files.js.join(', ')}`,
      );
    });
  }
});

/** Runs index.html's preload script at an address; returns the files it preloads. */
function preloadedAt(pathname: string): string[] {
  const scripts = htmlScripts(manifest);
  assert.equal(scripts.length, 1, `index.html should load one preload script: ${scripts}`);
  const links: { rel?: string; href?: string }[] = [];
  vm.runInNewContext(fs.readFileSync(path.join(WEB_DIST, scripts[0]!), 'utf8'), {
    location: { pathname },
    document: { createElement: () => ({}), head: { appendChild: links.push.bind(links) } },
  });
  assert.ok(links.every((link) => link.rel === 'modulepreload'));
  return links.map((link) => link.href!.replace(/^\//, ''));
}

describe('the preload script', () => {
  for (const page of Object.keys(FIRST_PAGE_MODULES)) {
    it(`fetches the chunks of ${page} beside the entry, not after it`, () => {
      const shell = new Set(shellFiles(manifest));
      const pageOnly = firstPageFiles(manifest, page).js.filter((file) => !shell.has(file));
      assert.ok(pageOnly.length > 0, `${page} has no chunk of its own`);
      assert.deepEqual(
        pageOnly.filter((file) => !preloadedAt(page).includes(file)),
        [],
        `${page}: chunks left to wait for the entry`,
      );
    });
  }

  it('matches a page with a parameter and preloads nothing for an unknown address', () => {
    const company = Object.values(manifest).find((chunk) =>
      chunk.src?.endsWith('features/companies/CompanyPage.tsx'),
    );
    assert.ok(company, 'the company page is a chunk of its own');
    assert.ok(preloadedAt('/company/0b6d3a8e-1f7c-4a53-9e0e-3f2b7c1d9a10').includes(company.file));
    assert.deepEqual(preloadedAt('/no/such/page'), []);
  });
});

describe('the build', () => {
  it('has a brotli and a gzip copy of every script and style sheet over 1 KB', () => {
    const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    for (const file of new Set(files)) {
      if (fs.statSync(path.join(WEB_DIST, file)).size < 1024) continue;
      for (const suffix of ['.br', '.gz']) {
        assert.ok(fs.existsSync(path.join(WEB_DIST, file + suffix)), `${file}${suffix} is missing`);
      }
    }
  });

  it('does not point browsers at its source maps', () => {
    for (const chunk of Object.values(manifest)) {
      const text = fs.readFileSync(path.join(WEB_DIST, chunk.file), 'utf8');
      assert.doesNotMatch(text, /sourceMappingURL/, `${chunk.file} links its source map`);
    }
  });
});
