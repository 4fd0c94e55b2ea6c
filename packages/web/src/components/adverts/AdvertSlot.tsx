import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdvertSize } from '@warband/schemas';
import { useAfterPageContent } from '../../hooks/useAfterPageContent';
import { AdvertPicture, startAdvertReads } from './AdvertPicture';
import { ADVERT_BOXES } from './advert-rules';

/**
 * The room for one banner, kept from the first paint so nothing moves when it arrives; the
 * banner list and the picture load only after the page's own content. The picture's code
 * (a few hundred bytes) comes with the app: fetched on demand it was one more round trip
 * between the page and its banner on a phone
 * (docs/adr/0099-the-banner-starts-once-the-pages-content-is-in-one-round.md). A banner that
 * cannot be shown (offline, its list or its picture not to be had) gives its room back rather
 * than leave an empty box on the page.
 */
export function AdvertSlot({ size }: { size: AdvertSize }) {
  const queryClient = useQueryClient();
  const ready = useAfterPageContent(() => startAdvertReads(queryClient));
  const [unavailable, setUnavailable] = useState(false);
  const box = ADVERT_BOXES[size];
  if (unavailable) return null;
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
      {ready && <AdvertPicture size={size} onUnavailable={() => setUnavailable(true)} />}
    </Box>
  );
}
