import type { ReactNode } from 'react';
import classes from './WarriorCard.module.css';

interface CardFaceProps {
  className?: string;
  /** Turned away from the player. */
  hidden: boolean;
  children: ReactNode;
}

/** The paper of one face of a warrior's card. */
export function CardFace({ className, hidden, children }: CardFaceProps) {
  return (
    <div
      className={`${classes.paper} ${className ?? ''}`}
      // A face turned away is out of the accessibility tree and the tab order: a reader
      // hears what the player sees.
      aria-hidden={hidden || undefined}
      inert={hidden}
    >
      {children}
    </div>
  );
}
