import { itemAt } from '@warband/rules';
import type { Advert, AdvertSize } from '@warband/schemas';
import { isBattlePath } from './top-banner';

/** The box each size fills (CSS pixels); reserved before the picture arrives. */
export const ADVERT_BOXES: Record<AdvertSize, { width: number; height: number }> = {
  wide: { width: 728, height: 90 },
  tall: { width: 160, height: 600 },
  square: { width: 300, height: 250 },
  mobile: { width: 320, height: 100 },
};

/** The player the adverts are decided for: who is logged in, and whether they donated. */
interface Viewer {
  donated: boolean;
}

export { isBattlePath };

/**
 * Adverts and the donate banner show to a logged-in player not flagged donated,
 * and never in battle mode.
 */
export function advertsShown(viewer: Viewer | null, pathname: string): boolean {
  return viewer !== null && !viewer.donated && !isBattlePath(pathname);
}

/** One banner of a size, chosen by `random` (a number in [0, 1), Math.random by default). */
export function pickAdvert(banners: readonly Advert[], random: () => number = Math.random): Advert {
  const index = Math.min(Math.floor(random() * banners.length), banners.length - 1);
  return itemAt(banners, index, 'banner');
}
