import type { ComponentType } from 'react';
import type { ListTab } from './editor-tabs';
import { HeroicActionsTab } from './tabs/HeroicActionsTab';
import type { ListTabProps } from './tabs/list-tab-props';
import { RulesTab } from './tabs/RulesTab';
import { SpellsTab } from './tabs/SpellsTab';
import { WargearTab } from './tabs/WargearTab';

export type { ListTabProps };

/** The four list tabs (Wargear, Rules, Heroic Actions, Spells), in this one place. */
export const LIST_TAB_PANELS: Record<ListTab, ComponentType<ListTabProps>> = {
  wargear: WargearTab,
  rules: RulesTab,
  heroicActions: HeroicActionsTab,
  spells: SpellsTab,
};
