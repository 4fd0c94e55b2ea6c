import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Warrior } from '@warband/schemas';
import {
  IMAGE_TOO_LARGE,
  NOT_A_JPEG,
  UNREADABLE_IMAGE,
  WRONG_SIZE,
} from '../services/image/check-image';
import { localImageStorage } from '../services/image/local-storage';
import { UPLOAD_EXPIRED, UPLOAD_NOT_SIGNED } from '../services/image/store-upload';
import { UNKNOWN_ID, playerWithCompany } from '../../test/companies';
import { buildTestApp, captureLogs, makeTempDir, useTestApp } from '../../test/helpers';
import {
  askUpload,
  expectMissingImages,
  fakeWebBuild,
  jpeg,
  png,
  uploadImage,
  uploadTarget,
} from '../../test/images';

const t = useTestApp();

function put(address: string, bytes: Buffer, contentType = 'image/jpeg') {
  return t.app.inject({
    method: 'PUT',
    url: address,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const storedFiles = (dir = uploadsDir()): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
const filesOf = (dir: string) => storedFiles(dir).filter((name) => name.endsWith('.jpg'));

describe('POST /api/warrior/image, then PUT the bytes (local storage)', () => {
  it("signs an upload into the player's company, stores the JPEG and serves it", async () => {
    const { user, company } = await playerWithCompany(t.app);
    const target = await uploadTarget(t.app, user, company.id, 'hama.jpg');
    const prefix = `${user.id}/${company.id}/hama.`;
    expect(target.signedRequest).toMatch(
      new RegExp(`^/api/uploads/${prefix}[a-z0-9]+\\.jpg\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(target.url).toBe(target.signedRequest.replace('/api', '').split('?')[0]);
    const bytes = await jpeg();
    const stored = await put(target.signedRequest, bytes);
    expect(stored.statusCode, stored.body).toBe(204);

    const served = await t.app.inject({ method: 'GET', url: target.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // What is served is the picture encoded anew (image-storage-cases.ts has why).
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 480 });
  });

  it('gives every upload a new address, so a new image shows at once', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const first = await uploadTarget(t.app, user, company.id, 'hama.jpg');
    const second = await uploadTarget(t.app, user, company.id, 'hama.jpg');
    expect(second.url).not.toBe(first.url);
  });

  it('refuses a file name that is not a .jpg, and an unknown field', async () => {
    const { user, company } = await playerWithCompany(t.app);
    for (const fileName of ['hama.png', '../hama.jpg', 'hama.jpg.exe', '']) {
      const response = await askUpload(t.app, user, { fileName, companyId: company.id });
      expect(response.statusCode, fileName).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['fileName']);
    }
  });

  it("answers 404 for another player's company, an unknown one or a malformed id", async () => {
    const owner = await playerWithCompany(t.app);
    const { user } = await playerWithCompany(t.app);
    for (const companyId of [owner.company.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await askUpload(t.app, user, { fileName: 'a.jpg', companyId });
      expect(response.statusCode, companyId).toBe(404);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await askUpload(
      t.app,
      { headers: {} },
      { fileName: 'a.jpg', companyId: UNKNOWN_ID },
    );
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [
      'an image of another type',
      () => png(),
      'image/png',
      415,
      'Please send the image as image/jpeg.',
    ],
    ['a PNG sent as a JPEG', () => png(), 'image/jpeg', 400, NOT_A_JPEG],
    [
      'text sent as a JPEG',
      async () => Buffer.from('<html>hi</html>'),
      'image/jpeg',
      400,
      NOT_A_JPEG,
    ],
    [
      'a JPEG cut short',
      async () => (await jpeg()).subarray(0, 2000),
      'image/jpeg',
      400,
      UNREADABLE_IMAGE,
    ],
    ['a JPEG of the wrong size', () => jpeg(400, 240), 'image/jpeg', 400, WRONG_SIZE],
    [
      'more than 10 MB',
      async () => Buffer.alloc(10 * 1024 * 1024 + 1, 1),
      'image/jpeg',
      413,
      IMAGE_TOO_LARGE,
    ],
  ])('refuses %s and stores nothing', async (_label, bytes, type, status, message) => {
    const { user, company } = await playerWithCompany(t.app);
    const target = await uploadTarget(t.app, user, company.id);
    const response = await put(target.signedRequest, await bytes(), type);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(filesOf(path.join(uploadsDir(), user.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: target.url })).statusCode).toBe(404);
  });

  it('refuses an address whose signature, key or expiry was changed, or that has expired', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const { signedRequest } = await uploadTarget(t.app, user, company.id);
    const [address, query] = signedRequest.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const signature = params.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const other = await playerWithCompany(t.app);
    const tampered = [
      `${address}?expires=${params.get('expires')}&signature=${flipped}`,
      `${address}?expires=${Number(params.get('expires')) + 3600}&signature=${signature}`,
      `${address.replace(company.id, other.company.id)}?${query}`,
      `${address.replace('.jpg', 'x.jpg')}?${query}`,
      address,
    ];
    const bytes = await jpeg();
    for (const url of tampered) {
      const response = await put(url, bytes);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(UPLOAD_NOT_SIGNED);
    }
    // Signed with the server's own key, ten minutes and a second ago.
    const past = localImageStorage(t.config.dataDir, () => Date.now() - 601_000);
    const key = address.replace('/api/uploads/', '');
    const expired = await put((await past.signUpload(key)).signedRequest, bytes);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(UPLOAD_EXPIRED);
    expect(filesOf(path.join(uploadsDir(), user.id))).toEqual([]);
  });

  it('serves nothing but stored images', async () => {
    const { user, company } = await playerWithCompany(t.app);
    for (const url of [
      `/uploads/${user.id}/${company.id}/missing.abcdef123456.jpg`,
      `/uploads/${user.id}/${company.id}/..%2F..%2F..%2Fupload-signing.key`,
      `/uploads/${user.id}/..%2F..%2F/upload-signing.key`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('base64');
    }
  });
});

describe('PUT /api/uploads/{playerId}/{companyId}/{file} at a malformed address', () => {
  it('answers 400 or 403 in the error shape, and logs no error', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const { signedRequest } = await uploadTarget(t.app, user, company.id);
    const [address, query] = signedRequest.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const [expires, signature] = [params.get('expires'), params.get('signature')];
    const [, playerId, companyId, file] = address.replace('/api/uploads', '').split('/');
    const refused: [string, number][] = [
      [`${address}?expires=${'1'.repeat(21)}&signature=${signature}`, 403],
      [`${address}?expires=${expires}&signature=${'A'.repeat(100)}`, 403],
      [`${address}?expires=${expires}&expires=${expires}&signature=${signature}`, 403],
      [`${address}?expires=${expires}&signature=${signature}&signature=${signature}`, 403],
      [`/api/uploads/%ff%fe/${companyId}/${file}?${query}`, 400],
      [`/api/uploads/${playerId}/%ED%A0%80/${file}?${query}`, 400],
      [`/api/uploads/${playerId}/${companyId}/%E0%A4%A?${query}`, 400],
    ];
    const temp = makeTempDir();
    const logs = captureLogs();
    const logged = await buildTestApp(
      t.db,
      temp.dir,
      { LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    try {
      for (const [url, status] of refused) {
        const response = await logged.inject({
          method: 'PUT',
          url,
          headers: { 'content-type': 'image/jpeg' },
          payload: await jpeg(),
        });
        expect(response.statusCode, url).toBe(status);
        expect(response.json(), url).toEqual({
          message: status === 403 ? UPLOAD_NOT_SIGNED : 'The request could not be read.',
          code: status === 403 ? 'FORBIDDEN' : 'VALIDATION',
          requestId: response.headers['x-request-id'],
        });
      }
      expect(logs.entries().filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    } finally {
      await logged.close();
      temp.remove();
    }
  });
});

describe('an image address with nothing stored', () => {
  it('is a 404 nobody caches, not the web page', async () => {
    const temp = makeTempDir();
    const web = await buildTestApp(t.db, temp.dir, { WEB_DIST: fakeWebBuild(temp.dir) });
    try {
      const { user, company } = await playerWithCompany(web);
      const target = await uploadTarget(web, user, company.id);
      await expectMissingImages(web, [
        target.url,
        '/uploads/missing.jpg',
        `/uploads/${user.id}/missing.jpg`,
        `/uploads/${user.id}/${company.id}/a/missing.abcdef123456.jpg`,
        '/uploads/',
      ]);
    } finally {
      await web.close();
      temp.remove();
    }
  });
});

describe('a warrior saved with an image', () => {
  it('keeps an image uploaded for its company', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const image = await uploadImage(t.app, user, company.id);
    const response = await api.createWarrior({
      name: 'Háma',
      rank: 'Hero',
      image,
      companyId: company.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Warrior>().image).toBe(image);
  });

  it("refuses an address not uploaded, another company's, another player's or elsewhere", async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const second = await api.createCompany({ name: 'Second', race: 'Rohan' });
    const other = await playerWithCompany(t.app);
    const theirs = await uploadImage(t.app, other.user, other.company.id);
    const mine = await uploadImage(t.app, user, second.json<{ id: string }>().id);
    const never = await uploadTarget(t.app, user, company.id);
    for (const image of [never.url, mine, theirs, 'https://example.org/a.jpg', '/uploads/x.jpg']) {
      const response = await api.createWarrior({
        name: 'Háma',
        rank: 'Hero',
        image,
        companyId: company.id,
      });
      expect(response.statusCode, image).toBe(400);
      expect(response.json().fields).toEqual({ image: 'Please upload the image again' });
    }
    expect((await api.warriors(company.id)).json()).toEqual([]);
  });
});
