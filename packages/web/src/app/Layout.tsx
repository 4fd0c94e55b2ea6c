import { Anchor, AppShell, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { AdvertSlot } from '../components/adverts/AdvertSlot';
import { advertsShown, isBattlePath } from '../components/adverts/advert-rules';
import { TopAdverts } from '../components/adverts/TopAdverts';
import { useHasCompany } from '../components/adverts/useHasCompany';
import { AlertsBanner } from '../components/alerts/AlertsBanner';
import { useOverlays } from '../components/overlays/useOverlays';
import { useAfterPageContent } from '../hooks/useAfterPageContent';
import { APP_NAME } from '../hooks/usePageTitle';
import { useLogout } from '../hooks/useLogout';
import { SYNC_INDICATOR_WIDTH } from '../components/sync/size';
import { useSession } from '../hooks/useSession';
import { AppUpdate } from './app-update/AppUpdate';
import { NavButton } from './NavButton';
import { navLabel, visibleNavLinks, type NavLink } from './nav';
import { PageFooter } from './PageFooter';
import { i18n } from '../i18n/i18n';

const NavDrawer = lazy(() =>
  import('./NavDrawer').then((module) => ({ default: module.NavDrawer })),
);
// The sync indicator and the device store behind it (IndexedDB, the outbox, the schemas its
// replays check): players only, and fetched once the page's content is on screen.
const SyncIndicator = lazy(() =>
  import('../components/sync/SyncIndicator').then((module) => ({
    default: module.SyncIndicator,
  })),
);
// The player's side navigation: fetched for players only, so / and /login never load it.
const CompanyNav = lazy(() =>
  import('../components/company-nav/CompanyNav').then((module) => ({
    default: module.CompanyNav,
  })),
);

/** Below this width the header links move into a drawer opened by the burger. */
const NAV_BREAKPOINT = 'lg';
/** The narrowest width at which the links show in the header (Mantine's lg). */
const NAV_MIN_WIDTH_PX = 1200;
const BAR_HEIGHT = 60;
/** The side navigation's column, from the width where the header shows its links. */
const SIDE_NAV_WIDTH = 260;
const WIDE_QUERY = '(min-width: 75em)';
const NAV_ROW_HEIGHT = 44;
/** The tall banner's column, where the screen has room for it beside the page. */
const ADVERT_ASIDE_WIDTH = 192;
const ADVERT_ASIDE_BREAKPOINT = 'xl';

/**
 * Whether the brand, the links and Logout share one header row at the narrowest wide screen.
 * An estimate from the label lengths (compact buttons of the system font); when the list
 * grows past it the links get a row of their own rather than running off the screen.
 */
function linksFitBesideBrand(labels: string[], withLogout: boolean): boolean {
  const links = labels.reduce((sum, label) => sum + label.length * 8.5 + 26, 0);
  const estimate = 32 + 200 + links + (withLogout ? 96 : 0);
  return estimate <= NAV_MIN_WIDTH_PX;
}

/** Whether a route's handle marks a page shown to visitors (someone's shared company). */
function isVisitorPage(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'visitorPage' in handle;
}

/**
 * The sync indicator, once the page's own content is on screen: its code, the device store it
 * opens and the outbox's first replay then never hold back the page's first paint (on a slow
 * phone they did, by most of a second). Until then its width is kept, so nothing moves.
 */
function SyncIndicatorAfterContent() {
  const ready = useAfterPageContent();
  const placeholder = <Box w={SYNC_INDICATOR_WIDTH} h={44} aria-hidden />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SyncIndicator />
    </Suspense>
  );
}

