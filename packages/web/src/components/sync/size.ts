/**
 * The sync indicator's least width, kept for it in the header before its chunk arrives, so
 * the header's other buttons do not move when it appears.
 */
export const SYNC_INDICATOR_WIDTH = 112;
