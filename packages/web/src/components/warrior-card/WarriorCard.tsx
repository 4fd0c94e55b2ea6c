import type { TitleOrder } from '@mantine/core';
import { cardFace } from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { useId, type ReactNode } from 'react';
import { BloodMark } from './BloodMark';
import { CardFace } from './CardFace';
import type { CardItem } from './card-content';
import { WarriorCardFront } from './WarriorCardFront';
import classes from './WarriorCard.module.css';

/** What happened in a battle under way; absent outside battle mode. */
export interface BattleMarks {
  wounded?: boolean;
  fled?: boolean;
  preBattleInjury?: boolean;
}

interface WarriorCardProps {
  warrior: Warrior;
  /** The ruleset the warrior's values were worked out in (the player's setting). */
  newRuleset: boolean;
  battle?: BattleMarks;
  /** Graveyard cards never turn over. */
  inGraveyard?: boolean;
  /** The level of the warrior's name among the page's headings. */
  headingOrder?: TitleOrder;
  /** A Creature's owner, by name, when the page knows the company. */
  ownerName?: string;
  /** Opens one of its entries' detail (the company page); plain text without it. */
  onItem?: (item: CardItem) => void;
  /** Controls of the page the card is on (a menu), at the foot of its face. */
  actions?: ReactNode;
}

/**
 * A warrior's card, shown on the company page and reused by the graveyard, the shared view,
 * print and battle mode. It turns over when the warrior is injured, lost, wounded, fled or
 * sat the battle out (rules' cardFace), and its back says why. `id="card-{id}"` is the
 * target of the side navigation's links.
 */
export function WarriorCard({
  warrior,
  newRuleset,
  battle,
  inGraveyard = false,
  headingOrder = 2,
  ownerName,
  onItem,
  actions,
}: WarriorCardProps) {
  const nameId = useId();
  const backId = useId();
  const face = cardFace({ status: warrior.status, ...battle }, inGraveyard);
  return (
    <article
      id={`card-${warrior.id}`}
      className={classes.card}
      // Focusable so that a link to the card (and the editor, later) can bring a keyboard
      // player here; it is not a control, so it takes no role of one.
      tabIndex={0}
      aria-labelledby={face.flipped ? `${nameId} ${backId}` : nameId}
      data-testid="warrior-card"
      data-flipped={face.flipped || undefined}
    >
      <div className={`${classes.inner} ${face.flipped ? classes.flipped : ''}`}>
        <CardFace className={classes.face} hidden={face.flipped}>
          <WarriorCardFront
            warrior={warrior}
            newRuleset={newRuleset}
            headingOrder={headingOrder}
            nameId={nameId}
            ownerName={ownerName}
            onItem={onItem}
            actions={actions}
          />
        </CardFace>
        <CardFace className={`${classes.face} ${classes.back}`} hidden={!face.flipped}>
          {face.flipped && (
            <>
              {face.bloodImage && <BloodMark />}
              <div className={classes.backLabel}>
                <p className={classes.backName}>{warrior.name}</p>
                <p id={backId} className={classes.backText}>
                  {face.backText}
                </p>
              </div>
            </>
          )}
        </CardFace>
      </div>
    </article>
  );
}
