import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { gainsExperience } from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { cardPath, experienceBar, namedLists, type CardItem } from './card-content';
import { CardImage } from './CardImage';
import { CharacteristicLine } from './CharacteristicLine';
import classes from './WarriorCard.module.css';

interface WarriorCardFrontProps {
  warrior: Warrior;
  newRuleset: boolean;
  headingOrder: TitleOrder;
  nameId: string;
  /** A Creature's owner, by name. */
  ownerName?: string;
  /** Opens an entry's detail; without it the lists are plain text. */
  onItem?: (item: CardItem) => void;
  /** Controls of the page the card is on, in a row at its foot. */
  actions?: ReactNode;
}

/**
 * The face of a warrior's card: who they are, their profile, progress and kit. Plain elements
 * styled as Mantine's Title, Text and Group are: a company page renders fifteen of these as it
 * opens, and a dozen Mantine components per card were most of its blocking time
 * (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md).
 */
export function WarriorCardFront({
  warrior,
  newRuleset,
  headingOrder,
  nameId,
  ownerName,
  onItem,
  actions,
}: WarriorCardFrontProps) {
  const path = cardPath(warrior);
  const experience = experienceBar(warrior.experience);
  const lists = namedLists(warrior);
  const Heading = `h${headingOrder}` as const;
  return (
    <>
      <div className={`${classes.row} ${classes.titleRow}`}>
        <Heading id={nameId} className={classes.name}>
          {warrior.name}
        </Heading>
        <p className={`${classes.small} ${classes.strong} ${classes.nowrap}`}>
          {warrior.totalPoints} pts
        </p>
      </div>
      <p className={`${classes.small} ${classes.dimmed}`}>
        {[warrior.rank, warrior.race, path].filter(Boolean).join(' · ')}
      </p>
      {ownerName && <p className={`${classes.small} ${classes.dimmed}`}>Owned by {ownerName}</p>}
      <CardImage warrior={warrior} />
      <CharacteristicLine warrior={warrior} newRuleset={newRuleset} />
      {gainsExperience(warrior.rank) && (
        <div className={classes.row}>
          <p className={`${classes.small} ${classes.semibold} ${classes.nowrap}`}>
            Level {warrior.level}
          </p>
          <div
            className={classes.experience}
            role="progressbar"
            aria-label="Experience towards the next level"
            aria-valuemin={0}
            aria-valuemax={experience.max}
            aria-valuenow={experience.value}
            aria-valuetext={`${experience.value} of ${experience.max}`}
          >
            <div
              className={classes.experienceFill}
              style={{ width: `${(experience.value / experience.max) * 100}%` }}
            />
          </div>
          <p className={`${classes.small} ${classes.dimmed} ${classes.nowrap}`}>
            {warrior.experience} XP
          </p>
        </div>
      )}
      {lists.length > 0 && (
        <div className={classes.lists}>
          {lists.map((list) =>
            onItem ? (
              <div key={list.title} className={classes.itemRow}>
                <span className={`${classes.small} ${classes.semibold}`}>{list.title}:</span>
                {list.items.map((item, index) => (
                  <button
                    key={item.entry.id}
                    type="button"
                    className={classes.item}
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      // The card around opens the editor: an item opens only its own detail.
                      event.stopPropagation();
                      onItem(item);
                    }}
                  >
                    {list.names[index]}
                  </button>
                ))}
              </div>
            ) : (
              <p key={list.title} className={classes.small}>
                <span className={classes.semibold}>{list.title}:</span> {list.names.join(', ')}
              </p>
            ),
          )}
        </div>
      )}
      {actions && <div className={classes.actions}>{actions}</div>}
    </>
  );
}
