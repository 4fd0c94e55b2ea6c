import type Sharp from 'sharp';
import { WARRIOR_IMAGE } from '@warband/schemas';

const { width, height } = WARRIOR_IMAGE;
const MAX_MB = WARRIOR_IMAGE.maxBytes / (1024 * 1024);

export const IMAGE_TOO_LARGE = `File too large. Maximum size ${MAX_MB}MB.`;
export const NOT_A_JPEG = 'The image is not a JPEG. Please upload it again.';
export const WRONG_SIZE = `The image must be ${width}×${height} pixels. Please upload it again.`;

// Loaded on the first image: libvips weighs tens of megabytes a server without uploads never
// needs. No cache: images are checked once each, and memory is budgeted.
let loading: Promise<typeof Sharp> | undefined;
function loadSharp() {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * What is wrong with `bytes` as a warrior's card image (spec section 9: an 800×480 JPEG, at
 * most 10 MB), or null when nothing is. The file is decoded whole, so a truncated or corrupt
 * JPEG, or another format under a .jpg name, is caught, not only a wrong header.
 */
export async function cardImageProblem(bytes: Buffer): Promise<string | null> {
  if (bytes.length > WARRIOR_IMAGE.maxBytes) return IMAGE_TOO_LARGE;
  // Every JPEG starts with these bytes: anything else is turned away without decoding.
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return NOT_A_JPEG;
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'warning' });
    const { format, width: w, height: h } = await image.metadata();
    if (format !== 'jpeg') return NOT_A_JPEG;
    if (w !== width || h !== height) return WRONG_SIZE;
    await image.raw().toBuffer();
    return null;
  } catch {
    return NOT_A_JPEG;
  }
}
