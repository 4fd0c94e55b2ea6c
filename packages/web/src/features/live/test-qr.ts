import jsQR from 'jsqr';

/**
 * What a phone's camera would read from an SVG QR code: its path drawn into pixels (the white
 * square of its viewBox, its runs of dark modules black), `scale` pixels a module, then read
 * by a real decoder. Null when nothing reads.
 */
export function readQrPath(path: string, size: number, scale = 4): string | null {
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const runs = path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g);
  let drawn = '';
  for (const [whole, x, y, length] of runs) {
    drawn += whole;
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(length)) * scale; col += 1) {
        const at = (row * side + col) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  // Every part of the path is a run this reads: nothing drawn is left out of the picture.
  if (drawn !== path) throw new Error('The path holds something other than runs of modules.');
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
