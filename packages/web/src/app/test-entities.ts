/*
 * Field values that every test's wargear shares, as the schemas default them: no description,
 * no cost, no characteristics changed. Free of the test harness, so pure modules' tests can
 * import it without loading React.
 */
export const WARGEAR_DEFAULTS = {
  description: '',
  pointsLow: 0,
  pointsHigh: 0,
  influence: 0,
  mount: 0,
  adjustmentStat: null,
  adjustmentValue: 0,
  move: 0,
  fight: 0,
  shoot: 0,
  strength: 0,
  defence: 0,
  attacks: 0,
  wounds: 0,
  courage: 0,
  intelligence: 0,
  specialRules: [],
  specialAttacks: [],
};
