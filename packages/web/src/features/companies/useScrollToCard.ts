import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the card named by the address's #card-{id} into view (the company view calls it, so
 * the cards are on screen) and gives it focus, so keyboard and screen reader players land there
 * too. The router's own
 * scroll restoration looks for the anchor when the page first renders, before the company's
 * cards exist; this looks again when they do, and on every link followed to another card.
 * `cardsShown` says how many cards are on the page: a card drawn after the first ones is
 * found when it arrives, once (the page does not jump back to it when a warrior is added).
 */
export function useScrollToCard(cardsShown: number) {
  const { hash, key } = useLocation();
  const reached = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#card-') || reached.current === key) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!card) return;
    reached.current = key;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
  }, [hash, key, cardsShown]);
}
