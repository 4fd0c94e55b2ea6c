import { describe, expect, it } from 'vitest';
import { battleStorageKey } from '../../components/battle-start/battle-key';
import { battleUnderway } from '../../components/battle-start/battle-underway';
import { BATTLE_STAGES, hasBegun } from './battle-state';

// battleUnderway reads a kept battle's stage without battle mode's schema (it runs outside
// battle mode, for the update prompt): this keeps its idea of the stages in step with ours.
describe('battleUnderway and the battle stages', () => {
  it.each(BATTLE_STAGES)('holds back an update exactly when a battle has begun: %s', (stage) => {
    const key = battleStorageKey('p1', 'c1');
    const text = JSON.stringify({ stage });
    const kept = { keys: () => [key], getItem: (k: string) => (k === key ? text : null) };
    expect(battleUnderway('p1', kept)).toBe(hasBegun({ stage }));
  });
});
