/** Header navigation, in the order shown (docs/product/accounts.md#header-navigation-0017). */
export type NavVisibility = 'always' | 'loggedOut' | 'loggedIn' | 'admin';
export interface NavLink {
  label: string;
  to: string;
  visibility: NavVisibility;
}

/** The login page's address for a visitor who came to register: its Register form first. */
export const REGISTER_HASH = '#register';
export const REGISTER_PATH = `/login${REGISTER_HASH}`;

export const NAV_LINKS: NavLink[] = [
  { label: 'Home', to: '/', visibility: 'always' },
  { label: 'Login/Register', to: '/login', visibility: 'loggedOut' },
  { label: 'My Companies', to: '/companies', visibility: 'loggedIn' },
  { label: 'Campaigns', to: '/campaigns', visibility: 'loggedIn' },
  { label: 'Matches', to: '/matches', visibility: 'loggedIn' },
  { label: 'Profiles', to: '/profiles', visibility: 'loggedIn' },
  { label: 'Armoury', to: '/armoury', visibility: 'loggedIn' },
  { label: 'Rules', to: '/rules', visibility: 'loggedIn' },
  { label: 'Spells', to: '/spells', visibility: 'loggedIn' },
  { label: 'Heroics', to: '/heroics', visibility: 'loggedIn' },
  { label: 'Retired Companies', to: '/retired', visibility: 'loggedIn' },
  { label: 'Graveyard', to: '/graveyard', visibility: 'loggedIn' },
  { label: 'Account Details', to: '/account', visibility: 'loggedIn' },
  { label: 'About', to: '/about', visibility: 'always' },
  { label: 'Contact', to: '/contact', visibility: 'always' },
  // Admins only (docs/adr/0135-donation-admin-is-for-admins-checked-before-the-input.md): the page
  // shows other players' emails.
  { label: 'Donation admin', to: '/donation-admin', visibility: 'admin' },
];

/** Whether a link is the page on screen: '/' only itself, others also their sub-pages. */
export function isActive(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

/** The links for a visitor (null), a player, or an admin. */
export function visibleNavLinks(viewer: { isAdmin: boolean } | null): NavLink[] {
  const seen: Record<NavVisibility, boolean> = {
    always: true,
    loggedOut: viewer === null,
    loggedIn: viewer !== null,
    admin: viewer?.isAdmin === true,
  };
  return NAV_LINKS.filter((link) => seen[link.visibility]);
}

/** Where a player lands after logging in. */
export const HOME_AFTER_LOGIN = '/companies';
