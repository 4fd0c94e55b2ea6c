/** Where the browser PUTs an image's bytes, and the address the image is then read at. */
export interface UploadTarget {
  signedRequest: string;
  url: string;
}

/**
 * Where warrior images are kept: the local disk or an S3-compatible bucket. Keys are made by
 * image-keys.ts; a store reads, serves and removes nothing else.
 */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** A single-purpose, expiring address to PUT the JPEG bytes of `key` to. */
  signUpload(key: string): Promise<UploadTarget>;
  /** The key of an address this store hands out, or null for any other address. */
  keyOf(url: string): string | null;
  /** The stored size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Buffer>;
  remove(keys: readonly string[]): Promise<void>;
  /** Everything under a prefix (a company's images). */
  removePrefix(prefix: string): Promise<void>;
}

/** How long a signed upload address works. */
export const UPLOAD_EXPIRY_SECONDS = 10 * 60;
