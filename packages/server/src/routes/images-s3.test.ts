import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Warrior } from '@warband/schemas';
import { IMAGE_TOO_LARGE, NOT_A_JPEG, WRONG_SIZE } from '../services/image/check-image';
import { UPLOAD_NOT_SIGNED } from '../services/image/store-upload';
import { UPLOAD_AGAIN } from '../services/image/warrior-images';
import { createWarrior, heroPayload, playerWithCompany } from '../../test/companies';
import { buildTestApp, makeTempDir, useTestApp } from '../../test/helpers';
import { imageStorageCases } from '../../test/image-storage-cases';
import {
  expectMissingImages,
  fakeWebBuild,
  jpeg,
  png,
  putUpload,
  uploadImage,
  uploadTarget,
} from '../../test/images';
import { TEST_BUCKET, useTestS3 } from '../../test/s3-server';

// Registered first, so the bucket is running when useTestApp builds the app with its env.
const s3 = useTestS3();
const t = useTestApp(s3.env);

const bucket = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

/** Puts an object in the bucket behind the server's back, as anyone with its keys could. */
async function putInBucket(url: string, bytes: Buffer) {
  const key = t.app.images.keyOf(url)!;
  await bucket().send(
    new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: bytes, ContentType: 'image/jpeg' }),
  );
}

const uploadToBucket = (user: { headers: Record<string, string> }, companyId: string) =>
  uploadImage(t.app, user, companyId);

const inBucket = async (url: string) => (await fetch(url)).status === 200;

describe('warrior images in an S3 bucket', () => {
  it('takes the upload on this server, and writes the image to the bucket for the warrior', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const target = await uploadTarget(t.app, user, company.id, 'hama.jpg');
    const objectUrl = `${s3.endpoint}/${TEST_BUCKET}/${user.id}/${company.id}/hama.`;
    expect(target.url.startsWith(objectUrl)).toBe(true);
    const key = target.url.slice(`${s3.endpoint}/${TEST_BUCKET}/`.length);
    expect(target.signedRequest).toMatch(
      new RegExp(`^/api/uploads/${key}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const stored = await putUpload(t.app, target.signedRequest, await jpeg());
    expect(stored.status, stored.body).toBe(204);

    const hero = await createWarrior(t.app, user, company.id, heroPayload({ image: target.url }));
    expect(hero.image).toBe(target.url);
    const read = await fetch(target.url);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await read.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 480 });
  });

  it.each([
    ['a PNG', () => png(), NOT_A_JPEG],
    ['text', async () => Buffer.from('<script>alert(1)</script>'), NOT_A_JPEG],
    ['a JPEG of the wrong size', () => jpeg(480, 800), WRONG_SIZE],
  ])(
    'refuses the upload of %s and writes nothing to the bucket',
    async (_label, bytes, message) => {
      const { user, company } = await playerWithCompany(t.app);
      const target = await uploadTarget(t.app, user, company.id);
      const response = await putUpload(t.app, target.signedRequest, await bytes());
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body).message).toBe(message);
      expect(await inBucket(target.url)).toBe(false);
    },
  );

  it.each([
    ['a PNG', () => png(), NOT_A_JPEG],
    ['text', async () => Buffer.from('<script>alert(1)</script>'), NOT_A_JPEG],
    ['a JPEG of the wrong size', () => jpeg(480, 800), WRONG_SIZE],
    ['more than 10 MB', async () => Buffer.alloc(10 * 1024 * 1024 + 1, 7), IMAGE_TOO_LARGE],
  ])('refuses a save with %s put in the bucket, and removes it', async (_label, bytes, message) => {
    const { user, company, api } = await playerWithCompany(t.app);
    const image = (await uploadTarget(t.app, user, company.id)).url;
    await putInBucket(image, await bytes());
    expect(await inBucket(image)).toBe(true);
    const response = await api.createWarrior({ ...heroPayload({ image }), companyId: company.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ image: message });
    expect(await inBucket(image)).toBe(false);
    expect((await api.warriors(company.id)).json()).toEqual([]);
  });

  it('refuses an address never uploaded to', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const { url } = await uploadTarget(t.app, user, company.id);
    const response = await api.createWarrior({
      ...heroPayload({ image: url }),
      companyId: company.id,
    });
    expect(response.json().fields).toEqual({ image: UPLOAD_AGAIN });
  });

  it('removes replaced images, and those of deleted warriors and companies', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const first = await uploadToBucket(user, company.id);
    const hero = await createWarrior(t.app, user, company.id, heroPayload({ image: first }));
    const second = await uploadToBucket(user, company.id);
    const saved = await api.updateWarrior(hero.id, { ...hero, image: second });
    expect(saved.statusCode).toBe(200);
    await t.app.background.settled();
    expect(await inBucket(first)).toBe(false);
    expect((await api.deleteWarrior(hero.id)).statusCode).toBe(204);
    await t.app.background.settled();
    expect(await inBucket(second)).toBe(false);

    const kept = await uploadToBucket(user, company.id);
    const other = await createWarrior(t.app, user, company.id, heroPayload({ image: kept }));
    const unsaved = await uploadToBucket(user, company.id);
    expect(saved.json<Warrior>().image).toBe(second);
    expect((await api.deleteCompany(company.id)).statusCode).toBe(204);
    await t.app.background.settled();
    expect(await inBucket(other.image)).toBe(false);
    expect(await inBucket(unsaved)).toBe(false);
  });

  it('lets the browser show images from the bucket, and send them to this server only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    expect(policy).toContain(`connect-src 'self';`);
    const { user, company } = await playerWithCompany(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/uploads/${user.id}/${company.id}/a.abcdef123456.jpg`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await jpeg(),
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(UPLOAD_NOT_SIGNED);
  });

  it('answers a 404 nobody caches under /uploads/, not the web page', async () => {
    const temp = makeTempDir();
    const web = await buildTestApp(t.db, temp.dir, {
      ...s3.env,
      WEB_DIST: fakeWebBuild(temp.dir),
    });
    try {
      const { user, company } = await playerWithCompany(web);
      await expectMissingImages(web, [
        `/uploads/${user.id}/${company.id}/missing.abcdef123456.jpg`,
        '/uploads/missing.jpg',
      ]);
    } finally {
      await web.close();
      temp.remove();
    }
  });
});

imageStorageCases(t);
