import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isImageKey } from './image-keys';
import { UPLOAD_EXPIRY_SECONDS, type ImageStorage } from './image-storage';

/** Where the server answers uploads and serves images (routes/uploads.ts). */
export const UPLOAD_PATH = '/api/uploads/';
export const IMAGE_PATH = '/uploads/';

export type UploadSignature = 'valid' | 'expired' | 'invalid';

export interface LocalImageStorage extends ImageStorage {
  readonly kind: 'local';
  /** Whether a PUT of `key` carries this server's signature, unexpired. */
  checkSignature(key: string, expires: string, signature: string): UploadSignature;
  write(key: string, bytes: Buffer): Promise<void>;
  /** The file of a key, for serving it. */
  fileOf(key: string): string;
}

const SECRET_FILE = 'upload-signing.key';

/**
 * The key that signs upload addresses, made on first start and kept in DATA_DIR beside the
 * images it guards, so addresses outlive a restart and every server on the directory agrees.
 */
export function signingSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}

/**
 * Images in DATA_DIR/uploads. An upload address is this server's own, HMAC-signed for one
 * key, the PUT method and an expiry: it can write that image and nothing else, for ten
 * minutes.
 */
export function localImageStorage(dataDir: string, now = () => Date.now()): LocalImageStorage {
  const root = path.join(dataDir, 'uploads');
  const secret = signingSecret(dataDir);
  const sign = (key: string, expires: string) =>
    createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest();
  const fileOf = (key: string) => {
    if (!isImageKey(key)) throw new Error('Not an image key');
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',
    fileOf,

    async signUpload(key) {
      const expires = String(Math.floor(now() / 1000) + UPLOAD_EXPIRY_SECONDS);
      const signature = sign(key, expires).toString('base64url');
      const query = new URLSearchParams({ expires, signature });
      return { signedRequest: `${UPLOAD_PATH}${key}?${query}`, url: `${IMAGE_PATH}${key}` };
    },

    checkSignature(key, expires, signature) {
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(key, expires);
      if (!/^\d{1,12}$/.test(expires) || given.length !== expected.length) return 'invalid';
      if (!timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 < now() ? 'expired' : 'valid';
    },

    keyOf(url) {
      if (!url.startsWith(IMAGE_PATH)) return null;
      const key = url.slice(IMAGE_PATH.length);
      return isImageKey(key) ? key : null;
    },

    async write(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half an image.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await fs.promises.writeFile(partial, bytes);
      await fs.promises.rename(partial, file);
    },

    async size(key) {
      try {
        return (await fs.promises.stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    read: (key) => fs.promises.readFile(fileOf(key)),

    async remove(keys) {
      for (const key of keys) await fs.promises.rm(fileOf(key), { force: true });
    },

    async removePrefix(prefix) {
      const [player, company] = prefix.split('/');
      if (!isImageKey(`${prefix}x.0000000000.jpg`) || !player || !company) {
        throw new Error('Not an image prefix');
      }
      await fs.promises.rm(path.join(root, player, company), { recursive: true, force: true });
    },
  };
}
