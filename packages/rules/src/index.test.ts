import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('public API', () => {
  it('keeps the names other packages already build against', () => {
    for (const name of [
      'STAT_KEYS',
      'STAT_LABELS',
      'MOUNT_STAT_KEYS',
      'statKeysFor',
      'adjustmentStatsFor',
      'ADJUSTMENT_VALUE_MIN',
      'ADJUSTMENT_VALUE_MAX',
      'MAX_ITEM_SPECIAL_RULES',
      'MAX_ITEM_SPECIAL_ATTACKS',
      'MOUNT',
      'CASTING_VALUES',
      'CASTING_MODIFIER_MIN',
      'CASTING_MODIFIER_MAX',
    ]) {
      expect(rules).toHaveProperty(name);
    }
  });

  it('exports one entry point per concern', () => {
    for (const name of [
      'deriveWarrior',
      'deriveProfile',
      'subTotalStats',
      'totalStats',
      'formatStat',
      'warriorPoints',
      'wargearPoints',
      'totalPoints',
      'profilePoints',
      'companyPoints',
      'influenceTotal',
      'validateHeroInjuries',
      'statusOptionsFor',
      'experienceAfter',
      'RANKS',
      'changeRank',
      'isHero',
      'sortByRank',
      'RACES',
      'CHOSEN_PATHS',
      'WARRIOR_STATUSES',
      'breakState',
      'againstTheOdds',
      'applyInjury',
      'experienceGain',
      'levelForExperience',
      'heroLevelUpChanges',
      'applyWarriorLevelUp',
      'battleInfluence',
      'formatCastingValue',
      'woundRoll',
      'd6Outcome',
      'cardFace',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name]).not.toBe('undefined');
    }
  });
});
