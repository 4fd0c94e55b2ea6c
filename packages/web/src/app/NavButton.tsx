import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { isActive, navLabel, type NavLink } from './nav';

/** One header link, marked as the current page when it is the one on screen. */
export function NavButton({ link, pathname }: { link: NavLink; pathname: string }) {
  const active = isActive(link.to, pathname);
  return (
    <Button
      component={Link}
      to={link.to}
      size="compact-sm"
      // Never squeezed: a row too narrow for every label scrolls rather than cutting one short.
      flex="none"
      px={8}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'dark'}
      aria-current={active ? 'page' : undefined}
    >
      {navLabel(link)}
    </Button>
  );
}
