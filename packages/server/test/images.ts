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

/** Uploads an 800×480 JPEG for the company through the local storage; answers its address. */
export async function uploadImage(
  app: FastifyInstance,
  user: { headers: Record<string, string> },
  companyId: string,
) {
  const target = await uploadTarget(app, user, companyId);
  const response = await app.inject({
    method: 'PUT',
    url: target.signedRequest,
    headers: { 'content-type': 'image/jpeg' },
    payload: await jpeg(),
  });
  expect(response.statusCode, response.body).toBe(204);
  return target.url;
}
