import { inArray } from 'drizzle-orm';
import { WARRIOR_IMAGE } from '@warband/schemas';
import { warriors } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { cardImageProblem, IMAGE_TOO_LARGE } from './check-image';
import { companyPrefix } from './image-keys';

export const UPLOAD_AGAIN = 'Please upload the image again';

/**
 * A warrior saved with an image it did not have before: the image must be one this server
 * handed out for the caller's company, stored, and a real 800×480 JPEG. The bytes are
 * checked here whatever the storage: a bucket takes them straight from the browser, unseen.
 * A bad object is removed. Throws a ValidationError on `image`; call it before the write.
 */
export async function checkNewImage(
  ctx: ServiceContext,
  caller: Caller,
  write: { companyId: string; image: string; previous: string | null },
): Promise<void> {
  const { image } = write;
  if (image === '' || image === write.previous) return;
  const key = ctx.images.keyOf(image);
  if (!key?.startsWith(companyPrefix(caller.id, write.companyId))) {
    throw new ValidationError({ image: UPLOAD_AGAIN });
  }
  const size = await ctx.images.size(key);
  if (size === null) throw new ValidationError({ image: UPLOAD_AGAIN });
  const problem =
    size > WARRIOR_IMAGE.maxBytes
      ? IMAGE_TOO_LARGE
      : await cardImageProblem(await ctx.images.read(key));
  if (problem) {
    await ctx.images.remove([key]);
    throw new ValidationError({ image: problem });
  }
}

/**
 * Removes images a committed write or delete left behind (replaced, or of deleted
 * warriors), unless a warrior still shows them. Best effort, after the answer: a failure is
 * logged and the file stays, which loses nothing of the player's.
 */
export function discardImages(ctx: ServiceContext, caller: Caller, images: readonly string[]) {
  const own = `${caller.id}/`;
  const candidates = images.filter((image) => ctx.images.keyOf(image)?.startsWith(own));
  if (candidates.length === 0) return;
  ctx.background.run('removing warrior images', async () => {
    const kept = await ctx.db
      .select({ image: warriors.image })
      .from(warriors)
      .where(inArray(warriors.image, candidates));
    const stillShown = new Set(kept.map((row) => row.image));
    const keys = candidates.filter((image) => !stillShown.has(image)).map(ctx.images.keyOf);
    await ctx.images.remove(keys.filter((key) => key !== null));
  });
}

/** Removes every image of a deleted company, uploaded but never saved ones included. */
export function discardCompanyImages(ctx: ServiceContext, caller: Caller, companyId: string) {
  ctx.background.run('removing company images', () =>
    ctx.images.removePrefix(companyPrefix(caller.id, companyId)),
  );
}
