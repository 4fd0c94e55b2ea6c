import { fieldOf } from '@warband/rules/narrow';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isImageKey } from './image-keys';
import { IMAGE_PATH, type ImageStorage, type StoredImage } from './image-storage';
import { signingSecret, uploadSigner } from './upload-signature';

export { IMAGE_PATH, UPLOAD_PATH } from './image-storage';

export interface LocalImageStorage extends ImageStorage {
  readonly kind: 'local';
  /** The file of a key, for serving it. */
  fileOf(key: string): string;
}

const isMissing = (error: unknown) => fieldOf(error, 'code') === 'ENOENT';

async function entriesOf(dir: string): Promise<fs.Dirent[]> {
  try {
    return await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * Images in DATA_DIR/uploads, one directory per player and company. Upload addresses are
 * signed with a key kept in DATA_DIR (upload-signature.ts).
 */
export function localImageStorage(dataDir: string, now = () => Date.now()): LocalImageStorage {
  const root = path.join(dataDir, 'uploads');
  const signer = uploadSigner(signingSecret(dataDir), now);
  const fileOf = (key: string) => {
    if (!isImageKey(key)) throw new Error('Not an image key');
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',
    fileOf,

    signUpload: async (key) => signer.sign(key, `${IMAGE_PATH}${key}`),
    checkSignature: signer.check,

    keyOf(url) {
      if (!url.startsWith(IMAGE_PATH)) return null;
      const key = url.slice(IMAGE_PATH.length);
      return isImageKey(key) ? key : null;
    },

    async create(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then linked into place: a reader never sees half an image, and the
      // link fails when the name is taken, so a stored image is never written over.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await fs.promises.writeFile(partial, bytes);
      try {
        await fs.promises.link(partial, file);
        return true;
      } catch (error) {
        if (fieldOf(error, 'code') === 'EEXIST') return false;
        throw error;
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },

    async size(key) {
      try {
        return (await fs.promises.stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
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

    async *list() {
      for (const player of await entriesOf(root)) {
        if (!player.isDirectory()) continue;
        for (const company of await entriesOf(path.join(root, player.name))) {
          if (!company.isDirectory()) continue;
          const dir = path.join(root, player.name, company.name);
          const page: StoredImage[] = [];
          for (const file of await entriesOf(dir)) {
            const key = `${player.name}/${company.name}/${file.name}`;
            if (!file.isFile() || !isImageKey(key)) continue;
            try {
              const { mtime } = await fs.promises.stat(path.join(dir, file.name));
              page.push({ key, storedAt: mtime });
            } catch (error) {
              if (!isMissing(error)) throw error;
            }
          }
          if (page.length > 0) yield page;
        }
      }
    },
  };
}
