import { ActionIcon, Menu, type ActionIconProps } from '@mantine/core';
import { TEXT_FORMATS, warriorText } from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { COPY_TEXTS as T, TEXT_FORMAT_LABELS } from './copy-texts';
import { useCopyText } from './useCopyText';

// The menu sits on a card that opens the editor: its clicks and keys stay its own.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A warrior card's menu: Duplicate (when the company may change), and the warrior as text. Until
 * it is first opened it is its button alone: a company page draws fifteen cards as it opens, and
 * fifteen menus (each a popover with its floating position and its portal) were most of the
 * work of drawing them. The first press puts the menu in place, open, on the same spot.
 */
export function WarriorMenu(props: WarriorMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <OpenedMenu {...props} />;
  const open = (event: SyntheticEvent) => {
    stop(event);
    setWanted(true);
  };
  return (
    <ActionIcon
      {...menuButton(props.warrior.name)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={open}
      onKeyDown={(event) => (event.key === 'ArrowDown' ? open(event) : stop(event))}
    />
  );
}

interface WarriorMenuProps {
  warrior: Warrior;
  newRuleset: boolean;
  onDuplicate?: (warrior: Warrior) => void;
}

/** The menu's button, the same before and after the menu is in place. */
function menuButton(name: string): ActionIconProps & { 'aria-label': string; title: string } {
  return {
    variant: 'default',
    size: 44,
    radius: 'xl',
    'aria-label': T.warriorMenu(name),
    title: T.warriorMenu(name),
    children: <span aria-hidden="true">⋯</span>,
  };
}

function OpenedMenu({ warrior, newRuleset, onDuplicate }: WarriorMenuProps) {
  const copy = useCopyText();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // The press that put the menu in place was on the button this one replaces: the focus comes
  // here first, then the menu opens, so that closing it brings the focus back here.
  useLayoutEffect(() => {
    button.current?.focus();
    // Opened only now, after the focus: the menu's focus return remembers this button.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" width={250} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon {...menuButton(warrior.name)} ref={button} onClick={stop} onKeyDown={stop} />
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
