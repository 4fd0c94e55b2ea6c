import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items as a page opens, then all of them from a render React can interrupt,
 * started as soon as the opening is on screen; from then on, all of them, rendered as usual.
 * For a list whose items are costly to draw: the page and its first items paint without
 * waiting for the rest (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md). Only the
 * opening is split, so a later change (an item removed while it holds the focus) is drawn at once,
 * as it would be without this.
 */
export function useFirstThenAll<T>(items: T[], first: number): T[] {
  const [all, setAll] = useState(items.length <= first);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? items : items.slice(0, first);
}

const ONE_PART = [true];

/**
 * With `wait`, false as the page opens and true from a render React can interrupt, started as
 * soon as the opening is on screen; true at once otherwise. For a part of a page below its first
 * screen that is costly to draw: the page's opening paints without it, and nothing on screen
 * moves when it comes, below.
 */
export function useDrawnAfterOpening(wait: boolean): boolean {
  return useFirstThenAll(ONE_PART, wait ? 0 : 1).length > 0;
}
