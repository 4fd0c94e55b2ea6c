// The fields of a warrior and of a company as the editors name them: what a stale save's
// question and an offline conflict list, in the order the editors show them.

export const WARRIOR_FIELD_LABELS = {
  name: 'Name',
  rank: 'Rank',
  baseClass: 'Class',
  owner: 'Owner',
  basePoints: 'Points',
  experience: 'Experience',
  influence: 'Influence',
  chosenPath: 'Path',
  customPath: 'Custom path',
  status: 'Status',
  legWound: 'Leg wounds',
  armWound: 'Arm wounds',
  oldWound: 'Old Battle Wounds',
  baseStats: 'Characteristics',
  modifyStats: 'Modifiers',
  wargear: 'Wargear',
  specialRules: 'Special rules',
  heroicActions: 'Heroic actions',
  spells: 'Spells',
  biography: 'Biography',
  image: 'Image',
};

export const COMPANY_FIELD_LABELS = {
  name: 'Name',
  race: 'Race',
  influence: 'Influence',
  backstory: 'Backstory',
  ruleset: 'Ruleset',
};
