/**
 * The sync indicator's width, kept for it in the header before its chunk arrives, so the
 * header's other buttons do not move when it appears, nor when its words change. Room for
 * "Offline · 12" and "Syncing… · 3"; at 360 px the title, this and the burger leave a gap.
 */
export const SYNC_INDICATOR_WIDTH = 112;
