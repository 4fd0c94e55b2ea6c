import { WARRIOR_IMAGE } from '@warband/schemas';
import { ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { cardImageProblem, IMAGE_TOO_LARGE } from './check-image';
import { companyPrefix } from './image-keys';
import { imageKeysInUse } from './image-references';

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
 * warriors), unless something can still show them: a warrior, or a battle not undone, whose
 * undo would bring them back (image-references.ts). What a battle keeps goes with the
 * company, or to the sweep once the battle is undone (sweep-images.ts). Best effort, after
 * the answer: a failure is logged and the file stays, which loses nothing of the player's.
 */
export function discardImages(ctx: ServiceContext, caller: Caller, images: readonly string[]) {
  const own = `${caller.id}/`;
  const keys = images.flatMap((image) => {
    const key = ctx.images.keyOf(image);
    return key?.startsWith(own) ? [key] : [];
  });
  if (keys.length === 0) return;
  ctx.background.run('removing warrior images', async () => {
    const inUse = await imageKeysInUse(ctx.db, keys);
    await ctx.images.remove(keys.filter((key) => !inUse.has(key)));
  });
}

/** Removes every image of a deleted company, uploaded but never saved ones included. */
export function discardCompanyImages(ctx: ServiceContext, caller: Caller, companyId: string) {
  ctx.background.run('removing company images', () =>
    ctx.images.removePrefix(companyPrefix(caller.id, companyId)),
  );
}
