import type { MatchConfirmation } from '@warband/rules';

/** What the matches page and the friendly invite say. */
export const MATCH_TEXTS = {
  title: 'Matches',
  listTitle: 'My matches',
  none: 'No matches yet: make a friendly one above, or play a campaign’s match live.',
  friendly: 'Friendly',
  campaign: 'Campaign',
  waitingForJoin: (name: string) => `${name}, waiting for the other player to join`,
  open: 'Open the live battle',
  start: 'Play it live',
  confirmation: {
    confirmed: 'confirmed',
    waiting: 'waiting for both players',
    disputed: 'disputed',
  } satisfies Record<MatchConfirmation, string>,
  newTitle: 'New friendly match',
  yourCompany: 'Your company',
  create: 'Make the match',
  noCompany: 'Make a company first: a friendly match is fought with one of yours.',
  passLink:
    'Send this link to your opponent. It is shown once: they open it, sign in and choose their company.',
  inviteLink: 'Invite link',
  copy: 'Copy',
  copied: 'Copied',
  qrAlt: 'QR code of the invite link',
  qrCaption: 'Or let your opponent scan this with their phone’s camera.',
  qrUnavailable: 'The QR code cannot be shown without a connection: send the link instead.',
  another: 'Make another match',
  joinTitle: 'Join a friendly match',
  joinLoading: 'Reading the invite…',
  inviteInvalid: 'This invite cannot be used',
  invitedBy: (name: string, company: string, rating: number) =>
    `${name} invites you to a match against ${company} (rating ${rating}).`,
  join: 'Join and open the live battle',
} as const;
