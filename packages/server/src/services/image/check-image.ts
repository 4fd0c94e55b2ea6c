import type Sharp from 'sharp';
import type { Sharp as SharpImage } from 'sharp';
import { WARRIOR_IMAGE } from '@warband/schemas';

const { width, height } = WARRIOR_IMAGE;
const MAX_MB = WARRIOR_IMAGE.maxBytes / (1024 * 1024);

export const IMAGE_TOO_LARGE = `File too large. Maximum size ${MAX_MB}MB.`;
export const NOT_A_JPEG = 'The image is not a JPEG. Please upload it again.';
export const UNREADABLE_IMAGE = 'The image could not be read. Please upload it again.';
export const WRONG_SIZE = `The image must be ${width}×${height} pixels. Please upload it again.`;

/** The quality the web app's crop encodes at (render-crop.ts): a second pass loses nothing seen. */
const JPEG_QUALITY = 90;

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

type Checked = { image: SharpImage; problem: null } | { image: null; problem: string };

/**
 * Whether `bytes` are a warrior's card image (an 800×480 JPEG, at most 10 MB), read from the
 * header before anything is decoded, so no upload can make the server decode a huge picture.
 */
async function openCardImage(bytes: Buffer): Promise<Checked> {
  const refuse = (problem: string): Checked => ({ image: null, problem });
  if (bytes.length > WARRIOR_IMAGE.maxBytes) return refuse(IMAGE_TOO_LARGE);
  // Every JPEG starts with these bytes: anything else is turned away without decoding.
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return refuse(NOT_A_JPEG);
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'warning' });
    const { format, width: w, height: h } = await image.metadata();
    if (format !== 'jpeg') return refuse(NOT_A_JPEG);
    if (w !== width || h !== height) return refuse(WRONG_SIZE);
    return { image, problem: null };
  } catch {
    return refuse(UNREADABLE_IMAGE);
  }
}

/**
 * What is wrong with `bytes` as a stored card image, or null when nothing is. The file is
 * decoded whole, so a truncated or corrupt JPEG, or another format under a .jpg name, is
 * caught, not only a wrong header.
 */
export async function cardImageProblem(bytes: Buffer): Promise<string | null> {
  const opened = await openCardImage(bytes);
  if (!opened.image) return opened.problem;
  try {
    await opened.image.raw().toBuffer();
    return null;
  } catch {
    return UNREADABLE_IMAGE;
  }
}

/**
 * An upload made into the card image that is stored: its pixels decoded and encoded afresh
 * as a JPEG, so nothing the sender put around or inside the picture (bytes after its end,
 * comments, EXIF, colour profiles, a page hidden in a segment) is ever kept or served.
 */
export async function reencodeCardImage(
  bytes: Buffer,
): Promise<{ bytes: Buffer; problem: null } | { bytes: null; problem: string }> {
  const opened = await openCardImage(bytes);
  if (!opened.image) return { bytes: null, problem: opened.problem };
  const { image } = opened;
  try {
    return { bytes: await image.jpeg({ quality: JPEG_QUALITY }).toBuffer(), problem: null };
  } catch {
    return { bytes: null, problem: UNREADABLE_IMAGE };
  }
}
