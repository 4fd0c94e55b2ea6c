import { List, Stack, Text } from '@mantine/core';
import { isKept } from '@warband/rules';
import type { ComponentType } from 'react';
import type { EditorListName, EditorMode } from './editor-form';
import { useEditorFormContext } from './editor-form';
import type { ListTab } from './editor-tabs';

/**
 * The four list tabs (Wargear, Rules, Heroic Actions, Spells), in this one place. Their
 * editors are built in tabs/ (ListTabProps); until they are in, each tab lists the entries
 * the warrior carries by name, read only, so what a profile loaded can be checked.
 */
export interface ListTabProps {
  mode: EditorMode;
  newRuleset: boolean;
  /** True while the tab holds a half-filled new entry; leaving then asks first. */
  onDraftChange: (draft: boolean) => void;
}

const LISTS: Record<ListTab, { field: EditorListName; empty: string }> = {
  wargear: { field: 'wargear', empty: 'No wargear yet.' },
  rules: { field: 'specialRules', empty: 'No special rules yet.' },
  heroicActions: { field: 'heroicActions', empty: 'No heroic actions yet.' },
  spells: { field: 'spells', empty: 'No spells yet.' },
};

function entriesPanel(tab: ListTab): ComponentType<ListTabProps> {
  const { field, empty } = LISTS[tab];
  return function EntriesPanel() {
    const entries = useEditorFormContext().values[field].filter(isKept);
    if (entries.length === 0) return <Text c="dimmed">{empty}</Text>;
    return (
      <Stack gap="xs">
        <List>
          {entries.map((entry) => (
            <List.Item key={entry.id}>{entry.name}</List.Item>
          ))}
        </List>
      </Stack>
    );
  };
}

export const LIST_TAB_PANELS: Record<ListTab, ComponentType<ListTabProps>> = {
  wargear: entriesPanel('wargear'),
  rules: entriesPanel('rules'),
  heroicActions: entriesPanel('heroicActions'),
  spells: entriesPanel('spells'),
};
