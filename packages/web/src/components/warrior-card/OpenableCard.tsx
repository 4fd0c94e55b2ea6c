import type { KeyboardEvent, ReactNode } from 'react';
import classes from './OpenableCard.module.css';

interface OpenableCardProps {
  /** What a pointer's hover says the click does ('Edit Eomer', 'View Eomer'). */
  title: string;
  onOpen: () => void;
  /** False when the card is one part of a list item that holds other controls too. */
  listItem?: boolean;
  /** The warrior's card, a tab stop of its own. */
  children: ReactNode;
}

/**
 * A list item whose card opens the warrior editor: on a click, or on Enter or Space once the
 * card itself has focus (never a control inside it).
 */
export function OpenableCard({ title, onOpen, listItem = true, children }: OpenableCardProps) {
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (!(event.target instanceof HTMLElement) || event.target.tagName !== 'ARTICLE') return;
    event.preventDefault();
    onOpen();
  }
  return (
    <div
      role={listItem ? 'listitem' : undefined}
      className={classes.item}
      title={title}
      onClick={onOpen}
      onKeyDown={onKey}
    >
      {children}
    </div>
  );
}
