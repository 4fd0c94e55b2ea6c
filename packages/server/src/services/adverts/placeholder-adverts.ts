import { recordOf } from '@warband/rules/narrow';
import { ADVERT_SIZES, type Advert, type AdvertsConfig } from '@warband/schemas';

const TEXTS = ['Your games store here', 'Advert space', 'Support the ledger'];

/**
 * The project's own neutral banners (files of the web app, /adverts/<size>-<n>.svg), shown
 * until a real adverts file is configured. They lead to the About page, which explains them.
 */
export const PLACEHOLDER_ADVERTS: AdvertsConfig = recordOf(ADVERT_SIZES, (size) =>
  TEXTS.map((alt, index): Advert => ({
    image: `/adverts/${size}-${index + 1}.svg`,
    link: '/about',
    alt,
  })),
);
