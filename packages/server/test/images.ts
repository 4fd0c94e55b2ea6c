import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { WarriorImageUpload } from '@warband/schemas';

/** A JPEG of the given size: 800×480 is what the crop field makes. */
export function jpeg(width = 800, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** An 800×480 PNG: a real image, not a JPEG, whatever it is called. */
export function png(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 480, channels: 3, background: '#204060' } })
    .png()
    .toBuffer();
}

/** POST /api/warrior/image as `user`. */
export function askUpload(
  app: FastifyInstance,
  user: { headers: Record<string, string> },
  body: object,
) {
  return app.inject({
    method: 'POST',
    url: '/api/warrior/image',
    headers: user.headers,
    payload: body,
  });
}

/** The signed upload for one image of the company, as the editor asks for it. */
export async function uploadTarget(
  app: FastifyInstance,
  user: { headers: Record<string, string> },
  companyId: string,
  fileName = 'new-warrior.jpg',
) {
  const response = await askUpload(app, user, { fileName, companyId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WarriorImageUpload>().data;
}

/** Uploads an 800×480 JPEG (or `bytes`) for the company; answers the address to save. */
export async function uploadImage(
  app: FastifyInstance,
  user: { headers: Record<string, string> },
  companyId: string,
  bytes?: Buffer,
) {
  const target = await uploadTarget(app, user, companyId);
  const response = await putUpload(app, target.signedRequest, bytes ?? (await jpeg()));
  expect(response.status, response.body).toBeLessThan(300);
  return target.url;
}

/** PUTs bytes to a signed upload address, whether the server's own or a bucket's. */
export async function putUpload(
  app: FastifyInstance,
  signedRequest: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  if (signedRequest.startsWith('/')) {
    const response = await app.inject({
      method: 'PUT',
      url: signedRequest,
      headers: { 'content-type': contentType },
      payload: bytes,
    });
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
    );
    return { status: response.statusCode, body: response.body, headers };
  }
  const response = await fetch(signedRequest, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: bytes,
  });
  return {
    status: response.status,
    body: await response.text(),
    headers: Object.fromEntries(response.headers.entries()),
  };
}

/** The stored bytes behind an image address, or null when nothing is stored there. */
export async function storedBytes(app: FastifyInstance, url: string): Promise<Buffer | null> {
  const key = app.images.keyOf(url);
  if (key === null || (await app.images.size(key)) === null) return null;
  return app.images.read(key);
}

/** A JPEG in another colour, so that two uploads can be told apart by their bytes. */
export function otherJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 480, channels: 3, background: '#2040a0' } })
    .jpeg()
    .toBuffer();
}

/** A built web app of one page, so that a missing address could fall back to it. */
export function fakeWebBuild(dir: string): string {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Warband Ledger</title>');
  return dist;
}

/** Addresses under /uploads/ where nothing is stored: each must be a 404 nobody caches. */
export async function expectMissingImages(app: FastifyInstance, urls: readonly string[]) {
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['cache-control'], url).toBe('no-store');
    expect(response.body, url).not.toContain('Warband Ledger');
  }
}
