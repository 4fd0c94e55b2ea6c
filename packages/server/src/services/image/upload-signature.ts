import { fieldOf } from '@warband/rules/narrow';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  UPLOAD_EXPIRY_SECONDS,
  UPLOAD_PATH,
  type UploadSignature,
  type UploadTarget,
} from './image-storage';

export type { UploadSignature } from './image-storage';

/**
 * The server's own upload addresses: `PUT /api/uploads/<key>?expires=…&signature=…`, an HMAC
 * of the method, key and expiry. An address can write its one key and nothing else, for ten
 * minutes; the bytes then go through the server whatever the storage.
 */
export interface UploadSigner {
  sign(key: string, url: string): UploadTarget;
  check(key: string, expires: string, signature: string): UploadSignature;
}

export function uploadSigner(secret: Buffer, now = () => Date.now()): UploadSigner {
  const sign = (key: string, expires: string) =>
    createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest();
  return {
    sign(key, url) {
      const expires = String(Math.floor(now() / 1000) + UPLOAD_EXPIRY_SECONDS);
      const signature = sign(key, expires).toString('base64url');
      const query = new URLSearchParams({ expires, signature });
      return { signedRequest: `${UPLOAD_PATH}${key}?${query}`, url };
    },
    check(key, expires, signature) {
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(key, expires);
      if (!/^\d{1,12}$/.test(expires) || given.length !== expected.length) return 'invalid';
      if (!timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 < now() ? 'expired' : 'valid';
    },
  };
}

const SECRET_FILE = 'upload-signing.key';

/**
 * The key that signs upload addresses on the local disk, made on first start and kept in
 * DATA_DIR beside the images it guards, so addresses outlive a restart and every server on
 * the directory agrees.
 */
export function signingSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole under a name of its own, then linked into place: a server starting at the
    // same moment finds either no key or a whole one, never the empty file of one being
    // written, and the first link wins for both.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if (fieldOf(error, 'code') !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(draft);
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}

/**
 * With a bucket, the key is derived from the bucket's secret: every server that can write to
 * the bucket agrees on it, whatever its DATA_DIR, and it cannot be worked back to the secret.
 */
export function bucketSigningSecret(secretAccessKey: string): Buffer {
  return createHmac('sha256', secretAccessKey).update('warrior image uploads').digest();
}
