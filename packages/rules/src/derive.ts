import { subTotalStats, totalStats, type TotalStatsInput } from './characteristics';
import { levelForExperience } from './experience';
import {
  influenceTotal,
  profilePoints,
  warriorPoints,
  type InfluenceTotalInput,
  type TotalPointsInput,
} from './points';
import type { Stats } from './stats';
import { wargearPoints } from './wargear';

export type WarriorForDerivation = TotalStatsInput &
  TotalPointsInput &
  InfluenceTotalInput & { experience: number };

/** Everything the server derives on a warrior read or write (ARCHITECTURE.md#api-contract). */
export interface DerivedWarrior {
  subTotalStats: Stats;
  totalStats: Stats;
  /** The warrior's own cost, without wargear. */
  points: number;
  wargearPoints: number;
  totalPoints: number;
  level: number;
  /** Own influence cost plus kept wargear's, set against the company's influence. */
  influenceTotal: number;
}

export function deriveWarrior(warrior: WarriorForDerivation, newRuleset: boolean): DerivedWarrior {
  const points = warriorPoints(warrior, newRuleset);
  const wargear = wargearPoints(warrior);
  return {
    subTotalStats: subTotalStats(warrior.baseStats, warrior.modifyStats, newRuleset),
    totalStats: totalStats(warrior, newRuleset),
    points,
    wargearPoints: wargear,
    totalPoints: points + wargear,
    level: levelForExperience(warrior.experience),
    influenceTotal: influenceTotal(warrior),
  };
}

export type ProfileForDerivation = Omit<TotalStatsInput, 'legWound'> & {
  basePoints: number;
};

export interface DerivedProfile {
  totalStats: Stats;
  totalPoints: number;
}

export function deriveProfile(profile: ProfileForDerivation, newRuleset: boolean): DerivedProfile {
  return { totalStats: totalStats(profile, newRuleset), totalPoints: profilePoints(profile) };
}
