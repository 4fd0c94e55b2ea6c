/** What the company page and battle mode both say about starting a battle. */
export const BATTLE_START_TEXTS = {
  /**
   * Why Start Battle cannot start: nobody would count for break points
   * (docs/rules.md#break-points).
   */
  noneCanFight:
    'No warrior can fight a battle yet: Creatures do not count, and injured or lost warriors sit the next battle out.',
  inProgress: 'Battle in progress',
};
