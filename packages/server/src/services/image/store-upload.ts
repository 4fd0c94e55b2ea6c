import { WARRIOR_IMAGE } from '@warband/schemas';
import { ConflictError, NotFoundError, ServiceError, ValidationError } from '../../errors';
import { reencodeCardImage } from './check-image';
import { isImageKey } from './image-keys';
import type { ImageStorage } from './image-storage';

export const UPLOAD_NOT_SIGNED = 'This upload address is not valid. Please upload the image again.';
export const UPLOAD_EXPIRED = 'This upload address has expired. Please upload the image again.';
export const SEND_A_JPEG = 'Please send the image as image/jpeg.';
export const UPLOAD_USED =
  'This upload address has already been used. Please upload the image again.';

/** A PUT without this server's signature for its key, or past its expiry. */
export class UploadForbiddenError extends ServiceError {
  readonly status = 403;
  readonly code = 'FORBIDDEN' as const;
}

export class UnsupportedImageTypeError extends ServiceError {
  readonly status = 415;
  readonly code = 'VALIDATION' as const;
}

export interface SignedUpload {
  key: string;
  expires: string;
  signature: string;
}

/**
 * Whether a PUT may write its key: checked before its body is read, so that nobody without
 * an address the server signed can make it hold ten megabytes, and a used address costs no
 * upload. A bad signature is not a look-up of someone's row, so it is a 403 that says what
 * to do, not a 404.
 */
export async function checkUpload(storage: ImageStorage, upload: SignedUpload): Promise<void> {
  if (!isImageKey(upload.key)) throw new NotFoundError();
  const signature = storage.checkSignature(upload.key, upload.expires, upload.signature);
  if (signature === 'expired') throw new UploadForbiddenError(UPLOAD_EXPIRED);
  if (signature !== 'valid') throw new UploadForbiddenError(UPLOAD_NOT_SIGNED);
  if ((await storage.size(upload.key)) !== null) throw new ConflictError(UPLOAD_USED);
}

// Keys being stored by this server: a second PUT of one address at once is the one refused.
const storing = new Set<string>();

/**
 * The bytes of a signed PUT: stored, re-encoded, only when they are a real 800×480 JPEG sent
 * as one, and only once per address; any other upload is refused with what is wrong, and
 * nothing is written. A saved image is served as immutable for a year, so an address that
 * could write again would change it under every cache.
 */
export async function storeUpload(
  storage: ImageStorage,
  upload: SignedUpload & { contentType: string | undefined; bytes: Buffer },
): Promise<void> {
  await checkUpload(storage, upload);
  const type = upload.contentType?.split(';')[0]?.trim().toLowerCase();
  if (type !== WARRIOR_IMAGE.contentType) throw new UnsupportedImageTypeError(SEND_A_JPEG);
  if (storing.has(upload.key)) throw new ConflictError(UPLOAD_USED);
  storing.add(upload.key);
  try {
    const { bytes, problem } = await reencodeCardImage(upload.bytes);
    if (problem !== null) throw new ValidationError({ image: problem }, problem);
    if (!(await storage.create(upload.key, bytes))) throw new ConflictError(UPLOAD_USED);
  } finally {
    storing.delete(upload.key);
  }
}
