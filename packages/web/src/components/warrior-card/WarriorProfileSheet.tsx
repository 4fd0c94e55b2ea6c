import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MOUNT,
  MOUNT_STAT_KEYS,
  STAT_ABBREVIATIONS,
  STAT_LABELS,
  formatCastingValue,
  formatProfileStat,
} from '@warband/rules';
import type { Warrior, WarriorWargear } from '@warband/schemas';
import { MODAL_STYLES } from '../dialogs/modal-styles';
import { CharacteristicLine } from './CharacteristicLine';
import lineClasses from './CharacteristicLine.module.css';
import classes from './WarriorCard.module.css';

interface WarriorProfileSheetProps {
  warrior: Warrior;
  newRuleset: boolean;
  /** The totals to print, when they differ from the card's (battle mode's wounds taken). */
  totalStats?: Warrior['totalStats'];
  onClose: () => void;
}

interface Entry {
  key: string;
  name: string;
  description: string;
  /** Printed after the name: a spell's casting value. */
  note?: string;
}

/**
 * Everything a player looks up about a warrior in the middle of a game, read-only: the
 * profile, wargear with each mount's own profile, special rules, heroic actions and spells
 * with the casting value to roll for. Full screen on a phone, so it reads one-handed.
 */
export function WarriorProfileSheet({
  warrior,
  newRuleset,
  totalStats = warrior.totalStats,
  onClose,
}: WarriorProfileSheetProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const mounts = warrior.wargear.filter((item) => item.mount === MOUNT.mount);
  return (
    <Modal
      opened
      onClose={onClose}
      title={warrior.name}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      styles={MODAL_STYLES}
    >
      <div className={classes.sheet}>
        <p className={`${classes.small} ${classes.dimmed}`}>
          {[warrior.rank, warrior.race].filter(Boolean).join(' · ')}
        </p>
        <CharacteristicLine warrior={{ rank: warrior.rank, totalStats }} newRuleset={newRuleset} />
        <EntryList
          title="Wargear"
          entries={warrior.wargear.map((item) => ({
            key: item.id,
            name: item.name,
            description: wargearText(item),
          }))}
        />
        {mounts.map((mount) => (
          <MountLine key={mount.id} mount={mount} newRuleset={newRuleset} />
        ))}
        <EntryList title="Special rules" entries={warrior.specialRules.map(toEntry)} />
        <EntryList title="Heroic actions" entries={warrior.heroicActions.map(toEntry)} />
        <EntryList
          title="Spells"
          entries={warrior.spells.map((spell) => ({
            ...toEntry(spell),
            note: formatCastingValue(spell.baseCastingValue, spell.modifyCastingValue),
          }))}
        />
      </div>
    </Modal>
  );
}

function toEntry(entry: { id: string; name: string; description: string }): Entry {
  return { key: entry.id, name: entry.name, description: entry.description };
}

/** An item's own words, then the rules and attacks it brings. */
function wargearText(item: WarriorWargear): string {
  return [
    item.description,
    ...item.specialRules.map((rule) => rule.name),
    ...item.specialAttacks.map((attack) => attack.name),
  ]
    .filter(Boolean)
    .join(' · ');
}

function EntryList({ title, entries }: { title: string; entries: Entry[] }) {
  if (entries.length === 0) return null;
  const id = `sheet-${title.replace(/\s/g, '-').toLowerCase()}`;
  return (
    <section>
      <h3 id={id} className={`${classes.small} ${classes.semibold}`}>
        {title}
      </h3>
      <ul className={classes.sheetList} aria-labelledby={id}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <span className={`${classes.small} ${classes.semibold}`}>{entry.name}</span>
            {entry.note && <span className={`${classes.small} ${classes.note}`}>{entry.note}</span>}
            {entry.description && (
              <p className={`${classes.small} ${classes.dimmed} ${classes.prewrap}`}>
                {entry.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A mount's own profile, under the item's name. */
function MountLine({ mount, newRuleset }: { mount: WarriorWargear; newRuleset: boolean }) {
  const keys = MOUNT_STAT_KEYS.filter((key) => newRuleset || key !== 'intelligence');
  return (
    <div className={lineClasses.frame}>
      <table className={lineClasses.line} aria-label={mount.name}>
        <caption className={classes.small}>{mount.name}</caption>
        <thead>
          <tr>
            {keys.map((key) => (
              <th key={key} scope="col" aria-label={STAT_LABELS[key]} title={STAT_LABELS[key]}>
                {STAT_ABBREVIATIONS[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {keys.map((key) => (
              <td key={key} data-stat={key}>
                {formatProfileStat(key, mount[key], newRuleset)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
