import {
  AftermathInput,
  WargearInput,
  type AftermathParticipant,
  type BonusItem,
  type LevelUpChoiceInput,
} from '@warband/schemas';
import type { SavedBattle } from '../battle-state';
import { NEW_ITEM, type AftermathDraft, type AftermathStep } from './aftermath-draft';
import type { AftermathPlan } from './aftermath-plan';

// Each step's checks before the player moves on (docs/rules.md#aftermath), with the messages shown
// on the fields, and the choices as the API takes them.

/** Field path to message: `rewards.influence`, `injuries.<warriorId>.result`, ... */
export type StepErrors = Record<string, string>;

const REQUIRED = 'This field is required';

export function stepErrors(
  step: AftermathStep,
  draft: AftermathDraft,
  plan: AftermathPlan,
): StepErrors {
  switch (step) {
    case 'result':
      return resultErrors(draft);
    case 'injuries':
      return prefixed(
        plan.wounded.map(({ warrior, errors }) => [`injuries.${warrior.id}`, errors] as const),
      );
    case 'experience':
      return prefixed(
        plan.levelUps.map(
          (slot) => [`levelUps.${slot.warriorId}.${slot.index}`, slot.errors] as const,
        ),
      );
    case 'influence':
      return {};
  }
}

function prefixed(
  entries: readonly (readonly [string, Partial<Record<string, string>>])[],
): StepErrors {
  const errors: StepErrors = {};
  for (const [prefix, found] of entries) {
    for (const [field, message] of Object.entries(found)) {
      if (message) errors[`${prefix}.${field}`] = message;
    }
  }
  return errors;
}

function resultErrors({ result, rewards }: AftermathDraft): StepErrors {
  const errors: StepErrors = {};
  if (!result) errors.result = 'Please select a result';
  if (rewards.influence.on && rewards.influence.value === null) {
    errors['rewards.influence'] = REQUIRED;
  } else if (rewards.influence.on && rewards.influence.value! < 0) {
    errors['rewards.influence'] = 'Must be at least 0';
  }
  if (rewards.levelUp.on && !rewards.levelUp.warriorId) {
    errors['rewards.levelUp'] = 'Please select a warrior';
  }
  if (rewards.experience.on) {
    for (const [id, value] of Object.entries(rewards.experience.perWarrior)) {
      if (value < 0) errors[`rewards.experience.${id}`] = 'Must be at least 0';
    }
  }
  const { item } = rewards;
  if (item.on) {
    if (!item.warriorId) errors['rewards.item.warriorId'] = 'Please select a warrior';
    if (!item.source) errors['rewards.item.source'] = 'Please select an item';
    if (item.source === NEW_ITEM) {
      const parsed = WargearInput.safeParse(item.newItem);
      for (const issue of parsed.error?.issues ?? []) {
        errors[`rewards.item.newItem.${issue.path.join('.')}`] ??= issue.message;
      }
    }
  }
  return errors;
}

/**
 * The device's counters of every warrior on the roster, those who sat it out included, but
 * not one dismissed or dead since the battle began (the server would refuse it).
 */
function participants(battle: SavedBattle, plan: AftermathPlan): AftermathParticipant[] {
  return plan.roster.map(({ entry: { id, counters } }) => {
    const oldWound = battle.oldWounds[id];
    return {
      warriorId: id,
      preBattleInjury: counters.preBattleInjury,
      wounded: counters.wounded,
      fled: counters.fled,
      woundsInflicted: counters.woundsInflicted,
      remainingWounds: counters.remainingWounds,
      remainingMight: counters.remainingMight,
      remainingWill: counters.remainingWill,
      remainingFate: counters.remainingFate,
      oldWound: oldWound
        ? { outcome: oldWound.outcome, rolls: oldWound.rolls, rolledBy: oldWound.rolledBy ?? null }
        : null,
    };
  });
}

function bonusItem(draft: AftermathDraft): BonusItem | null {
  const { item } = draft.rewards;
  if (!item.on || !item.warriorId || !item.source) return null;
  return item.source === NEW_ITEM
    ? { source: 'new', warriorId: item.warriorId, item: WargearInput.parse(item.newItem) }
    : { source: 'armoury', warriorId: item.warriorId, armouryId: item.source };
}

function levelUpChoices(plan: AftermathPlan): LevelUpChoiceInput[] {
  return plan.levelUps.map(({ warriorId, draft }): LevelUpChoiceInput => {
    if (draft.kind === 'warrior') {
      return {
        kind: 'warrior',
        warriorId,
        roll: draft.roll,
        result: draft.result!,
        baseClass: draft.baseClass,
      };
    }
    return {
      kind: 'hero',
      warriorId,
      chosenPath: draft.chosenPath,
      customPath: draft.customPath,
      perks: draft.perk ? [draft.perk] : [],
    } as LevelUpChoiceInput;
  });
}

/**
 * What Submit sends: the battle's counters and every choice, never the warriors worked out
 * here (docs/adr/0137-the-wars-aftermath-is-sent-as-the-battle-and-the-choices.md). Call it once
 * every step's checks pass. A bonus level up or bonus experience for a warrior who died in the
 * injuries is left out: the dead gain none.
 */
export function toAftermathInput(
  battle: SavedBattle,
  draft: AftermathDraft,
  plan: AftermathPlan,
): AftermathInput {
  const { rewards } = draft;
  const living = new Set(
    plan.experience.filter((row) => row.gain.excluded !== 'dead').map((row) => row.warrior.id),
  );
  const experience = rewards.experience.on
    ? Object.fromEntries(
        Object.entries(rewards.experience.perWarrior).filter(
          ([id, value]) => value > 0 && living.has(id),
        ),
      )
    : {};
  const levelUp =
    rewards.levelUp.on && rewards.levelUp.warriorId && living.has(rewards.levelUp.warriorId)
      ? rewards.levelUp.warriorId
      : null;
  return AftermathInput.parse({
    battleId: battle.battleId,
    startedAt: battle.startedAt,
    result: draft.result,
    opponentRating: battle.opponentRating,
    opponent: battle.opponent,
    // A battle fought for a campaign match becomes this company's side of it.
    matchId: battle.match?.id,
    participants: participants(battle, plan),
    rewards: {
      influence: rewards.influence.on ? rewards.influence.value : null,
      levelUp,
      experience,
      item: bonusItem(draft),
    },
    injuries: plan.wounded.map(({ warrior, choice }) => ({
      warriorId: warrior.id,
      roll: choice.roll,
      result: choice.result,
      heal: choice.heal,
      influence: choice.result === 'woundsOfAHero' ? choice.influence : null,
    })),
    levelUps: levelUpChoices(plan),
  });
}
