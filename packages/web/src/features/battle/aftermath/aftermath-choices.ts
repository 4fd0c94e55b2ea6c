import { needsInjuryRoll, type AftermathChoices, type AftermathLevelUp } from '@warband/rules';
import { WargearInput, type Company, type Wargear } from '@warband/schemas';
import type { SavedBattle } from '../battle-state';
import { injuryDraft, NEW_ITEM } from './aftermath-draft';
import type { AftermathDraft, LevelUpDraft, RewardsDraft } from './aftermath-draft';

// The draft as the rules' planAftermath takes it: the battle's counters and the choices so
// far, half-made ones included (the rules say what is missing).

/**
 * The choices of the draft. The roster's warriors still in the company are sent, one deleted
 * or dead since the battle began left out (the server would refuse it); the level-ups are
 * asked for slot by slot (`levelUpAt`).
 */
export function draftChoices(
  company: Company,
  battle: SavedBattle,
  draft: AftermathDraft,
  /** The player's armoury, once read: the bonus item may be one of its entries. */
  armoury: readonly Wargear[],
): AftermathChoices {
  const { rewards } = draft;
  const roster = battle.roster.filter(
    ({ id }) => (company.warriors[id]?.status ?? 'dead') !== 'dead',
  );
  return {
    // Until a result is chosen the preview counts a loss; Submit sends the draft's own.
    result: draft.result ?? 'loss',
    opponentRating: battle.opponentRating,
    participants: roster.map(({ id, counters }) => ({
      warriorId: id,
      ...counters,
      oldWound: battle.oldWounds[id] ?? null,
    })),
    rewards: {
      influence: rewards.influence.on ? rewards.influence.value : null,
      levelUp: rewards.levelUp.on ? rewards.levelUp.warriorId : null,
      experience: rewards.experience.on ? rewards.experience.perWarrior : {},
      item: bonusItem(rewards.item, armoury),
    },
    injuries: roster
      .filter(({ counters }) => needsInjuryRoll(counters))
      .map(({ id }) => ({ ...injuryDraft(draft, id), warriorId: id })),
    levelUps: [],
  };
}

/** A level-up's draft as the rules take it: a hero's one perk, a warrior's roll and result. */
export function levelUpChoice(warriorId: string, levelUp: LevelUpDraft): AftermathLevelUp {
  if (levelUp.kind === 'warrior') {
    const { kind, roll, result, baseClass } = levelUp;
    return { kind, warriorId, roll, result, baseClass };
  }
  const { kind, chosenPath, customPath, perk } = levelUp;
  return { kind, warriorId, chosenPath, customPath, perks: perk ? [perk] : [] };
}

/** The bonus item once chosen; its fields null until they make an item (the step says why). */
function bonusItem(item: RewardsDraft['item'], armoury: readonly Wargear[]) {
  if (!item.on || !item.warriorId || !item.source) return null;
  const { warriorId, source } = item;
  if (source === NEW_ITEM) {
    return {
      warriorId,
      armouryId: null,
      fields: WargearInput.safeParse(item.newItem).data ?? null,
    };
  }
  const entry = armoury.find((each) => each.id === source);
  return { warriorId, armouryId: source, fields: entry ?? null };
}
