import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, registerUser, useTestApp } from '../test/helpers';

const t = useTestApp();

describe('the web app', () => {
  let web: FastifyInstance;
  const temp = makeTempDir();
  beforeAll(async () => {
    const dist = path.join(temp.dir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Warband Ledger</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // The installable app's files (docs/adr/new-app-shell.md).
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Warband Ledger"}');
    fs.mkdirSync(path.join(dist, 'icons'));
    fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), 'png');
    // What the build writes beside the files: compressed copies, a hidden source map and
    // Vite's manifest.
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const content = fs.readFileSync(path.join(dist, file));
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
    }
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["secret"]}');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret":true}');
    // A low API allowance, to show that page loads do not use it up.
    web = await buildTestApp(t.db, temp.dir, { WEB_DIST: dist, RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await web.close();
    temp.remove();
  });

  it('serves index.html at / without caching', async () => {
    const response = await web.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Warband Ledger</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers index.html for unknown non-API paths (the browser router takes over)', async () => {
    for (const url of ['/companies', '/company/1/battle', '/password-reset?token=abc']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Warband Ledger</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache other files for a year', async () => {
    const response = await web.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker as a script that every visit revalidates', async () => {
    const response = await web.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // At the root its scope is the whole site: no wider scope is asked for.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the manifest with its own type, revalidated', async () => {
    const response = await web.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Warband Ledger' });
  });

  it('lets the page load its worker and manifest under the security policy', async () => {
    const csp = (await web.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('answers a missing worker, manifest or icon 404, never with the page', async () => {
    for (const url of ['/workbox-123.js', '/other.webmanifest', '/icons/gone.png', '/sw.js.map']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>');
    }
  });

  it('does not count the files of the web app against the API rate limit', async () => {
    for (let i = 0; i < 8; i++) {
      const response = await web.inject({
        method: 'GET',
        url: i % 2 ? '/' : '/assets/index-abc123.js',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers a missing asset 404 rather than with the page', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the brotli copy to a browser that takes brotli, still immutable', async () => {
    const response = await web.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends the gzip copy when brotli is not taken, and the plain file when neither is', async () => {
    const gzip = await web.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends the page compressed and uncached, at / and for router paths', async () => {
    for (const url of ['/', '/companies']) {
      const response = await web.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
        '<title>Warband Ledger</title>',
      );
    }
  });

  it('never sends source maps or the build manifest', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const map = await web.inject({ method: 'GET', url: '/assets/index-abc123.js.map', headers });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret');
    }
    const manifest = await web.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('secret');
  });

  it('keeps unknown /api paths in the error shape', async () => {
    for (const url of ['/api/nothing-here', '/api']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('still answers the API', async () => {
    const user = await registerUser(web);
    const response = await web.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('says to build the web app when WEB_DIST has no index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/companies' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
