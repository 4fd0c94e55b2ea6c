import { refusalsByWarrior } from '@warband/rules';
import { AftermathInput, bonusItemInput, WargearInput } from '@warband/schemas';
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
      return refusalsByWarrior(plan.refusals, 'injuries');
    case 'experience':
      return refusalsByWarrior(plan.refusals, 'levelUps');
    case 'influence':
      return {};
  }
}

function resultErrors({ result, rewards }: AftermathDraft): StepErrors {
  const errors: StepErrors = {};
  if (!result) errors.result = 'Please select a result';
  const influence = rewards.influence;
  if (influence.on && influence.value === null) {
    errors['rewards.influence'] = REQUIRED;
  } else if (influence.on && influence.value !== null && influence.value < 0) {
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
 * What Submit sends: the battle's counters and every choice as the rules took them, never
 * the warriors worked out here
 * (docs/adr/0137-the-wars-aftermath-is-sent-as-the-battle-and-the-choices.md). Call it once
 * every step's checks pass.
 */
export function toAftermathInput(
  battle: SavedBattle,
  draft: AftermathDraft,
  plan: AftermathPlan,
): AftermathInput {
  const { choices } = plan;
  return AftermathInput.parse({
    ...choices,
    battleId: battle.battleId,
    startedAt: battle.startedAt,
    result: draft.result,
    opponent: battle.opponent,
    // A battle fought for a campaign match becomes this company's side of it.
    matchId: battle.match?.id,
    rewards: { ...choices.rewards, item: bonusItemInput(choices.rewards.item) },
  });
}
