/** Where the browser PUTs an image's bytes, and the address the image is then read at. */
export interface UploadTarget {
  signedRequest: string;
  url: string;
}

/** What the check of an upload address's signature found. */
export type UploadSignature = 'valid' | 'expired' | 'invalid';

/** An image file as stored, with when it was written. */
export interface StoredImage {
  key: string;
  storedAt: Date;
}

/**
 * Where warrior images are kept: the local disk or an S3-compatible bucket. Keys are made by
 * image-keys.ts; a store reads, serves and removes nothing else. Either way the browser
 * uploads to this server (routes/uploads.ts), which stores the image re-encoded.
 */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** A single-purpose, expiring address to PUT the JPEG bytes of `key` to. */
  signUpload(key: string): Promise<UploadTarget>;
  /** Whether a PUT of `key` carries this server's signature, unexpired. */
  checkSignature(key: string, expires: string, signature: string): UploadSignature;
  /** The key of an address this store hands out, or null for any other address. */
  keyOf(url: string): string | null;
  /** The stored size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Buffer>;
  /** Stores the bytes under `key`, unless something is there already: false then. */
  create(key: string, bytes: Buffer): Promise<boolean>;
  remove(keys: readonly string[]): Promise<void>;
  /** Everything under a prefix (a company's images). */
  removePrefix(prefix: string): Promise<void>;
  /** Every stored image, a page at a time. */
  list(): AsyncIterable<StoredImage[]>;
}

/** How long a signed upload address works. */
export const UPLOAD_EXPIRY_SECONDS = 10 * 60;

/** Where the server takes uploads (routes/uploads.ts), and serves local images. */
export const UPLOAD_PATH = '/api/uploads/';
export const IMAGE_PATH = '/uploads/';

/** How a stored image is cached: a new image always has a new address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
