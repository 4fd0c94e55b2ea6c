/**
 * What the game's words mean, said where a new player meets them: beside a field in the
 * warrior editor and in the armoury's dialogs. One or two sentences each, in our own words.
 */
export const FIELD_HELP = {
  pointsLow: {
    term: 'Points Low',
    text: 'What the item costs a plain warrior, with two or fewer Attacks and Wounds together. Items a profile starts with always cost this.',
  },
  pointsHigh: {
    term: 'Points High',
    text: 'What an item bought from the armoury costs a warrior with more than two Attacks and Wounds together, such as a hero.',
  },
  influence: {
    term: 'Influence',
    text: 'What the item costs out of the company’s influence, the currency earned after battles. Leave it at 0 for items bought with points alone.',
  },
  influenceCost: {
    term: 'Influence Cost',
    text: 'What recruiting this warrior costs out of the company’s influence, earned after battles. Its wargear’s influence is added to it.',
  },
  baseClass: {
    term: 'Base Class',
    text: 'The kind of fighter the warrior started as, such as Warrior, Archer or Rider. It is a label of your own and changes no numbers.',
  },
  chosenPath: {
    term: 'Chosen Path',
    text: 'The way a Leader, Sergeant or Hero grows with experience, such as Knight or Ranger. It can be left empty until the first level is gained.',
  },
  basePoints: {
    term: 'Base Points',
    text: 'What the warrior costs before wargear and improvements. Improved characteristics and items are added on top.',
  },
  mount: {
    term: 'Mount',
    text: 'Turn this on for a horse, warg or other steed: it then has its own characteristics, shown beside its rider’s.',
  },
  adjustment: {
    term: 'Adjustment',
    text: 'A characteristic the item changes while carried, and by how much (from −3 to +3): a shield might give +1 Defence.',
  },
} as const;

export type FieldHelpKey = keyof typeof FIELD_HELP;
