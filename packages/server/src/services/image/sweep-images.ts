import type { ServiceContext } from '../context';
import { imageKeysInUse } from './image-references';

/**
 * How old a stored image nothing shows must be before the sweep removes it: long enough for
 * a player to save the warrior they uploaded it for (the upload address lasts ten minutes,
 * an editor may stay open far longer), short enough that abandoned uploads do not pile up.
 */
export const IMAGE_SWEEP_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the stored images that nothing can show any more and that are at least a day old:
 * uploads never saved on a warrior, images only an undone battle named, and any a removal
 * after a write failed to take. Answers how many it removed.
 */
export async function sweepImages(
  ctx: Pick<ServiceContext, 'db' | 'images'>,
  now: Date,
): Promise<number> {
  const storedBefore = now.getTime() - IMAGE_SWEEP_AGE_MS;
  let removed = 0;
  for await (const page of ctx.images.list()) {
    const old = page.filter((image) => image.storedAt.getTime() <= storedBefore);
    if (old.length === 0) continue;
    const inUse = await imageKeysInUse(
      ctx.db,
      old.map((image) => image.key),
    );
    const unused = old.map((image) => image.key).filter((key) => !inUse.has(key));
    await ctx.images.remove(unused);
    removed += unused.length;
  }
  return removed;
}
