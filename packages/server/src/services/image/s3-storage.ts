import type { S3Storage } from '../../config';
import { isImageKey } from './image-keys';
import { UPLOAD_EXPIRY_SECONDS, type ImageStorage } from './image-storage';

// DeleteObjects takes at most this many keys a call.
const DELETE_BATCH = 1000;

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export type S3ImageStorage = ImageStorage & { readonly kind: 's3' };

/**
 * Images in an S3-compatible bucket. The browser PUTs the bytes straight to a presigned
 * address (content type fixed); the server reads them back when a warrior is saved with
 * them (warrior-images.ts). Objects are addressed by path (bucket in the path), which every
 * S3-compatible service understands. The SDK is loaded only by servers that use a bucket.
 */
export async function s3ImageStorage(config: S3Storage): Promise<S3ImageStorage> {
  const [sdk, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: a presigned PUT must not demand the checksum of
    // bytes the server never sees.
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

  return {
    kind: 's3',

    async signUpload(key) {
      const command = new sdk.PutObjectCommand({ Bucket, Key: key, ContentType: 'image/jpeg' });
      const signedRequest = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_EXPIRY_SECONDS,
        signableHeaders: new Set(['content-type']),
      });
      return { signedRequest, url: `${publicPrefix}${key}` };
    },

    keyOf(url) {
      if (!url.startsWith(publicPrefix)) return null;
      const key = url.slice(publicPrefix.length);
      return isImageKey(key) ? key : null;
    },

    async size(key) {
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key) {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
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
  };
}
