import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdvertSize } from '@warband/schemas';
import { bannerPrefetched } from '../../api/prefetched';
import { useAfterPageContent } from '../../hooks/useAfterPageContent';
import { AdvertPicture, startAdvertReads } from './AdvertPicture';
import { ADVERT_BOXES } from './advert-rules';

/**
 * The room for one banner, kept from the first paint so nothing moves when it arrives. The
 * banner above the first page a player opens was picked, and its picture fetched, with the
 * page's reads (vite-plugins/route-preload.ts): it shows with the page. Any other waits for the
 * page's own content, then loads its list and picture. The picture's code (a few hundred
 * bytes) comes with the app: fetched on demand it was one more round trip between the page and
 * its banner on a phone
 * (docs/adr/0099-the-banner-starts-once-the-pages-content-is-in-one-round.md). A banner that
 * cannot be shown (offline, its list or its picture not to be had) gives its room back rather
 * than leave an empty box on the page.
 */
export function AdvertSlot({ size }: { size: AdvertSize }) {
  const queryClient = useQueryClient();
  const [withThePage] = useState(() => bannerPrefetched(size));
  const ready = useAfterPageContent(() => startAdvertReads(queryClient)) || withThePage;
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
