import { z } from 'zod';
import { requiredText, text, Uuid } from './common';

/** The most rows GET /users/search/{term} answers: enough to find one player, never a dump. */
export const USER_SEARCH_LIMIT = 50;

/** GET /users/search/{term}: the name or email contains the term (case-insensitive). */
export const UserSearchParams = z.object({ term: requiredText('search term', 100) });
export type UserSearchParams = z.infer<typeof UserSearchParams>;

/** One row of the donation admin's table. */
export const UserSearchResult = z.object({
  id: text(),
  name: text(),
  email: text(),
  donated: z.boolean(),
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;

export const UserSearchResults = z.array(UserSearchResult);
export type UserSearchResults = z.infer<typeof UserSearchResults>;

/** POST /users/set-donated. */
export const SetDonatedInput = z.object({ id: Uuid });
export type SetDonatedInput = z.infer<typeof SetDonatedInput>;

/** The four banner sizes: three for wide screens, one for phones. */
export const ADVERT_SIZES = ['wide', 'tall', 'square', 'mobile'] as const;
export type AdvertSize = (typeof ADVERT_SIZES)[number];

const address = text().refine((value) => {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an http(s) address or a path on this server');

/** One banner: a picture, where it leads, and the words a screen reader says for it. */
export const Advert = z.object({
  image: address,
  link: address,
  alt: requiredText('description', 200),
});
export type Advert = z.infer<typeof Advert>;

const banners = z.array(Advert).min(1, 'needs at least one banner').max(10);

/** The adverts configuration: the banners of each size, one picked at random per page view. */
export const AdvertsConfig = z.object({
  wide: banners,
  tall: banners,
  square: banners,
  mobile: banners,
});
export type AdvertsConfig = z.infer<typeof AdvertsConfig>;
