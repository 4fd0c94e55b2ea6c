import { describe, expect, it } from 'vitest';
import {
  applyTransform,
  coverZoom,
  cropFrameFor,
  cropTransform,
  quarterTurn,
  rotate,
  rotatedSize,
  stepZoom,
} from './crop-geometry';

const PHOTO = { width: 1000, height: 600 };

/** Where the image's four corners land: top-left, top-right, bottom-right, bottom-left. */
function corners(transform: ReturnType<typeof cropTransform>, image = PHOTO) {
  return [
    [0, 0],
    [image.width, 0],
    [image.width, image.height],
    [0, image.height],
  ].map(([x, y]) => {
    const point = applyTransform(transform, x!, y!);
    return [Math.round(point.x * 1000) / 1000, Math.round(point.y * 1000) / 1000];
  });
}

describe('the crop frame', () => {
  it('is 300 x 180 wherever there is room, and before the width is known', () => {
    expect(cropFrameFor(600)).toEqual({ width: 300, height: 180 });
    expect(cropFrameFor(340)).toEqual({ width: 300, height: 180 });
    expect(cropFrameFor(0)).toEqual({ width: 300, height: 180 });
  });

  it('shrinks in the same 800 x 480 shape on a narrow screen', () => {
    expect(cropFrameFor(296)).toEqual({ width: 256, height: 153.6 });
  });
});

describe('rotation and zoom steps', () => {
  it('turns by 90 degrees and stays within one turn', () => {
    expect(rotate(0, 'right')).toBe(90);
    expect(rotate(270, 'right')).toBe(0);
    expect(rotate(0, 'left')).toBe(270);
    expect(quarterTurn(-450)).toBe(270);
    expect(quarterTurn(44)).toBe(0);
  });

  it('keeps zoom between 1 and 3 on quarter steps', () => {
    expect(stepZoom(1.3)).toBe(1.25);
    expect(stepZoom(1.38)).toBe(1.5);
    expect(stepZoom(0.5)).toBe(1);
    expect(stepZoom(7)).toBe(3);
  });

  it('swaps width and height of the bounding box for a quarter turn', () => {
    expect(rotatedSize(PHOTO, 90)).toEqual({ width: 600, height: 1000 });
    expect(rotatedSize(PHOTO, 180)).toEqual(PHOTO);
  });
});

describe('the zoom at which the turned image covers the frame', () => {
  const FRAME = { width: 300, height: 180 };

  it('is 1 when the shown image already covers the frame', () => {
    expect(coverZoom({ width: 340, height: 255 }, FRAME, 0)).toBe(1);
    expect(coverZoom({ width: 340, height: 255 }, FRAME, 180)).toBe(1);
  });

  it('enlarges a landscape photo turned a quarter until it is as wide as the frame', () => {
    expect(coverZoom({ width: 340, height: 255 }, FRAME, 90)).toBeCloseTo(300 / 255);
    expect(coverZoom({ width: 340, height: 255 }, FRAME, 270)).toBeCloseTo(300 / 255);
  });

  it('enlarges a small image to the frame, and leaves one not measured yet alone', () => {
    expect(coverZoom({ width: 150, height: 150 }, FRAME, 0)).toBe(2);
    expect(coverZoom({ width: 0, height: 0 }, FRAME, 90)).toBe(1);
  });
});

describe('the transform from the image to the 800 x 480 output', () => {
  it('scales a crop of the whole unturned image onto the output', () => {
    const transform = cropTransform(PHOTO, { x: 0, y: 0, width: 1000, height: 600 }, 0);
    expect(corners(transform)).toEqual([
      [0, 0],
      [800, 0],
      [800, 480],
      [0, 480],
    ]);
  });

  it('moves the crop corner to the origin and scales by the crop, not the image', () => {
    // A 500 x 300 crop from (250, 100): the output shows that part at 1.6 times.
    const transform = cropTransform(PHOTO, { x: 250, y: 100, width: 500, height: 300 }, 0);
    expect(applyTransform(transform, 250, 100)).toEqual({ x: 0, y: 0 });
    expect(applyTransform(transform, 750, 400)).toEqual({ x: 800, y: 480 });
    expect(corners(transform)[0]).toEqual([-400, -160]);
  });

  it('turns the image clockwise for 90 degrees: its top-left corner goes to the top right', () => {
    // Turned, the 1000 x 600 photo is 600 x 1000; crop its top 600 x 360.
    const transform = cropTransform(PHOTO, { x: 0, y: 0, width: 600, height: 360 }, 90);
    const scale = 800 / 600;
    expect(corners(transform)).toEqual([
      [800, 0],
      [800, Math.round(1000 * scale * 1000) / 1000],
      [0, Math.round(1000 * scale * 1000) / 1000],
      [0, 0],
    ]);
  });

  it('turns the image upside down for 180 degrees', () => {
    const transform = cropTransform(PHOTO, { x: 0, y: 0, width: 1000, height: 600 }, 180);
    expect(corners(transform)).toEqual([
      [800, 480],
      [0, 480],
      [0, 0],
      [800, 0],
    ]);
  });

  it('turns the image anticlockwise for 270 degrees: its top-left corner goes to the bottom left', () => {
    // Turned, the photo is 600 x 1000; crop its bottom 600 x 360.
    const transform = cropTransform(PHOTO, { x: 0, y: 640, width: 600, height: 360 }, 270);
    const [topLeft, topRight, bottomRight, bottomLeft] = corners(transform);
    expect(topLeft).toEqual([0, 480]);
    expect(bottomLeft).toEqual([800, 480]);
    expect(topRight![0]).toBe(0);
    expect(bottomRight![0]).toBe(800);
  });

  it('stretches a crop a pixel off the 5:3 shape to fill the output exactly', () => {
    const transform = cropTransform(PHOTO, { x: 0, y: 0, width: 601, height: 360 }, 0);
    expect(applyTransform(transform, 601, 360)).toEqual({ x: 800, y: 480 });
  });
});
