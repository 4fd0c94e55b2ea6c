import { VisuallyHidden } from '@mantine/core';
import type { Advert, AdvertSize } from '@warband/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { advertQueries, useAdverts } from '../../api/adverts';
import { takePrefetchedBanner } from '../../api/prefetched';
import { useRefreshSession, userQueries } from '../../api/users';
import { ADVERT_BOXES, pickAdvert } from './advert-rules';
import classes from './AdvertPicture.module.css';
import { i18n } from '../../i18n/i18n';

/**
 * Starts the reads a banner needs, the banner list and the player's flags, the moment the
 * page's content is in; `AdvertPicture` then finds them under way.
 */
export function startAdvertReads(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(advertQueries.config());
  void queryClient.prefetchQuery(userQueries.settings());
}

/**
 * The banner the route preload script picked for the first page, whose picture is already
 * fetched, when the list still holds it; otherwise one picked now.
 */
function firstPageBanner(banners: readonly Advert[], size: AdvertSize): Advert {
  const image = takePrefetchedBanner(size);
  return banners.find((banner) => banner.image === image) ?? pickAdvert(banners);
}

/**
 * One banner of a size, picked anew on every page view. Reading the adverts also reads the
 * player's flags again, so a player marked donated since their last visit loses the adverts
 * without logging in again.
 */
export function AdvertPicture({
  size,
  onUnavailable,
}: {
  size: AdvertSize;
  /** The banner cannot be shown: its list could not be read, or its picture not loaded. */
  onUnavailable: () => void;
}) {
  const { pathname } = useLocation();
  const { data, isError } = useAdverts();
  useRefreshSession(true);
  useEffect(() => {
    if (isError) onUnavailable();
  }, [isError, onUnavailable]);
  const advert = useMemo(
    () => data && firstPageBanner(data[size], size),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page view is a new pick
    [data, size, pathname],
  );
  if (!advert) return null;
  const box = ADVERT_BOXES[size];
  // The square banner sits in the footer, below the fold, and the tall one in a column hidden
  // below wide screens: the browser fetches them only once they could be seen.
  const besideThePage = size === 'square' || size === 'tall';
  return (
    <a href={advert.link} target="_blank" rel="sponsored noopener" data-advert={size}>
      <img
        src={advert.image}
        alt={advert.alt}
        width={box.width}
        height={box.height}
        loading={besideThePage ? 'lazy' : 'eager'}
        onError={onUnavailable}
        className={classes.picture}
      />
      <VisuallyHidden> {i18n._('(advert, opens in a new tab)')}</VisuallyHidden>
    </a>
  );
}
