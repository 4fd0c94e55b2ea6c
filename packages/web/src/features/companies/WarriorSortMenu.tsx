import { Button, Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { WARRIOR_SORTS } from './company-sort';
import type { WarriorSort } from './company-sort';

/** The sort dropdown closes this long after it loses focus. */
export const SORT_MENU_BLUR_CLOSE_MS = 250;

interface WarriorSortMenuProps {
  value: WarriorSort;
  onChange: (sort: WarriorSort) => void;
}

/**
 * The company page's sort menu. Besides Mantine's own ways of closing (a choice, Escape, a
 * click outside), it closes 250 ms after focus has left both its button and its list, so a
 * player tabbing on is not left with an open menu over the cards.
 */
export function WarriorSortMenu({ value, onChange }: WarriorSortMenuProps) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const closeSoonUnlessFocused = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const focused = document.activeElement;
      const inside = [target.current, dropdown.current].some((node) => node?.contains(focused));
      if (!inside) setOpened(false);
    }, SORT_MENU_BLUR_CLOSE_MS);
  };
  const label = WARRIOR_SORTS.find((sort) => sort.value === value)?.label ?? '';

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={180}>
      <Menu.Target>
        <Button ref={target} variant="default" onBlur={closeSoonUnlessFocused}>
          Sort: {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown ref={dropdown} onBlur={closeSoonUnlessFocused} aria-label="Sort warriors by">
        {WARRIOR_SORTS.map((sort) => (
          <Menu.Item
            key={sort.value}
            onClick={() => onChange(sort.value)}
            fw={sort.value === value ? 700 : undefined}
            leftSection={<span aria-hidden>{sort.value === value ? '✓' : ''}</span>}
          >
            {sort.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
