// npm run check:budget: the first page's JavaScript stays within its budget
// (bench/RESULTS.md#budgets), counted from the build's manifest, its preload script and its brotli
// copies (what browsers are sent), so the check is exact and needs no browser. Run after `npm run
// build`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  FIRST_PAGE_JS_BUDGET,
  FIRST_PAGES,
  firstPageFiles,
  kB,
  preloadedAt,
  readManifest,
  shellFiles,
  sizesOf,
  WEB_DIST,
} from './web-budget';

const manifest = readManifest();
const MANTINE_CORE = path.dirname(
  createRequire(import.meta.url).resolve('@mantine/core/styles.css'),
);
const assetsEndingIn = (suffix: string) =>
  fs
    .readdirSync(path.join(WEB_DIST, 'assets'))
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(WEB_DIST, 'assets', file));

describe('the first page', () => {
  for (const page of FIRST_PAGES) {
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

const player = JSON.stringify({ id: 'u1', name: 'Ana', token: 'a-token' });
const chunkNamed = (name: string) =>
  Object.values(manifest).find((chunk) => chunk.name === name && !chunk.src)?.file;

describe('the preload script', () => {
  for (const page of FIRST_PAGES) {
    it(`fetches the code of ${page} beside the entry, not after it`, () => {
      const shell = new Set(shellFiles(manifest));
      const { links } = preloadedAt(manifest, page);
      assert.ok(links.length > 0, `${page} has no chunk of its own`);
      for (const link of links) {
        assert.ok(!shell.has(link.href.replace(/^\//, '')), `${link.href} is the entry's`);
        assert.equal(link.rel, link.href.endsWith('.css') ? 'preload' : 'modulepreload');
      }
    });
  }

  it("fetches a player's page's code and style sheets, whatever the parameter", () => {
    const hrefs = preloadedAt(manifest, '/company/0b6d3a8e-1f7c-4a53-9e0e-3f2b7c1d9a10').links.map(
      (link) => link.href,
    );
    assert.ok(hrefs.includes(`/${chunkNamed('player')}`), `no player chunk in ${hrefs}`);
    assert.ok(
      hrefs.some((href) => href.endsWith('.css')),
      `no style sheet in ${hrefs}`,
    );
    assert.deepEqual(preloadedAt(manifest, '/no/such/page').links, []);
  });

  it("starts a signed-in player's page's API reads, with the player's token", () => {
    // The page's own reads first, then the banner's list and the player's flags.
    const banner = ['/api/adverts', '/api/users/settings'].map((url) => ({
      url,
      authorization: 'Bearer a-token',
    }));
    assert.deepEqual(preloadedAt(manifest, '/armoury', player).fetched, [
      { url: '/api/wargear', authorization: 'Bearer a-token' },
      ...banner,
    ]);
    assert.deepEqual(preloadedAt(manifest, '/company/c1', player).fetched, [
      { url: '/api/companies', authorization: 'Bearer a-token' },
      ...banner,
    ]);
    // A read named by the page's parameter, as the app writes it.
    assert.deepEqual(preloadedAt(manifest, '/campaigns/k%201', player).fetched, [
      { url: '/api/campaign/k%201', authorization: 'Bearer a-token' },
      ...banner,
    ]);
  });

  it('asks the API for nothing without a stored session, or on a public page', () => {
    assert.deepEqual(preloadedAt(manifest, '/armoury').fetched, []);
    assert.deepEqual(preloadedAt(manifest, '/armoury', 'not json').fetched, []);
    assert.deepEqual(preloadedAt(manifest, '/login', player).fetched, []);
  });

  it("picks the banner above a player's page from its list and fetches its picture", async () => {
    const adverts = Object.fromEntries(
      ['wide', 'tall', 'square', 'mobile'].map((size) => [
        size,
        [{ image: `/adverts/${size}.svg` }],
      ]),
    );
    const answers = { '/api/adverts': adverts };
    const pictures = (preloaded: ReturnType<typeof preloadedAt>) =>
      preloaded.links.filter((link) => !/\.(js|css)$/.test(link.href)).map((link) => link.href);
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    // What the script left on the window, as plain data (it was made in the script's own realm).
    const pick = (preloaded: ReturnType<typeof preloadedAt>) =>
      JSON.parse(JSON.stringify(preloaded.window.__warbandBanner ?? null)) as unknown;

    const phone = preloadedAt(manifest, '/armoury', player, WEB_DIST, { answers });
    // The size is noted at once, so the page keeps the banner for its first paint.
    assert.deepEqual(pick(phone), { size: 'mobile' });
    await settled();
    assert.deepEqual(pictures(phone), ['/adverts/mobile.svg']);
    assert.deepEqual(pick(phone), { size: 'mobile', image: '/adverts/mobile.svg' });

    const desktop = preloadedAt(manifest, '/company/c1', player, WEB_DIST, { answers, wide: true });
    await settled();
    assert.deepEqual(pictures(desktop), ['/adverts/wide.svg']);

    // No banner in battle mode, nor for a player who donated.
    const battle = preloadedAt(manifest, '/company/c1/battle', player, WEB_DIST, { answers });
    const donated = JSON.stringify({ ...JSON.parse(player), donated: true });
    const supporter = preloadedAt(manifest, '/armoury', donated, WEB_DIST, { answers });
    await settled();
    for (const preloaded of [battle, supporter]) {
      assert.deepEqual(pictures(preloaded), []);
      assert.equal(pick(preloaded), null);
    }
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

  it('styles every Mantine component it ships, and leaves out the rest of Mantine', () => {
    const css = assetsEndingIn('.css')
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const firstClass = (component: string) => {
      const sheet = path.join(MANTINE_CORE, 'styles', `${component}.css`);
      return fs.existsSync(sheet) ? /m_[0-9a-f]+/.exec(fs.readFileSync(sheet, 'utf8'))?.[0] : null;
    };
    const shipped = new Set<string>();
    for (const map of assetsEndingIn('.js.map')) {
      for (const source of JSON.parse(fs.readFileSync(map, 'utf8')).sources as string[]) {
        const folders = /@mantine\/core\/esm\/(?:components|utils)\/(.+)\/[^/]+$/.exec(source);
        for (const folder of folders?.[1]?.split('/') ?? []) shipped.add(folder);
      }
    }
    assert.ok(shipped.has('Button'), `no Mantine component found in the source maps`);
    for (const component of shipped) {
      const marker = firstClass(component);
      if (marker) assert.ok(css.includes(marker), `${component}'s styles are not in the build`);
    }
    // A component the app does not use: the whole sheet would hold it.
    assert.ok(!css.includes(firstClass('Stepper')!), "Mantine's whole sheet is in the build");
  });

  it('does not point browsers at its source maps', () => {
    for (const chunk of Object.values(manifest)) {
      const text = fs.readFileSync(path.join(WEB_DIST, chunk.file), 'utf8');
      assert.doesNotMatch(text, /sourceMappingURL/, `${chunk.file} links its source map`);
    }
  });
});

describe('the installable app (docs/adr/0154-app-shell.md)', () => {
  const serviceWorker = fs.readFileSync(path.join(WEB_DIST, 'sw.js'), 'utf8');

  it("keeps the worker's registration out of the first page: a chunk of its own, loaded later", () => {
    const registration = manifest['src/app/app-update/register.ts'];
    assert.ok(registration?.isDynamicEntry, 'register.ts is not a lazily loaded chunk');
    for (const page of FIRST_PAGES) {
      const { js } = firstPageFiles(manifest, page);
      assert.ok(!js.includes(registration.file), `${page} loads ${registration.file}`);
      for (const file of js) {
        const text = fs.readFileSync(path.join(WEB_DIST, file), 'utf8');
        assert.doesNotMatch(text, /\/sw\.js/, `${file} (loaded by ${page}) registers the worker`);
      }
    }
  });

  it('precaches the page, every script and style sheet of every route, and the icons', () => {
    const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    const icons = fs.readdirSync(path.join(WEB_DIST, 'icons')).map((icon) => `icons/${icon}`);
    for (const file of new Set(['index.html', 'manifest.webmanifest', ...files, ...icons])) {
      assert.ok(serviceWorker.includes(`"${file}"`), `${file} is not precached`);
    }
    for (const left of ['.br"', '.gz"', '.map"', '.vite/']) {
      assert.ok(!serviceWorker.includes(left), `the precache lists a ${left} file`);
    }
  });

  it('lists its name, a standalone display and icons of 192, 512 and a maskable 512 px', () => {
    const webManifest = JSON.parse(
      fs.readFileSync(path.join(WEB_DIST, 'manifest.webmanifest'), 'utf8'),
    ) as {
      name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    assert.equal(webManifest.name, 'Warband Ledger');
    assert.equal(webManifest.display, 'standalone');
    assert.equal(webManifest.start_url, '/');
    assert.equal(webManifest.scope, '/');
    // The browser's bar is the same colour before and after installing.
    const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    assert.match(html, new RegExp(`<meta name="theme-color" content="${webManifest.theme_color}"`));
    const pngSide = (src: string) => {
      const png = fs.readFileSync(path.join(WEB_DIST, src));
      assert.equal(png.subarray(1, 4).toString(), 'PNG', `${src} is not a PNG`);
      // IHDR: width then height, big-endian, from byte 16.
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    const icon = (size: number, purpose: string) =>
      webManifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      const found = icon(size, purpose);
      assert.ok(found, `no ${purpose} icon of ${size} px`);
      assert.deepEqual(pngSide(found.src), [size, size], `${found.src} is not ${size} px`);
    }
  });

  it('builds the page and the worker with one version, shown as package version and commit', () => {
    const workerVersion = /version:\s*["'`]([^"'`]+)["'`]/.exec(serviceWorker)?.[1];
    assert.match(workerVersion ?? '', /^\d+\.\d+\.\d+\+(?:[0-9a-f]{7,}|\d{8}\.\d{4})$/);
    const shell = shellFiles(manifest).map((file) =>
      fs.readFileSync(path.join(WEB_DIST, file), 'utf8'),
    );
    assert.ok(
      shell.some((text) => text.includes(workerVersion!)),
      `the page does not carry ${workerVersion}`,
    );
  });
});
