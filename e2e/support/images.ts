import sharp from 'sharp';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A photo as a player would pick it: a PNG larger than the card's 800 x 480 and of another
 * shape, so the cropper has something to frame; two colours so a crop can be told apart.
 */
export async function photo(name = 'rider.png'): Promise<ImageFile> {
  const half = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
