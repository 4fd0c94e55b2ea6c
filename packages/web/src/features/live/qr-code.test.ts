import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrDrawing } from './qr-code';
import { readQrPath } from './test-qr';

const LINK = 'https://ledger.example/friendly/3q2-7wZJv0kQm3T9xYp1cN8sL4eRgH6uDaBfVtKoWiE';

describe('qrDrawing', () => {
  it('draws a code a scanner reads back as the exact link', () => {
    const drawing = qrDrawing(LINK);
    expect(readQrPath(drawing.path, drawing.size)).toBe(LINK);
    expect(readQrPath(qrDrawing(`${LINK}x`).path, qrDrawing(`${LINK}x`).size)).toBe(`${LINK}x`);
  });

  it('is as large as its version, with the quiet zone around it left light', () => {
    const drawing = qrDrawing(LINK);
    expect(LINK).toHaveLength(75);
    // A version v code is 4v + 17 modules across; 75 bytes at level M need version 5.
    expect(drawing.size).toBe(4 * 5 + 17 + 2 * QUIET_ZONE);
    const starts = [...drawing.path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, length]) => ({
      x: Number(x),
      y: Number(y),
      end: Number(x) + Number(length),
    }));
    expect(Math.min(...starts.map((run) => run.x))).toBe(QUIET_ZONE);
    expect(Math.min(...starts.map((run) => run.y))).toBe(QUIET_ZONE);
    expect(Math.max(...starts.map((run) => run.end))).toBe(drawing.size - QUIET_ZONE);
    expect(Math.max(...starts.map((run) => run.y))).toBe(drawing.size - QUIET_ZONE - 1);
  });

  it('keeps characters beyond ASCII as UTF-8', () => {
    const text = 'Éomer’s Riders ⚔';
    const drawing = qrDrawing(text);
    expect(readQrPath(drawing.path, drawing.size)).toBe(text);
  });
});
