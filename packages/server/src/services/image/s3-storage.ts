import { fieldOf } from '@warband/rules/narrow';
import type { S3Storage } from '../../config';
import { WARRIOR_IMAGE } from '@warband/schemas';
import { isImageKey } from './image-keys';
import { IMMUTABLE, type ImageStorage, type StoredImage } from './image-storage';
import { bucketSigningSecret, uploadSigner } from './upload-signature';

// DeleteObjects takes at most this many keys a call.
const DELETE_BATCH = 1000;

const isNotFound = (error: unknown) =>
  fieldOf(fieldOf(error, '$metadata'), 'httpStatusCode') === 404;

export type S3ImageStorage = ImageStorage & { readonly kind: 's3' };

/**
 * Images in an S3-compatible bucket, read by browsers at its public address. The browser
 * uploads to this server, which writes the re-encoded image to the bucket itself: nothing
 * reaches the bucket unchecked, and no upload address can write over a stored image. Objects
 * are addressed by path (bucket in the path), which every S3-compatible service understands.
 * The SDK is loaded only by servers that use a bucket.
 */
export async function s3ImageStorage(
  config: S3Storage,
  now = () => Date.now(),
): Promise<S3ImageStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  const signer = uploadSigner(bucketSigningSecret(config.secretAccessKey), now);
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: not every S3-compatible service knows the newer
    // ones the SDK would add to every PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const publicPrefix = `${config.publicUrl}/`;

  async function removeKeys(keys: readonly string[]) {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  async function sizeOf(key: string) {
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',

    signUpload: async (key) => signer.sign(key, `${publicPrefix}${key}`),
    checkSignature: signer.check,

    keyOf(url) {
      if (!url.startsWith(publicPrefix)) return null;
      const key = url.slice(publicPrefix.length);
      return isImageKey(key) ? key : null;
    },

    size: sizeOf,

    async read(key) {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },

    // Checked first, not made conditional: If-None-Match on a PUT is not known to every
    // S3-compatible service. Two PUTs of one address at once on one server are kept apart by
    // the upload itself (store-upload.ts).
    async create(key, bytes) {
      if ((await sizeOf(key)) !== null) return false;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: WARRIOR_IMAGE.contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return true;
    },

    remove: (keys) => removeKeys(keys.filter(isImageKey)),

    async removePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        await removeKeys((page.Contents ?? []).flatMap((object) => object.Key ?? []));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, ContinuationToken: token }),
        );
        const images: StoredImage[] = (page.Contents ?? []).flatMap(({ Key, LastModified }) =>
          Key && LastModified && isImageKey(Key) ? [{ key: Key, storedAt: LastModified }] : [],
        );
        if (images.length > 0) yield images;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
