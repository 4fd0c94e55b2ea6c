import type { ImageStorageConfig } from '../../config';
import { localImageStorage, type LocalImageStorage } from './local-storage';
import { s3ImageStorage, type S3ImageStorage } from './s3-storage';

/** The image storage the configuration names: a bucket when S3_* are set, else DATA_DIR. */
export async function openImageStorage(
  config: ImageStorageConfig,
  dataDir: string,
): Promise<LocalImageStorage | S3ImageStorage> {
  return config.kind === 's3' ? s3ImageStorage(config) : localImageStorage(dataDir);
}
