import type { Company, HeroicAction, Rule, Spell } from '@warband/schemas';
import type { AftermathDraft } from './aftermath-draft';
import { draftWith, injury, VETERAN, veterans } from './aftermath-fixtures';

const at = '2026-05-01T10:00:00.000Z';
const stamped = { createdAt: at, updatedAt: at };

/** The player's libraries: Eomer already holds Fearless. */
export const FEARLESS: Rule = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Fearless',
  description: 'Never flees.',
  phases: [],
  ...stamped,
};
export const TERROR: Rule = {
  id: '00000000-0000-4000-8000-0000000000f2',
  name: 'Terror',
  description: 'Foes must pass a Courage test to charge.',
  phases: [],
  ...stamped,
};
export const HEROIC_MARCH: HeroicAction = {
  id: '00000000-0000-4000-8000-0000000000f3',
  name: 'Heroic March',
  description: '',
  phases: [],
  ...stamped,
};
export const BLINDING_LIGHT: Spell = {
  id: '00000000-0000-4000-8000-0000000000f4',
  name: 'Blinding Light',
  description: 'Shooting at him hits only on a 6.',
  phases: [],
  baseCastingValue: 4,
  ...stamped,
};
export const LIBRARY = {
  rule: [FEARLESS, TERROR],
  heroicAction: [HEROIC_MARCH],
  spell: [BLINDING_LIGHT],
};

/** Eomer's Heroic Strike, saved on him before the battle. */
export const HEROIC_STRIKE_ID = '00000000-0000-4000-8000-0000000000e1';

/** The veterans, Eomer holding Fearless from the library and a Heroic Strike. */
export function veteransWithEntries(): Company {
  const company = veterans();
  const eomer = company.warriors[VETERAN.Eomer]!;
  const entry = (id: string, name: string) => ({
    id,
    warriorId: eomer.id,
    name,
    description: '',
    phases: [],
  });
  eomer.specialRules = [
    {
      ...entry('00000000-0000-4000-8000-0000000000e2', 'Fearless'),
      myRuleId: FEARLESS.id,
      wargearId: null,
      type: 'progression',
    },
  ];
  eomer.heroicActions = [
    {
      ...entry(HEROIC_STRIKE_ID, 'Heroic Strike'),
      myHeroicActionsId: null,
      type: 'base',
      modifyCastingValue: 0,
    },
  ];
  return company;
}

const recovered = injury('fullRecovery');

/** A Win with every injury resolved: Eomer and Spear each have one level-up to take. */
export function wonDraft(levelUps: AftermathDraft['levelUps'] = {}): AftermathDraft {
  return draftWith({
    result: 'win',
    injuries: {
      [VETERAN.Eomer]: recovered,
      [VETERAN.Hama]: recovered,
      [VETERAN.Spear]: recovered,
    },
    levelUps,
  });
}
