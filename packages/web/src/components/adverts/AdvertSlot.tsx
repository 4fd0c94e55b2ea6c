import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AdvertSize } from '@warband/schemas';
import { useAfterPageContent } from '../../hooks/useAfterPageContent';
import { AdvertPicture, startAdvertReads } from './AdvertPicture';
import { ADVERT_BOXES } from './advert-rules';

/**
 * The room for one banner, kept from the first paint so nothing moves when it arrives; the
 * banner list and the picture load only after the page's own content. The picture's code
 * (a few hundred bytes) comes with the app: fetched on demand it was one more round trip
 * between the page and its banner on a phone
 * (docs/adr/0099-the-banner-starts-once-the-pages-content-is-in-one-round.md).
 */
export function AdvertSlot({ size }: { size: AdvertSize }) {
  const queryClient = useQueryClient();
  const ready = useAfterPageContent(() => startAdvertReads(queryClient));
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
      {ready && <AdvertPicture size={size} />}
    </Box>
  );
}
