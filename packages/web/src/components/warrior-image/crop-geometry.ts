import { itemAt } from '@warband/rules';
import { WARRIOR_IMAGE } from '@warband/schemas';

// The geometry of the crop (docs/adr/0119-what-is-framed-is-what-is-uploaded.md), kept apart from
// the canvas so it can be tested without one.

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in pixels of the rotated image's bounding box, as the cropper reports it. */
export interface Area extends Size {
  x: number;
  y: number;
}

/** The card image every crop becomes. */
export const OUTPUT: Size = { width: WARRIOR_IMAGE.width, height: WARRIOR_IMAGE.height };
export const ASPECT = OUTPUT.width / OUTPUT.height;

/** The crop frame, 300 x 180; narrower screens get the same shape, smaller. */
export const CROP_FRAME: Size = { width: 300, height: 180 };
/**
 * The image shown around the frame on each side: enough to see what lies outside the crop,
 * little enough that the frame takes most of the image (the image covers the cropper's box).
 */
export const FRAME_MARGIN = 20;

export const ZOOM = { min: 1, max: 3, step: 0.25 } as const;
export const ROTATION_STEP = 90;

/**
 * The crop frame for a cropper box this wide: 300 x 180, or smaller in the same shape when
 * the box is narrower (a phone). A width not measured yet (0) gets the full frame.
 */
export function cropFrameFor(containerWidth: number): Size {
  const room = containerWidth - 2 * FRAME_MARGIN;
  if (containerWidth <= 0 || room >= CROP_FRAME.width) return CROP_FRAME;
  const width = Math.max(room, 60);
  return { width, height: width / ASPECT };
}

/** A rotation in quarter turns, normalised to 0, 90, 180 or 270 degrees. */
export function quarterTurn(degrees: number): 0 | 90 | 180 | 270 {
  const turns = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return itemAt([0, 90, 180, 270] as const, turns, 'quarter turn');
}

/** The rotation after one more step either way. */
export function rotate(degrees: number, direction: 'left' | 'right'): number {
  return quarterTurn(degrees + (direction === 'right' ? ROTATION_STEP : -ROTATION_STEP));
}

/** Zoom kept within its range and on its steps. */
export function stepZoom(zoom: number): number {
  const stepped = Math.round(zoom / ZOOM.step) * ZOOM.step;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, stepped));
}

/** Cosine and sine of a quarter turn, exact (Math.cos(π/2) is 6e-17, not 0). */
function turn(degrees: number): { cos: number; sin: number } {
  switch (quarterTurn(degrees)) {
    case 0:
      return { cos: 1, sin: 0 };
    case 90:
      return { cos: 0, sin: 1 };
    case 180:
      return { cos: -1, sin: 0 };
    case 270:
      return { cos: 0, sin: -1 };
  }
}

/** The bounding box of an image turned by a quarter-turn rotation. */
export function rotatedSize(image: Size, degrees: number): Size {
  const { cos, sin } = turn(degrees);
  return {
    width: Math.abs(cos) * image.width + Math.abs(sin) * image.height,
    height: Math.abs(sin) * image.width + Math.abs(cos) * image.height,
  };
}

/**
 * How much the cropper must enlarge the image it shows (`shown`, fitted to its box) so that,
 * turned by `degrees`, the image still covers the whole frame: 1 when it already does. A
 * landscape photo turned a quarter is narrower than the frame until it is enlarged; the
 * player's zoom (1–3) is counted from there, so zoom 1 always frames only image.
 */
export function coverZoom(shown: Size, frame: Size, degrees: number): number {
  if (shown.width <= 0 || shown.height <= 0) return 1;
  const box = rotatedSize(shown, degrees);
  return Math.max(1, frame.width / box.width, frame.height / box.height);
}

/** A 2D affine transform in canvas order: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Transform = [a: number, b: number, c: number, d: number, e: number, f: number];

/**
 * The one transform that draws the image, at its natural size from (0, 0), so that the crop
 * lands exactly on the output: turn the image about its centre (clockwise, as the cropper
 * shows it), place it in its bounding box, move the crop's corner to the origin and scale the
 * crop to the output. One drawImage, no intermediate canvas the size of a phone photo.
 */
export function cropTransform(
  image: Size,
  area: Area,
  degrees: number,
  output: Size = OUTPUT,
): Transform {
  const { cos, sin } = turn(degrees);
  const box = rotatedSize(image, degrees);
  const scaleX = output.width / area.width;
  const scaleY = output.height / area.height;
  const [halfW, halfH] = [image.width / 2, image.height / 2];
  return [
    scaleX * cos,
    scaleY * sin,
    -scaleX * sin,
    scaleY * cos,
    scaleX * (-cos * halfW + sin * halfH + box.width / 2 - area.x),
    scaleY * (-sin * halfW - cos * halfH + box.height / 2 - area.y),
  ];
}

/** Where a point of the image lands under a transform. */
export function applyTransform([a, b, c, d, e, f]: Transform, x: number, y: number) {
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}