/** The frame of every screen: header navigation, alerts banner, the page, a footer line. */
export function Layout() {
  const user = useSession();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code is fetched on the first press of the burger, not with the first page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { logout, pending: loggingOut } = useLogout();
  // The column is mounted only where it shows; on a phone the drawer holds the companies.
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const links = visibleNavLinks(user);
  const adverts = advertsShown(user, pathname);
  // A brand-new player's first steps come before the adverts on the first screen
  // (docs/adr/0172-a-new-players-first-steps-come-before-the-appeals.md).
  const hasCompany = useHasCompany(adverts);
  const advertsFirst = adverts && hasCompany !== false;
  const visitorPage = useMatches().some((match) => isVisitorPage(match.handle));
  const overlays = useOverlays({
    advertsShown: adverts,
    hasCompany,
    battle: isBattlePath(pathname),
    player: user !== null && !visitorPage,
  });
  const oneRow = linksFitBesideBrand(links.map(navLabel), user !== null);

  const linkButton = (link: NavLink) => <NavButton key={link.to} link={link} pathname={pathname} />;
  // With two rows, an admin's tools sit beside Logout: the row of pages is full at 1280 px.
  const adminLinks = links.filter((link) => link.visibility === 'admin');
  const pageLinks = links.filter((link) => link.visibility !== 'admin');
  const logoutButton = user && (
    <Button
      size="compact-sm"
      variant="outline"
      ml="xs"
      loading={loggingOut}
      onClick={() => void logout()}
    >
      {i18n._('Logout')}
    </Button>
  );

  return (
    <AppShell
      header={{
        height: oneRow
          ? BAR_HEIGHT
          : { base: BAR_HEIGHT, [NAV_BREAKPOINT]: BAR_HEIGHT + NAV_ROW_HEIGHT },
      }}
      // The column's width is kept for a player from the first paint, so nothing moves
      // while its list loads; a visitor has no column at all.
      navbar={{
        width: SIDE_NAV_WIDTH,
        breakpoint: NAV_BREAKPOINT,
        collapsed: { mobile: true, desktop: user === null },
      }}
      // The tall banner's column is kept from the first paint too, for the players who see it.
      aside={{
        width: ADVERT_ASIDE_WIDTH,
        breakpoint: ADVERT_ASIDE_BREAKPOINT,
        collapsed: { mobile: true, desktop: !adverts },
      }}
      padding="md"
    >
      <AppShell.Header>
        {/*
          At 360 px the title, the sync indicator and the burger take the whole bar: a phone gets
          the smaller title and edges, so the title ends well before the indicator's dot.
        */}
        <Group
          h={BAR_HEIGHT}
          px={{ base: 'xs', xs: 'md' }}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
        >
          <Anchor
            component={Link}
            to="/"
            className="wl-touch"
            underline="never"
            c="var(--app-brand-color)"
            fw={700}
            fz={{ base: 'md', xs: 'lg', sm: 'xl' }}
            ff="heading"
            miw={0}
            style={{ whiteSpace: 'nowrap', overflow: 'hidden' }}
          >
            {/* On a screen narrower still, it is cut short with an ellipsis, never drawn over. */}
            <Box component="span" miw={0} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {APP_NAME}
            </Box>
          </Anchor>
          {/* The pages' links and Logout, then the sync indicator, at the header's end. */}
          <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
            {oneRow ? (
              <Group
                component="nav"
                aria-label={i18n._('Main')}
                gap={2}
                wrap="nowrap"
                visibleFrom={NAV_BREAKPOINT}
              >
                {links.map(linkButton)}
                {logoutButton}
              </Group>
            ) : (
              <Group gap={2} wrap="nowrap" visibleFrom={NAV_BREAKPOINT}>
                {adminLinks.length > 0 && (
                  <Group component="nav" aria-label={i18n._('Admin')} gap={2}>
                    {adminLinks.map(linkButton)}
                  </Group>
                )}
                {logoutButton}
              </Group>
            )}
            {user && !visitorPage && <SyncIndicatorAfterContent />}
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setDrawerWanted(true);
                drawer.toggle();
              }}
              hiddenFrom={NAV_BREAKPOINT}
              size="sm"
              // Small lines in a thumb-sized target: the phone's only way to the other screens.
              w={44}
              h={44}
              p={13}
              aria-label={drawerOpened ? i18n._('Close navigation') : i18n._('Open navigation')}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
        {!oneRow && (
          <Group
            component="nav"
            aria-label={i18n._('Main')}
            h={NAV_ROW_HEIGHT}
            px="md"
            gap={2}
            wrap="nowrap"
            visibleFrom={NAV_BREAKPOINT}
            // From 1200 px the row holds every page; narrower than its labels, it scrolls.
            style={{ borderTop: '1px solid var(--app-shell-border-color)', overflowX: 'auto' }}
          >
            {pageLinks.map(linkButton)}
          </Group>
        )}
      </AppShell.Header>

      {drawerWanted && (
        // Over the page: nothing moves while its code loads.
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            links={links}
            pathname={pathname}
            logout={user ? { run: () => void logout(), pending: loggingOut } : undefined}
            companies={
              user ? (
                <Suspense fallback={null}>
                  <CompanyNav onNavigate={drawer.close} withListLink={false} />
                </Suspense>
              ) : undefined
            }
          />
        </Suspense>
      )}

      {user && (
        <AppShell.Navbar aria-label={i18n._('Companies')} visibleFrom={NAV_BREAKPOINT}>
          {/* The browser's own scrolling: Mantine's ScrollArea would weigh on every first page. */}
          <AppShell.Section grow p="xs" style={{ overflowY: 'auto' }}>
            {wide && (
              <Suspense fallback={null}>
                <CompanyNav />
              </Suspense>
            )}
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      {adverts && (
        <AppShell.Aside
          aria-label={i18n._('Adverts')}
          visibleFrom={ADVERT_ASIDE_BREAKPOINT}
          p="md"
          className="wl-no-print"
        >
          <AdvertSlot size="tall" />
        </AppShell.Aside>
      )}

      <AppShell.Main>
        <Container size="lg" px={0}>
          {/*
            The page fills at least the screen below the header, so the footer starts below the
            fold and stays there when a list arrives, rather than jumping down from the bottom
            of the screen. 100vh is the tallest viewport on phones: it does not change as the
            address bar comes and goes.
          */}
          <Stack
            gap="lg"
            mih="calc(100vh - var(--app-shell-header-height) - var(--mantine-spacing-md))"
          >
            <AlertsBanner />
            {advertsFirst && <TopAdverts />}
            <Outlet />
            {adverts && !advertsFirst && <TopAdverts />}
          </Stack>
          {/* A new page starts at its top (or its #anchor); Back returns to where you were. */}
          <ScrollRestoration />
          <PageFooter adverts={adverts} openChangelog={overlays.openChangelog} />
          {overlays.dialogs}
          <AppUpdate pathname={pathname} playerId={user?.id ?? null} />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
