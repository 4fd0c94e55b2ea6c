import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AdvertSlot } from './AdvertSlot';
import { DonateBanner } from './DonateBanner';
import { WIDE_BANNER_QUERY } from './top-banner';

/** Above a page: the donate banner, then a wide banner, or a mobile one on a phone. */
export function TopAdverts() {
  // Known at the first render, so the reserved box has its final size from the first paint.
  const wide = useMediaQuery(WIDE_BANNER_QUERY, true, { getInitialValueInEffect: false });
  return (
    <Stack gap="xs" className="wl-no-print">
      <DonateBanner />
      <AdvertSlot size={wide ? 'wide' : 'mobile'} />
    </Stack>
  );
}
