import { againstTheOdds } from '@warband/rules';
import type {
  AftermathInput,
  AftermathParticipant,
  BonusItem,
  Company,
  LevelUpChoiceInput,
} from '@warband/schemas';
import { EMPTY_WARGEAR } from '../../../components/wargear/wargear-fields';
import { newBattle, type OldWoundRecord, type SavedBattle } from '../battle-state';
import {
  NEW_ITEM,
  type AftermathDraft,
  type InjuryDraft,
  type LevelUpDraft,
  type RewardsDraft,
} from '../aftermath/aftermath-draft';

// A correction fills the War's Aftermath in again: the ended battle and every choice are
// rebuilt from what the server kept (the choices as applied, the company just before them),
// the reverse of aftermath-check.ts' toAftermathInput, so the wizard works as after a battle.

/** The ended battle as the wizard holds it, with the choices as they were applied. */
export function correctionBattle(
  company: Company,
  choices: AftermathInput,
  playerId: string,
): SavedBattle {
  const startedAt = choices.startedAt ?? new Date().toISOString();
  const fresh = newBattle(company, playerId, choices.battleId, new Date(startedAt));
  const byId = new Map(choices.participants.map((entry) => [entry.warriorId, entry]));
  const oldWounds: Record<string, OldWoundRecord> = {};
  for (const { warriorId, oldWound } of choices.participants) {
    if (oldWound) oldWounds[warriorId] = oldWound;
  }
  return {
    ...fresh,
    startedAt,
    stage: 'ended',
    roster: fresh.roster.flatMap((warrior) => {
      const entry = byId.get(warrior.id);
      return entry ? [{ ...warrior, counters: countersOf(entry) }] : [];
    }),
    oldWounds,
    opponentRating: choices.opponentRating,
    odds: againstTheOdds(company.currentRating, choices.opponentRating),
    aftermath: correctionDraft(choices),
  };
}

function countersOf(entry: AftermathParticipant) {
  const { preBattleInjury, wounded, fled, woundsInflicted } = entry;
  const { remainingWounds, remainingMight, remainingWill, remainingFate } = entry;
  return {
    preBattleInjury,
    wounded,
    fled,
    woundsInflicted,
    remainingWounds,
    remainingMight,
    remainingWill,
    remainingFate,
  };
}

/** Every choice of the War's Aftermath as the wizard keeps it, from the first step. */
export function correctionDraft(choices: AftermathInput): AftermathDraft {
  const injuries: Record<string, InjuryDraft> = {};
  for (const { warriorId, roll, result, heal, influence } of choices.injuries) {
    injuries[warriorId] = { roll, result, heal, influence };
  }
  const levelUps: Record<string, LevelUpDraft[]> = {};
  for (const choice of choices.levelUps) {
    (levelUps[choice.warriorId] ??= []).push(levelUpDraft(choice));
  }
  return {
    step: 'result',
    result: choices.result,
    rewards: rewardsDraft(choices.rewards),
    injuries,
    levelUps,
  };
}

function levelUpDraft(choice: LevelUpChoiceInput): LevelUpDraft {
  if (choice.kind === 'warrior') {
    const { roll, result, baseClass } = choice;
    return { kind: 'warrior', roll, result, baseClass: baseClass ?? '' };
  }
  return {
    kind: 'hero',
    chosenPath: choice.chosenPath,
    customPath: choice.customPath ?? '',
    perk: choice.perks[0] ?? null,
  };
}

function rewardsDraft(rewards: AftermathInput['rewards']): RewardsDraft {
  const experience = Object.keys(rewards.experience).length > 0;
  return {
    influence: { on: rewards.influence !== null, value: rewards.influence },
    levelUp: { on: rewards.levelUp !== null, warriorId: rewards.levelUp },
    experience: { on: experience, perWarrior: { ...rewards.experience } },
    item: itemDraft(rewards.item),
  };
}

function itemDraft(item: BonusItem | null): RewardsDraft['item'] {
  if (!item) return { on: false, warriorId: null, source: null, newItem: EMPTY_WARGEAR };
  return item.source === 'new'
    ? { on: true, warriorId: item.warriorId, source: NEW_ITEM, newItem: item.item }
    : { on: true, warriorId: item.warriorId, source: item.armouryId, newItem: EMPTY_WARGEAR };
}
