import { present } from '@warband/rules/narrow';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { battleRecords, warriors } from '../../db/schema';
import { isUuid } from '../owned';
import { isImageKey } from './image-keys';

/**
 * The key an image address ends with, whatever the address before it: a warrior keeps the
 * address it was saved with, and a bucket's public address may have changed since.
 */
function keyAtEndOf(address: string): string | null {
  const key = address.split('/').slice(-3).join('/');
  return isImageKey(key) ? key : null;
}

const companyOfKey = (key: string) => present(key.split('/')[1], `The company of image ${key}`);

/**
 * Of these image keys, those something can still show: a warrior row, or the company as a
 * battle record not undone keeps it (before or after the battle), which an undo may write
 * back. An image is only ever saved on a warrior of the company its key names
 * (docs/adr/0128-a-warrior-shows-only-its-own-companys-uploads-old-ones.md), so the companies of
 * the keys are all that is read.
 */
export async function imageKeysInUse(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const companyIds = [...new Set(keys.map(companyOfKey))].filter(isUuid);
  if (companyIds.length === 0) return new Set();
  const shown = await db
    .select({ image: warriors.image })
    .from(warriors)
    .where(and(inArray(warriors.companyId, companyIds), ne(warriors.image, '')));
  const companies = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = rawRows<{ image: string | null }>(
    await db.execute(sql`select distinct w.value ->> 'image' as image
      from ${battleRecords} r, jsonb_array_elements(
        coalesce(r.before_image -> 'warriors', '[]'::jsonb) ||
        coalesce(r.after_image -> 'warriors', '[]'::jsonb)) w
      where r.company_id in (${companies}) and r.undone_at is null`),
  );
  const wanted = new Set(keys);
  const inUse = new Set<string>();
  for (const { image } of [...shown, ...kept]) {
    const key = image ? keyAtEndOf(image) : null;
    if (key && wanted.has(key)) inUse.add(key);
  }
  return inUse;
}
