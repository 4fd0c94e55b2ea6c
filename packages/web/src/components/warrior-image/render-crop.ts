import { WARRIOR_IMAGE } from '@warband/schemas';
import { cropTransform, OUTPUT, type Area } from './crop-geometry';

/** JPEG quality of the card image: about 100–200 KB for 800 x 480, with no visible loss. */
const QUALITY = 0.9;

/**
 * Draws the crop of an image, turned by `rotation`, onto an 800 x 480 canvas and encodes it
 * as a JPEG. The only code of the field that needs a real canvas (the geometry is in
 * crop-geometry.ts), so tests replace this module.
 */
export async function renderCrop(source: string, area: Area, rotation: number): Promise<Blob> {
  const image = await loadImage(source);
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT.width;
  canvas.height = OUTPUT.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the image on.');
  // A transparent PNG would turn black in a JPEG; the card's paper is white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  context.setTransform(...cropTransform(size, area, rotation));
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      WARRIOR_IMAGE.contentType,
      QUALITY,
    ),
  );
}

/**
 * The image as the browser shows it: `naturalWidth` and drawImage both follow the photo's
 * EXIF orientation, as the cropper's own <img> does, so the crop matches what was seen.
 */
async function loadImage(source: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = source;
  await image.decode();
  return image;
}
