import type { Warrior } from '@warband/schemas';
import { useState } from 'react';
import classes from './WarriorCard.module.css';

/**
 * The warrior's image in a box of the card image's 800 x 480 shape, so the card's height is
 * known before the image arrives (nothing moves when it does). Loaded lazily: a company page
 * fetches only the images near the screen. Without an image, or when the stored one cannot
 * be loaded, the box shows the warrior's initial. The image is decoration: the card is named
 * by the warrior.
 */
export function CardImage({ warrior }: { warrior: Pick<Warrior, 'name' | 'image'> }) {
  // The address that failed, so that a new image (a new versioned address) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = warrior.image && warrior.image !== failed ? warrior.image : null;
  return (
    <div className={classes.image} data-testid="card-image">
      {shown ? (
        <img
          src={shown}
          alt=""
          loading="lazy"
          decoding="async"
          width={800}
          height={480}
          onError={() => setFailed(shown)}
        />
      ) : (
        <span className={classes.initial} aria-hidden>
          {warrior.name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </div>
  );
}
