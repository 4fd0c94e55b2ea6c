/** The aftermath's last line: what the company's event log keeps of the battle. */
import { type BattleResult } from '../battle';
import { type AftermathSummary, type AftermathEvent, type AftermathOutcome } from './contract';

/**
 * The company's event log entries of the battle: the battle itself, and each warrior killed,
 * injured or levelled up in it, with what changed.
 */
export function battleEvents(
  result: BattleResult,
  influence: AftermathOutcome<unknown>['influence'],
  rating: number,
  summaries: readonly AftermathSummary[],
): AftermathEvent[] {
  const events: AftermathEvent[] = [
    { kind: 'battleApplied', warriorId: null, data: { result, influence, rating } },
  ];
  for (const summary of summaries) {
    const { warriorId, injury } = summary;
    if (summary.diedWithOwner || injury?.applied === 'dead') {
      events.push({ kind: 'warriorKilled', warriorId, data: { injury } });
    } else if (injury) events.push({ kind: 'warriorInjured', warriorId, data: { injury } });
    if (summary.levelUps.length > 0 || summary.bonusLevelUp) {
      const { experienceBefore, experienceAfter, levelUps, bonusLevelUp } = summary;
      events.push({
        kind: 'warriorLevelledUp',
        warriorId,
        data: { experienceBefore, experienceAfter, levelUps, bonusLevelUp },
      });
    }
  }
  return events;
}
