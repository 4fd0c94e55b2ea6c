import { emptyPerk, isStalePerk } from '@warband/rules';
import type { AftermathDraft, LevelUpDraft } from './aftermath-draft';
import type { AftermathPlan, LevelUpSlot } from './aftermath-plan';

/**
 * The draft with `slot`'s level-up replaced, the warrior's other level-ups kept. Level-ups
 * before it that were never touched are written as the plan shows them, so the array has no
 * holes.
 */
export function withLevelUp(
  draft: AftermathDraft,
  plan: AftermathPlan,
  slot: Pick<LevelUpSlot, 'warriorId' | 'index'>,
  levelUp: LevelUpDraft,
): AftermathDraft {
  const kept = [...(draft.levelUps[slot.warriorId] ?? [])];
  for (const each of plan.levelUps) {
    if (each.warriorId === slot.warriorId && each.index < slot.index) {
      kept[each.index] ??= each.draft;
    }
  }
  kept[slot.index] = levelUp;
  return { ...draft, levelUps: { ...draft.levelUps, [slot.warriorId]: kept } };
}

/**
 * The draft without picks that an earlier level-up of the same warrior has since taken (the
 * library rule it now holds, Fate now at 3, a path now chosen), so a later form never shows
 * a choice it cannot keep. The same draft when nothing is stale.
 */
export function withoutStalePicks(
  draft: AftermathDraft,
  plan: AftermathPlan,
  newRuleset: boolean,
): AftermathDraft {
  let next = draft;
  for (const slot of plan.levelUps) {
    if (slot.draft.kind !== 'hero' || draft.levelUps[slot.warriorId]?.[slot.index] !== slot.draft) {
      continue;
    }
    let levelUp = slot.draft;
    if (slot.warrior.chosenPath && (levelUp.chosenPath !== null || levelUp.customPath !== '')) {
      levelUp = { ...levelUp, chosenPath: null, customPath: '' };
    }
    if (levelUp.perk && isStalePerk(levelUp.perk, slot.warrior, newRuleset)) {
      levelUp = { ...levelUp, perk: emptyPerk(levelUp.perk.kind) };
    }
    if (levelUp !== slot.draft) next = withLevelUp(next, plan, slot, levelUp);
  }
  return next;
}

/** The step's message for one field of a level-up: `levelUps.<warriorId>.<index>.<field>`. */
export function slotError(
  errors: Record<string, string>,
  slot: Pick<LevelUpSlot, 'warriorId' | 'index'>,
  field: string,
): string | undefined {
  return errors[`levelUps.${slot.warriorId}.${slot.index}.${field}`];
}
