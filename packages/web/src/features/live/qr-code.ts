import qrcode from 'qrcode-generator';

/**
 * A QR code drawn for an SVG, made on the device: nothing is fetched to draw it. Loaded only
 * when a code is shown (InviteQrCode), so no page carries the encoder before then.
 */

/** The light margin a scanner needs to find the code, in modules, as the standard asks. */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules across, the quiet zone included: the side of the SVG's viewBox. */
  size: number;
  /** The dark modules as one path: each row's runs of dark modules as a rectangle. */
  path: string;
}

/**
 * The QR code of `text` (error correction M: a code read from across a table, a little worn
 * or glared, still reads), its bytes the text's UTF-8.
 */
export function qrDrawing(text: string): QrDrawing {
  const code = qrcode(0, 'M');
  // The encoder keeps each character's low byte: given UTF-8 bytes as characters, it keeps
  // them all.
  code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
  code.make();
  const count = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!code.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && code.isDark(row, col)) col += 1;
      const length = col - start;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: runs.join('') };
}
