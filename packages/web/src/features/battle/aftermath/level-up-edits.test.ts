import { describe, expect, it } from 'vitest';
import type { AftermathDraft, LevelUpDraft } from './aftermath-draft';
import { draftWith, endedBattle, VETERAN } from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';
import { withLevelUp, withoutStalePicks } from './level-up-edits';
import { HEROIC_STRIKE_ID, TERROR, veteransWithEntries } from './level-up-fixtures';

const company = veteransWithEntries();
const plan = (draft: AftermathDraft) => planAftermath(company, endedBattle(company), draft, false);

const terror: LevelUpDraft = {
  kind: 'hero',
  chosenPath: 'Warrior',
  customPath: '',
  perk: {
    kind: 'rule',
    rule: { mode: 'new', libraryId: TERROR.id, name: 'Terror', description: '' },
  },
};

/** Eomer with two level-ups to take: 4 + 4 + 5 bonus = 13 crosses 5 and 10. */
function twoLevelUps(levelUps: LevelUpDraft[]): AftermathDraft {
  const draft = draftWith({ result: 'win', levelUps: { [VETERAN.Eomer]: levelUps } });
  draft.rewards.experience = { on: true, perWarrior: { [VETERAN.Eomer]: 5 } };
  return draft;
}

describe('withLevelUp', () => {
  it('writes one level-up and keeps the warrior’s others, filling any before it', () => {
    const draft = twoLevelUps([]);
    const second = withLevelUp(draft, plan(draft), { warriorId: VETERAN.Eomer, slot: 1 }, terror);
    expect(second.levelUps[VETERAN.Eomer]).toEqual([
      { kind: 'hero', chosenPath: null, customPath: '', perk: null },
      terror,
    ]);
    const first = withLevelUp(second, plan(second), { warriorId: VETERAN.Eomer, slot: 0 }, terror);
    expect(first.levelUps[VETERAN.Eomer]).toEqual([terror, terror]);
  });
});

describe('withoutStalePicks', () => {
  it('drops a later pick that an earlier level-up took, and a path already chosen', () => {
    const draft = twoLevelUps([terror, terror]);
    const pruned = withoutStalePicks(draft, plan(draft), false);
    expect(pruned.levelUps[VETERAN.Eomer]).toEqual([
      terror,
      { kind: 'hero', chosenPath: null, customPath: '', perk: { kind: 'rule', rule: null } },
    ]);
    // Once pruned, nothing more is stale.
    expect(withoutStalePicks(pruned, plan(pruned), false)).toBe(pruned);
  });

  it('keeps the same draft when nothing is stale', () => {
    const draft = twoLevelUps([terror]);
    expect(withoutStalePicks(draft, plan(draft), false)).toBe(draft);
  });

  it('drops Fate once an earlier level-up has raised it to 3', () => {
    const fate = (chosenPath: 'Warrior' | null): LevelUpDraft => ({
      kind: 'hero',
      chosenPath,
      customPath: '',
      perk: { kind: 'characteristic', stat: 'fate' },
    });
    const eomer = company.warriors[VETERAN.Eomer]!;
    const nearlyFull = {
      ...company,
      warriors: {
        ...company.warriors,
        [eomer.id]: { ...eomer, modifyStats: { ...eomer.modifyStats, fate: 1 } },
      },
    };
    const draft = twoLevelUps([fate('Warrior'), fate(null)]);
    const planned = planAftermath(nearlyFull, endedBattle(nearlyFull), draft, false);
    expect(withoutStalePicks(draft, planned, false).levelUps[VETERAN.Eomer]![1]).toMatchObject({
      perk: { kind: 'characteristic', stat: null },
    });
  });
});

describe('withoutStalePicks of an improvement', () => {
  it('drops a second improvement of a heroic action the first took to its best', () => {
    const improve = (chosenPath: 'Warrior' | null): LevelUpDraft => ({
      kind: 'hero',
      chosenPath,
      customPath: '',
      perk: { kind: 'heroicAction', heroicAction: { mode: 'improve', id: HEROIC_STRIKE_ID } },
    });
    const eomer = company.warriors[VETERAN.Eomer]!;
    const almostBest = {
      ...company,
      warriors: {
        ...company.warriors,
        [eomer.id]: {
          ...eomer,
          heroicActions: eomer.heroicActions.map((action) => ({
            ...action,
            modifyCastingValue: -2,
          })),
        },
      },
    };
    const draft = twoLevelUps([improve('Warrior'), improve(null)]);
    const planned = planAftermath(almostBest, endedBattle(almostBest), draft, false);
    expect(withoutStalePicks(draft, planned, false).levelUps[VETERAN.Eomer]).toEqual([
      improve('Warrior'),
      { ...improve(null), perk: { kind: 'heroicAction', heroicAction: null } },
    ]);
  });
});
