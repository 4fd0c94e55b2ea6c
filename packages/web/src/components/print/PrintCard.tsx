import type { Warrior } from '@warband/schemas';
import { cardPath, characteristicLine } from '../warrior-card/card-content';
import {
  experienceCircles,
  injuryNotes,
  inLevels,
  spellsWithValues,
  wargearWithPoints,
  WOUNDS_INFLICTED_MARKERS,
} from './print-content';

/** One warrior on the printed sheet: profile, kit, injuries and the tracks to mark by hand. */
export function PrintCard({ warrior, newRuleset }: { warrior: Warrior; newRuleset: boolean }) {
  const columns = characteristicLine(warrior, newRuleset);
  const injuries = injuryNotes(warrior);
  const lists: [string, string[]][] = [
    ['Wargear', wargearWithPoints(warrior)],
    ['Special rules', warrior.specialRules.map((rule) => rule.name)],
    ['Heroic actions', warrior.heroicActions.map((action) => action.name)],
    ['Spells', spellsWithValues(warrior)],
  ];
  const circles = experienceCircles(warrior.experience);
  return (
    <section className="wl-print-card" data-testid="print-card">
      <div className="wl-print-card-head">
        <h2>{warrior.name}</h2>
        <span className="wl-print-points">
          {warrior.totalPoints} pts ({warrior.points} + {warrior.wargearPoints} wargear)
        </span>
      </div>
      <p className="wl-print-meta">
        {[warrior.rank, warrior.race, cardPath(warrior)].filter(Boolean).join(' · ')} · Level{' '}
        {warrior.level} · {warrior.experience} XP
      </p>
      <table className="wl-print-stats">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" title={column.label}>
                {column.abbreviation}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {columns.map((column) => (
              <td key={column.key} data-stat={column.key}>
                {column.value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <dl className="wl-print-lists">
        {lists
          .filter(([, names]) => names.length > 0)
          .map(([title, names]) => (
            <div key={title}>
              <dt>{title}:</dt>
              <dd>{names.join(', ')}</dd>
            </div>
          ))}
        <div>
          <dt>Injuries:</dt>
          <dd>{injuries.length > 0 ? injuries.join(', ') : 'None'}</dd>
        </div>
      </dl>
      <div className="wl-print-track">
        <span className="wl-print-track-label">Experience</span>
        <div
          className="wl-print-levels"
          role="img"
          aria-label={`${circles.filter(Boolean).length} of ${circles.length} experience`}
        >
          {inLevels(circles).map((level, index) => (
            <span key={index} className="wl-print-level">
              {level.map((filled, at) => (
                <span
                  key={at}
                  className="wl-print-circle"
                  data-testid="experience-circle"
                  data-filled={filled || undefined}
                />
              ))}
            </span>
          ))}
        </div>
      </div>
      <div className="wl-print-track">
        <span className="wl-print-track-label">Wounds inflicted</span>
        <span className="wl-print-markers">
          {Array.from({ length: WOUNDS_INFLICTED_MARKERS }, (_, index) => (
            <span key={index} className="wl-print-marker" data-testid="wounds-marker" />
          ))}
        </span>
      </div>
    </section>
  );
}
