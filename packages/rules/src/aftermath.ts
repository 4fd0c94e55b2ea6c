// The War's Aftermath worked out whole, in the order the wizard takes it: who fought,
// injuries, Creatures dying with their owners, experience and the bonus level up, the
// level-ups, the bonus item, those who sat out back in the ranks, influence and the rating.
// The wizard previews with it and the server applies what it answers, so the two cannot
// disagree. It never stops at a wrong choice: that choice is left unapplied and refused,
// with the field the API names and the warrior the wizard shows it on.
// Each step is a file of aftermath-steps/, in the order the game takes them.

import { againstTheOddsBonus } from './against-the-odds';
import { clearPreBattleInjury, validateParticipants, validateSatOut } from './battle';
import { battleInfluence, gainInfluence } from './influence';
import { applyOwnerDeaths } from './injuries';
import { itemAt } from './narrow';
import { companyPoints } from './points';
import {
  NOT_IN_COMPANY,
  LISTED_TWICE,
  type AftermathWarrior,
  type AftermathCounters,
  type AftermathChoices,
  type AftermathSetting,
  type WarriorAftermath,
  type AftermathOutcome,
} from './aftermath-steps/contract';
import { Refusals, SAT_OUT, track } from './aftermath-steps/tracking';
import { injuries } from './aftermath-steps/injuries';
import { experience } from './aftermath-steps/experience';
import { takeLevelUps, refuseLevelUpsNotOwed } from './aftermath-steps/level-ups';
import { bonusItem } from './aftermath-steps/item';
import { battleEvents } from './aftermath-steps/events';

export * from './aftermath-steps/contract';
export { perkLibraryEntries, perkLibraryEntry } from './aftermath-steps/perks';

/** The War's Aftermath of `choices` on the company: see the comment at the top. */
export function planAftermath<W extends AftermathWarrior, C extends AftermathCounters>(
  choices: AftermathChoices<C>,
  setting: AftermathSetting<W>,
): AftermathOutcome<W> {
  const refusals = new Refusals();
  const byId = new Map(setting.warriors.map((warrior) => [warrior.id, warrior]));
  const battle = new Map<string, WarriorAftermath<W>>();
  choices.participants.forEach((counters, index) => {
    const warrior = byId.get(counters.warriorId);
    const field = `participants.${index}.warriorId`;
    if (!warrior || warrior.status === 'dead') refusals.add('participants', field, NOT_IN_COMPANY);
    else if (battle.has(warrior.id)) refusals.add('participants', field, LISTED_TWICE);
    else {
      const found = validateSatOut(warrior, counters);
      refusals.addAll('participants', `participants.${index}`, found, { warriorId: warrior.id });
      battle.set(warrior.id, track(warrior, counters, true));
    }
  });
  const fought = validateParticipants(
    [...battle.values()].map(({ before, summary }) => ({
      rank: before.rank,
      status: before.status,
      preBattleInjury: summary.counters.preBattleInjury,
    })),
  );
  refusals.addAll('fought', '', fought);
  const others = setting.warriors
    .filter((warrior) => !battle.has(warrior.id) && warrior.status !== 'dead')
    .map((warrior) => track(warrior, { ...SAT_OUT, warriorId: warrior.id }, false));
  const fighters = [...battle.values()];
  const living = [...fighters, ...others];

  const woundsInfluence = injuries(choices.injuries, battle, refusals);
  const afterDeaths = applyOwnerDeaths(living.map((warrior) => warrior.after));
  living.forEach((warrior, index) => {
    if (itemAt(afterDeaths, index).status === warrior.after.status) return;
    warrior.after = { ...warrior.after, status: 'dead' };
    warrior.summary.diedWithOwner = true;
  });

  experience(choices, battle, refusals);
  const levelUps = fighters.flatMap((warrior) => takeLevelUps(warrior, choices, setting, refusals));
  refuseLevelUpsNotOwed(choices.levelUps, battle, refusals);
  bonusItem(choices.rewards.item, battle, setting, refusals);
  for (const warrior of fighters) {
    if (!warrior.summary.counters.preBattleInjury) continue;
    const { status } = clearPreBattleInjury({ ...warrior.after, preBattleInjury: true });
    if (status !== warrior.after.status) warrior.after = { ...warrior.after, status };
  }

  const ratingBefore = setting.rating ?? companyPoints(setting.warriors, setting.newRuleset);
  const afterById = new Map(living.map((warrior) => [warrior.before.id, warrior.after]));
  const ratingAfter = companyPoints(
    setting.warriors.map((warrior) => afterById.get(warrior.id) ?? warrior),
    setting.newRuleset,
  );
  const gained = battleInfluence({
    result: choices.result,
    againstTheOdds: againstTheOddsBonus(ratingBefore, choices.opponentRating),
    woundsInfluence,
    influenceReward: choices.rewards.influence,
  });
  const influence = {
    before: setting.influence,
    after: gainInfluence(setting.influence, gained.total),
    ...gained,
  };
  const summaries = [
    ...fighters.map((warrior) => warrior.summary),
    ...others.filter((warrior) => warrior.after !== warrior.before).map((w) => w.summary),
  ];
  return {
    warriors: living,
    levelUps,
    influence,
    ratingBefore,
    ratingAfter,
    summaries,
    events: battleEvents(choices.result, influence, ratingAfter, summaries),
    refusals: refusals.all,
  };
}
