import { Box, Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { isActive, navLabel } from './nav';
import type { NavLink as NavEntry } from './nav';
import { i18n } from '../i18n/i18n';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  links: NavEntry[];
  pathname: string;
  /** Logout, for a player; absent for a visitor. */
  logout?: { run: () => void; pending: boolean };
  /** A player's companies and warriors (the side navigation of wide screens). */
  companies?: ReactNode;
}

/**
 * The header links in a drawer, below the width where they fit in the header. Its own chunk:
 * the drawer's code (modal, focus trap, scroll lock) loads when the burger is first pressed.
 */
export function NavDrawer({ opened, onClose, links, pathname, logout, companies }: NavDrawerProps) {
  // Opened a frame after it mounts (once its portal is in the page), so the first opening,
  // the one that fetched this code, slides in like every other.
  const [mounted, setMounted] = useState(false);
  const companiesHeading = useId();
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Closed by following a link to a warrior, the drawer gives the focus back to no one: the
  // card the link leads to takes it (a returned focus would take it from the card). Closed any
  // other way, the focus goes back to the burger.
  const [followed, setFollowed] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setFollowed(false);
  }
  const noteFollowed = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setFollowed(true);
  };
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      returnFocus={!followed}
      title={i18n._('Navigation')}
      position="right"
      size={280}
      closeButtonProps={{ 'aria-label': i18n._('Close navigation') }}
    >
      <Stack component="nav" aria-label={i18n._('Main')} gap={4}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={navLabel(link)}
            active={isActive(link.to, pathname)}
            aria-current={isActive(link.to, pathname) ? 'page' : undefined}
            onClick={onClose}
          />
        ))}
        {logout && (
          <Button
            mt="md"
            variant="outline"
            loading={logout.pending}
            onClick={() => {
              onClose();
              logout.run();
            }}
          >
            {i18n._('Logout')}
          </Button>
        )}
      </Stack>
      {companies && (
        <>
          <Divider my="md" />
          <Box component="nav" aria-labelledby={companiesHeading} onClickCapture={noteFollowed}>
            <Text id={companiesHeading} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
              {i18n._('Companies')}
            </Text>
            {companies}
          </Box>
        </>
      )}
    </Drawer>
  );
}
