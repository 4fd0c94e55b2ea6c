import { i18n } from '../i18n/i18n';

/** Header navigation, in the order shown (docs/product/accounts.md#header-navigation-0017). */
export type NavVisibility = 'always' | 'loggedOut' | 'loggedIn' | 'admin';
export interface NavLink {
  /** The English label: the catalogs' id, shown through i18n._ (navLabel). */
  label: string;
  to: string;
  visibility: NavVisibility;
}

/** The login page's address for a visitor who came to register: its Register form first. */
export const REGISTER_HASH = '#register';
export const REGISTER_PATH = `/login${REGISTER_HASH}`;

export const NAV_LINKS: NavLink[] = [
  { label: /*i18n*/ 'Home', to: '/', visibility: 'always' },
  { label: /*i18n*/ 'Login/Register', to: '/login', visibility: 'loggedOut' },
  { label: /*i18n*/ 'My Companies', to: '/companies', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Campaigns', to: '/campaigns', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Matches', to: '/matches', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Profiles', to: '/profiles', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Armoury', to: '/armoury', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Rules', to: '/rules', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Spells', to: '/spells', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Heroics', to: '/heroics', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Retired Companies', to: '/retired', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Graveyard', to: '/graveyard', visibility: 'loggedIn' },
  { label: /*i18n*/ 'Account Details', to: '/account', visibility: 'loggedIn' },
  { label: /*i18n*/ 'About', to: '/about', visibility: 'always' },
  { label: /*i18n*/ 'Contact', to: '/contact', visibility: 'always' },
  // Admins only (docs/adr/0135-donation-admin-is-for-admins-checked-before-the-input.md): the page
  // shows other players' emails.
  { label: /*i18n*/ 'Donation admin', to: '/donation-admin', visibility: 'admin' },
];

/** A link's label in the player's language. */
export function navLabel(link: NavLink): string {
  return i18n._(link.label);
}

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
