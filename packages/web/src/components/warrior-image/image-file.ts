import { isOneOf } from '@warband/rules';
import { WARRIOR_IMAGE } from '@warband/schemas';
import { IMAGE_TEXTS } from './texts';

/** What the file chooser offers (jpg, jpeg or png). */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * Why a chosen file cannot be used, or null when it can. The browser's type decides; a file
 * it could not type (some drag sources give none) is judged by its name. The size limit is
 * the upload's: the cropped image sent is far smaller, but a larger photo is refused up front.
 */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const accepted = file.type
    ? isOneOf(ACCEPTED_TYPES, file.type)
    : ACCEPTED_EXTENSIONS.test(file.name);
  if (!accepted) return IMAGE_TEXTS.invalidType;
  if (file.size > WARRIOR_IMAGE.maxBytes) return IMAGE_TEXTS.tooLarge;
  return null;
}
