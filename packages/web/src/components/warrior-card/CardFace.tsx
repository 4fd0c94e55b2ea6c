import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardFaceProps {
  className?: string;
  /** Turned away from the player. */
  hidden: boolean;
  children: ReactNode;
}

/** The paper of one face of a warrior's card. */
export function CardFace({ className, hidden, children }: CardFaceProps) {
  return (
    <Paper
      withBorder
      p="sm"
      className={className}
      // A face turned away is out of the accessibility tree and the tab order: a reader
      // hears what the player sees.
      aria-hidden={hidden || undefined}
      inert={hidden}
    >
      {children}
    </Paper>
  );
}
