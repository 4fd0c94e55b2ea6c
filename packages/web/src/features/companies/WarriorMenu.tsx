import { ActionIcon, Menu } from '@mantine/core';
import { TEXT_FORMATS, warriorText } from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import type { SyntheticEvent } from 'react';
import { COPY_TEXTS as T, TEXT_FORMAT_LABELS } from './copy-texts';
import { useCopyText } from './useCopyText';

// The menu sits on a card that opens the editor: its clicks and keys stay its own.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** A warrior card's menu: Duplicate (when the company may change), and the warrior as text. */
export function WarriorMenu({
  warrior,
  newRuleset,
  onDuplicate,
}: {
  warrior: Warrior;
  newRuleset: boolean;
  onDuplicate?: (warrior: Warrior) => void;
}) {
  const copy = useCopyText();
  return (
    <Menu position="bottom-end" width={250}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size={44}
          radius="xl"
          aria-label={T.warriorMenu(warrior.name)}
          title={T.warriorMenu(warrior.name)}
          onClick={stop}
          onKeyDown={stop}
        >
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={stop} onKeyDown={stop}>
        {onDuplicate && (
          <>
            <Menu.Item mih={44} onClick={() => onDuplicate(warrior)}>
              {T.duplicate}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        {TEXT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            mih={44}
            onClick={() => void copy(warriorText(warrior, format, newRuleset))}
          >
            {TEXT_FORMAT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
