import { randomBytes } from 'node:crypto';

/**
 * Where a warrior image is kept: `<player>/<company>/<stem>.<version>.jpg`. The server builds
 * the key itself: the player and company are the caller's, checked; the stem is the file
 * name the schema let through ([A-Za-z0-9_-], shortened); the version is new for every
 * upload, so a replaced image has a new address and shows at once despite long caching.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^${UUID}/${UUID}/[A-Za-z0-9_-]{1,100}\\.[a-z0-9]{10,40}\\.jpg$`);
const STEM_MAX = 100;

export function newImageKey(playerId: string, companyId: string, fileName: string): string {
  const stem = fileName.replace(/\.jpg$/, '').slice(0, STEM_MAX);
  const version = `${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
  return `${companyPrefix(playerId, companyId)}${stem}.${version}.jpg`;
}

/** True for a key this server could have made: nothing else is ever read, served or removed. */
export function isImageKey(key: string): boolean {
  return KEY.test(key);
}

/** Every image of one company of one player is kept under this prefix. */
export function companyPrefix(playerId: string, companyId: string): string {
  return `${playerId}/${companyId}/`;
}
