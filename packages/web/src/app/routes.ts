/*
 * Every page of the app, declared once: its address, its module, who may open it, the chunk its
 * code goes in and the API lists it reads as it opens. The router (app/router.tsx) builds its
 * routes from this table, and the build's plugins (vite-plugins/chunk-groups.ts and
 * route-preload.ts) read the same table, so nothing about a page is written twice. It imports
 * nothing, so the Vite configuration loads it as it is.
 */

/**
 * The chunk a page's code goes in (docs/adr/0095-a-page-in-a-handful-of-chunks.md):
 * - `first`: a page a visitor lands on, loaded in two scripts (`/` and `/login` have a budget,
 *   bench/RESULTS.md#budgets);
 * - `player`: with the player frame: the library pages, between which nothing waits;
 * - `companies`: the pages of the player's companies, their warriors and profiles, the
 *   graveyard and the account, one chunk more
 *   (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md);
 * - `campaigns`: campaigns, matches and live battles, beside `companies`;
 * - `battle`: battle mode and a battle's correction, beside `companies`;
 * - none: a chunk of its own (the password pages, a shared company: they use the player's code).
 * A page loads its group's chunk and the groups before it in this list that it uses, never one
 * after it (docs/adr/new-a-player-page-loads-its-own-code-before-its-first-paint.md).
 */
export type ChunkGroup = 'first' | 'player' | 'companies' | 'campaigns' | 'battle';

export interface PageRoute {
  /** The React Router path. */
  readonly path: string;
  /**
   * The page's module under `src/features/`, without its extension (`companies/CompanyPage`).
   * It exports a component named as the file, loaded the first time a player goes there
   * (docs/adr/0046-a-routes-file-per-feature-every-page-a-lazily-loaded.md).
   */
  readonly page: string;
  /** `player`: behind the login, in the player frame; `public`: open to everyone. */
  readonly access: 'public' | 'player';
  readonly chunk?: ChunkGroup;
  /**
   * API paths (after the API base) a player's page reads as it opens: when it is the first page
   * loaded they are asked for while its code downloads
   * (docs/adr/0096-a-signed-in-players-lists-start-with-the-page.md). A path may name the
   * page's parameters (`/campaign/:id`), filled in from its address.
   */
  readonly prefetch?: readonly string[];
  /**
   * What the page is drawn with, when one module serves several addresses; the page is keyed by
   * its path, so moving between them starts it afresh (its own sort).
   */
  readonly props?: Readonly<Record<string, string>>;
  /** Seen by a visitor, not the company's player: the changelog does not greet them here. */
  readonly visitorPage?: true;
}

export const ROUTES: readonly PageRoute[] = [
  // The public pages (docs/product/accounts.md#public-pages-the-payment-outcomes-and-the-shared-company-0144).
  { path: '/', page: 'pages/HomePage', access: 'public', chunk: 'first' },
  { path: '/login', page: 'accounts/LoginPage', access: 'public', chunk: 'first' },
  { path: '/about', page: 'pages/AboutPage', access: 'public', chunk: 'first' },
  { path: '/contact', page: 'pages/ContactPage', access: 'public', chunk: 'first' },
  {
    path: '/paypal-complete',
    page: 'pages/PaypalCompletePage',
    access: 'public',
    chunk: 'first',
  },
  {
    path: '/paypal-cancelled',
    page: 'pages/PaypalCancelledPage',
    access: 'public',
    chunk: 'first',
  },
  { path: '/forgotten-password', page: 'accounts/ForgottenPasswordPage', access: 'public' },
  { path: '/password-reset', page: 'accounts/PasswordResetPage', access: 'public' },
  // A company's read-only link: public, so a friend needs no account.
  {
    path: '/company/:userId/:companyId',
    page: 'shared/SharedCompanyPage',
    access: 'public',
    visitorPage: true,
  },
  { path: '*', page: 'pages/NotFoundPage', access: 'public' },

  // The player's libraries and warrior templates.
  {
    path: '/armoury',
    page: 'library/ArmouryScreen',
    access: 'player',
    chunk: 'player',
    prefetch: ['/wargear'],
  },
  {
    path: '/rules',
    page: 'library/TextLibraryScreen',
    access: 'player',
    chunk: 'player',
    prefetch: ['/rule'],
    props: { kind: 'rule' },
  },
  {
    path: '/spells',
    page: 'library/TextLibraryScreen',
    access: 'player',
    chunk: 'player',
    prefetch: ['/spell'],
    props: { kind: 'spell' },
  },
  {
    path: '/heroics',
    page: 'library/TextLibraryScreen',
    access: 'player',
    chunk: 'player',
    prefetch: ['/heroicAction'],
    props: { kind: 'heroicAction' },
  },
  {
    path: '/profiles',
    page: 'profiles/ProfilesScreen',
    access: 'player',
    chunk: 'companies',
    prefetch: ['/profile'],
  },

  // The player's companies, their battles, the graveyard and the account.
  {
    path: '/companies',
    page: 'companies/CompaniesScreen',
    access: 'player',
    chunk: 'companies',
    prefetch: ['/companies'],
  },
  {
    path: '/company/:id',
    page: 'companies/CompanyPage',
    access: 'player',
    chunk: 'companies',
    prefetch: ['/companies'],
  },
  {
    path: '/retired',
    page: 'companies/RetiredCompaniesScreen',
    access: 'player',
    chunk: 'companies',
    prefetch: ['/companies'],
  },
  {
    path: '/company/:id/battle',
    page: 'battle/BattlePage',
    access: 'player',
    chunk: 'battle',
  },
  {
    path: '/company/:id/battles/:battleId/correct',
    page: 'battle/correction/CorrectionPage',
    access: 'player',
    chunk: 'battle',
  },
  {
    path: '/graveyard',
    page: 'graveyard/GraveyardScreen',
    access: 'player',
    chunk: 'companies',
    prefetch: ['/graveyard'],
  },
  { path: '/account', page: 'accounts/AccountPage', access: 'player', chunk: 'companies' },
  // Group campaigns (docs/adr/0156-campaigns.md): the player's campaigns, one campaign, joining
  // by an invite link (the login brings a logged-out player back to it), a member's company.
  {
    path: '/campaigns',
    page: 'campaigns/CampaignsScreen',
    access: 'player',
    chunk: 'campaigns',
    prefetch: ['/campaigns'],
  },
  {
    path: '/campaigns/join/:token',
    page: 'campaigns/JoinCampaignPage',
    access: 'player',
    chunk: 'campaigns',
  },
  {
    path: '/campaigns/:id',
    page: 'campaigns/CampaignPage',
    access: 'player',
    chunk: 'campaigns',
    prefetch: ['/campaign/:id'],
  },
  {
    path: '/campaigns/:id/company/:companyId',
    page: 'campaigns/MemberCompanyPage',
    access: 'player',
    chunk: 'campaigns',
  },
  // A match's live battle, shared by its two players' phones
  // (docs/adr/new-live-battle-screen.md).
  {
    path: '/match/:matchId/live',
    page: 'live/LiveBattlePage',
    access: 'player',
    chunk: 'campaigns',
  },
  { path: '/matches', page: 'live/MatchesScreen', access: 'player', chunk: 'campaigns' },
  // A friendly match's invite link (the login brings a logged-out player back to it).
  {
    path: '/friendly/:token',
    page: 'live/FriendlyInvitePage',
    access: 'player',
    chunk: 'campaigns',
  },
  // Donation admin: finding players and marking them donated (admins only).
  {
    path: '/donation-admin',
    page: 'donation-admin/DonationAdminPage',
    access: 'player',
    chunk: 'companies',
  },
];
