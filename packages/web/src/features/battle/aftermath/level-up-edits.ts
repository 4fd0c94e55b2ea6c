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
  { warriorId, slot }: Pick<LevelUpSlot, 'warriorId' | 'slot'>,
  levelUp: LevelUpDraft,
): AftermathDraft {
  const kept = [...(draft.levelUps[warriorId] ?? [])];
  for (const each of plan.levelUps) {
    if (each.warriorId === warriorId && each.slot < slot) kept[each.slot] ??= each.draft;
  }
  kept[slot] = levelUp;
  return { ...draft, levelUps: { ...draft.levelUps, [warriorId]: kept } };
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
  for (const taken of plan.levelUps) {
    const { warrior, draft: kept } = taken;
    if (kept.kind !== 'hero' || draft.levelUps[taken.warriorId]?.[taken.slot] !== kept) continue;
    let levelUp = kept;
    if (warrior.chosenPath && (levelUp.chosenPath !== null || levelUp.customPath !== '')) {
      levelUp = { ...levelUp, chosenPath: null, customPath: '' };
    }
    if (levelUp.perk && isStalePerk(levelUp.perk, warrior, newRuleset)) {
      levelUp = { ...levelUp, perk: emptyPerk(levelUp.perk.kind) };
    }
    if (levelUp !== kept) next = withLevelUp(next, plan, taken, levelUp);
  }
  return next;
}

/** The step's message for one field of a level-up: `levelUps.<warriorId>.<slot>.<field>`. */
export function slotError(
  errors: Record<string, string>,
  { warriorId, slot }: Pick<LevelUpSlot, 'warriorId' | 'slot'>,
  field: string,
): string | undefined {
  return errors[`levelUps.${warriorId}.${slot}.${field}`];
}
