import type { Warrior } from '@warband/schemas';
import { characteristicLine } from './card-content';
import classes from './CharacteristicLine.module.css';

const HEROIC = new Set(['might', 'will', 'fate']);

interface CharacteristicLineProps {
  warrior: Pick<Warrior, 'rank' | 'totalStats'>;
  newRuleset: boolean;
}

/** The warrior's profile as one printed line: Mv F Sh S D A W C (I) (M W F). */
export function CharacteristicLine({ warrior, newRuleset }: CharacteristicLineProps) {
  const columns = characteristicLine(warrior, newRuleset);
  return (
    <div className={classes.frame}>
      <table className={classes.line} aria-label="Characteristics">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                // The short head is what players read; the full name is what a reader says.
                aria-label={column.label}
                title={column.label}
                className={HEROIC.has(column.key) ? classes.mwf : undefined}
              >
                {column.abbreviation}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {columns.map((column) => (
              <td
                key={column.key}
                data-stat={column.key}
                className={HEROIC.has(column.key) ? classes.mwf : undefined}
              >
                {column.value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
