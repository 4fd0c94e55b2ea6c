/**
 * What the game's words mean, said where a new player meets them: beside a field in the
 * warrior editor and in the armoury's dialogs. One or two sentences each, in our own words;
 * in English, the catalogs' ids (shown through i18n._).
 */
export const FIELD_HELP = {
  pointsLow: {
    term: /*i18n*/ 'Points Low',
    text: /*i18n*/ 'What the item costs a plain warrior, with two or fewer Attacks and Wounds together. Items a profile starts with always cost this.',
  },
  pointsHigh: {
    term: /*i18n*/ 'Points High',
    text: /*i18n*/ 'What an item bought from the armoury costs a warrior with more than two Attacks and Wounds together, such as a hero.',
  },
  influence: {
    term: /*i18n*/ 'Influence',
    text: /*i18n*/ 'What the item costs out of the company’s influence, the currency earned after battles. Leave it at 0 for items bought with points alone.',
  },
  influenceCost: {
    term: /*i18n*/ 'Influence Cost',
    text: /*i18n*/ 'What recruiting this warrior costs out of the company’s influence, earned after battles. Its wargear’s influence is added to it.',
  },
  baseClass: {
    term: /*i18n*/ 'Base Class',
    text: /*i18n*/ 'The kind of fighter the warrior started as, such as Warrior, Archer or Rider. It is a label of your own and changes no numbers.',
  },
  chosenPath: {
    term: /*i18n*/ 'Chosen Path',
    text: /*i18n*/ 'The way a Leader, Sergeant or Hero grows with experience, such as Knight or Ranger. It can be left empty until the first level is gained.',
  },
  basePoints: {
    term: /*i18n*/ 'Base Points',
    text: /*i18n*/ 'What the warrior costs before wargear and improvements. Improved characteristics and items are added on top.',
  },
  mount: {
    term: /*i18n*/ 'Mount',
    text: /*i18n*/ 'Turn this on for a horse, warg or other steed: it then has its own characteristics, shown beside its rider’s.',
  },
  adjustment: {
    term: /*i18n*/ 'Adjustment',
    text: /*i18n*/ 'A characteristic the item changes while carried, and by how much (from −3 to +3): a shield might give +1 Defence.',
  },
} as const;

export type FieldHelpKey = keyof typeof FIELD_HELP;
