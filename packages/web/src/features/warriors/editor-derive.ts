import {
  deriveProfile,
  deriveWarrior,
  isKept,
  paysHighArmouryPrice,
  wargearItemPoints,
  type DerivedWarrior,
  type Stats,
} from '@warband/rules';
import type { EditorMode, EditorValues, EditorWargear } from './editor-form';
import { numberOf, statsOf } from './editor-values';

/*
 * What the editor shows while the player types: points, totals and influence worked out by
 * the same rules functions the server answers with
 * (docs/adr/0025-derived-values-are-computed-at-read-time.md), from the values as typed.
 */

function wargearOf(wargear: readonly EditorWargear[]) {
  return wargear.map((item) => ({
    ...item,
    pointsLow: numberOf(item.pointsLow),
    pointsHigh: numberOf(item.pointsHigh),
    influence: numberOf(item.influence),
    adjustmentValue: numberOf(item.adjustmentValue),
  }));
}

/** The warrior as the server would derive it, were the values saved now. */
export function liveWarrior(values: EditorValues, newRuleset: boolean): DerivedWarrior {
  return deriveWarrior(
    {
      baseStats: statsOf(values.baseStats),
      modifyStats: statsOf(values.modifyStats),
      wargear: wargearOf(values.wargear),
      legWound: numberOf(values.legWound),
      basePoints: numberOf(values.basePoints),
      specialRules: values.specialRules,
      experience: numberOf(values.experience),
      influence: numberOf(values.influence),
    },
    newRuleset,
  );
}

export interface LiveFigures {
  totalStats: Stats;
  /** Own cost: base points, modifiers and progression rules (a profile: its base points). */
  points: number;
  wargearPoints: number;
  totalPoints: number;
  influenceTotal: number;
}

/** The figures of the Overview and the Characteristics tab, for a warrior or a profile. */
export function liveFigures(
  mode: EditorMode,
  values: EditorValues,
  newRuleset: boolean,
): LiveFigures {
  if (mode !== 'profile') return liveWarrior(values, newRuleset);
  const profile = deriveProfile(
    {
      baseStats: statsOf(values.baseStats),
      modifyStats: statsOf(values.modifyStats),
      wargear: wargearOf(values.wargear),
      basePoints: numberOf(values.basePoints),
    },
    newRuleset,
  );
  const points = numberOf(values.basePoints);
  return {
    totalStats: profile.totalStats,
    points,
    wargearPoints: profile.totalPoints - points,
    totalPoints: profile.totalPoints,
    influenceTotal: 0,
  };
}

export interface WargearPrice {
  id: string;
  name: string;
  /** Which of the item's two prices applies (docs/rules.md#points). */
  tier: 'low' | 'high';
  points: number;
}

/**
 * What each kept item costs this warrior: base items and small models pay the low price,
 * armoury items on a model of more than two Attacks and Wounds the high one. A profile is
 * priced at the low price of its items.
 */
export function wargearPrices(mode: EditorMode, values: EditorValues): WargearPrice[] {
  const warrior = {
    baseStats: statsOf(values.baseStats),
    modifyStats: statsOf(values.modifyStats),
  };
  const high = mode !== 'profile' && paysHighArmouryPrice(warrior);
  return wargearOf(values.wargear)
    .filter(isKept)
    .map((item) => {
      const tier = high && item.type === 'armoury' ? 'high' : 'low';
      const points = mode === 'profile' ? item.pointsLow : wargearItemPoints(item, warrior);
      return { id: item.id, name: item.name, tier, points };
    });
}
