import { VisuallyHidden } from '@mantine/core';
import type { AdvertSize } from '@warband/schemas';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAdverts } from '../../api/adverts';
import { useRefreshSession } from '../../api/users';
import { ADVERT_BOXES, pickAdvert } from './advert-rules';

/**
 * One banner of a size, picked anew on every page view. Reading the adverts also reads the
 * player's flags again, so a player marked donated since their last visit loses the adverts
 * without logging in again.
 */
export function AdvertPicture({ size }: { size: AdvertSize }) {
  const { pathname } = useLocation();
  const { data } = useAdverts();
  useRefreshSession(true);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page view is a new pick
  const advert = useMemo(() => data && pickAdvert(data[size]), [data, size, pathname]);
  if (!advert) return null;
  const box = ADVERT_BOXES[size];
  return (
    <a href={advert.link} target="_blank" rel="sponsored noopener" data-advert={size}>
      <img
        src={advert.image}
        alt={advert.alt}
        width={box.width}
        height={box.height}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      />
      <VisuallyHidden> (advert, opens in a new tab)</VisuallyHidden>
    </a>
  );
}
