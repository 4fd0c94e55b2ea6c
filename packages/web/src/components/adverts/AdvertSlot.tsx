import { Box } from '@mantine/core';
import type { AdvertSize } from '@warband/schemas';
import { lazy, Suspense } from 'react';
import { useAfterPageLoad } from '../../hooks/useAfterPageLoad';
import { ADVERT_BOXES } from './advert-rules';

const AdvertPicture = lazy(() =>
  import('./AdvertPicture').then((module) => ({ default: module.AdvertPicture })),
);

/**
 * The room for one banner, kept from the first paint so nothing moves when it arrives; its
 * code, the banner list and the picture load only after the page's own content.
 */
export function AdvertSlot({ size }: { size: AdvertSize }) {
  const ready = useAfterPageLoad();
  const box = ADVERT_BOXES[size];
  return (
    <Box
      className="wl-no-print"
      data-advert-slot={size}
      w={box.width}
      h={box.height}
      maw="100%"
      mx="auto"
      style={{ flexShrink: 0, overflow: 'hidden' }}
    >
      {ready && (
        <Suspense fallback={null}>
          <AdvertPicture size={size} />
        </Suspense>
      )}
    </Box>
  );
}
