import { rulesetName } from '../../components/ruleset/ruleset';

/** Group campaigns' texts (docs/adr/0156-campaigns.md). */
export const CAMPAIGN_TEXTS = {
  listTitle: 'Campaigns',
  newCampaign: 'New Campaign',
  empty:
    'No campaigns yet. Start one with New Campaign and invite the others with a link, or open a link someone sent you.',
  createTitle: 'Create Campaign',
  editTitle: 'Edit Campaign',
  name: 'Name',
  description: 'Description',
  ruleset: 'Ruleset',
  rulesetHelp: 'Only companies of this ruleset can take part. It cannot be changed later.',
  deleteTitle: 'Delete campaign',
  deleteConfirm:
    'Delete this campaign for every member? Its matches and league go; the companies and their battles stay with their players.',
  deleted: 'Campaign deleted',
  notFound: 'This campaign is not there',
  notFoundText: 'It was deleted, or you are not one of its members.',
  backToCampaigns: 'Back to Campaigns',
  loading: 'Loading the campaign…',
  loadFailed: 'Could not load the campaign',
  edit: 'Edit',
  // League
  league: 'League',
  leagueEmpty:
    'No companies take part yet. Bring yours in with Add Companies, and send the other players an invite link.',
  sortBy: 'Sort by',
  order: 'Order',
  leagueLegend:
    'Battles, won, drawn, lost and fallen count this campaign’s matches only; rating and influence are each company’s as it stands.',
  leagueLegendWaiting:
    'A match played live counts once both players confirmed it, or the owner or an arbiter settled their dispute.',
  waitingBattles: (count: number) =>
    count === 1 ? '1 battle waits to be confirmed' : `${count} battles wait to be confirmed`,
  // Matches
  matches: 'Matches',
  recordMatch: 'Record Match',
  recordTitle: 'Record a match',
  firstCompany: 'First company',
  secondCompany: 'Second company',
  chooseCompany: 'Please choose a company',
  scenario: 'Scenario',
  playedOn: 'Date',
  record: 'Record',
  matchRecorded: 'Match recorded',
  needTwoCompanies: 'A match needs two companies taking part in the campaign.',
  pending: 'To be played',
  played: 'Played',
  noPending: 'No matches waiting to be played.',
  noPlayed: 'No matches played yet.',
  fight: 'Fight this match',
  /** Both players' phones share the battle (features/live). */
  fightLive: 'Play it live, phone to phone',
  removeMatch: 'Remove match',
  removeMatchConfirm:
    'Remove this match? Battles already applied stay in the companies’ histories.',
  matchRemoved: 'Match removed',
  disagreement: 'Results disagree: both sides claim the same result. An arbiter should settle it.',
  awaiting: 'Not applied yet',
  // A match played live: counted once confirmed (docs/adr/new-live-battle-record.md)
  confirmationWaiting:
    'Played live: the league counts it once both players have confirmed the result.',
  disputed: 'Disputed',
  disputedWhy: 'The players do not agree on this match: the league does not count it yet.',
  disputedForMembers: 'The campaign’s owner or an arbiter settles it.',
  disputeNote: (player: string, company: string) => `${player} (${company}) says:`,
  disputeNotesLoading: 'Reading what the players said…',
  disputeNotesFailed: 'What the players said could not be read.',
  settle: 'Settle',
  settleTitle: 'Settle the dispute',
  settleExplain:
    'Settling confirms the match as its results were applied, and the league counts it. If a result is wrong, its player corrects their battle first.',
  settleNote: 'How it was settled (optional)',
  settled: 'Match settled',
  disputesWaiting: (count: number) =>
    count === 1
      ? '1 disputed match waits for you to settle it.'
      : `${count} disputed matches wait for you to settle them.`,
  // Feed
  feed: 'Campaign feed',
  feedEmpty: 'Nothing has happened yet.',
  loadMore: 'Show older',
  // Members
  members: 'Members',
  yourCompanies: 'Your companies in this campaign',
  leave: 'Leave',
  leaveConfirm: (company: string) =>
    `Take ${company} out of this campaign? Its battles stay in its own history.`,
  left: (company: string) => `${company} left the campaign`,
  removeMember: 'Remove',
  makeArbiter: 'Make arbiter',
  makePlayer: 'Make player',
  removeMemberConfirm: (name: string) => `Remove ${name} and their companies from this campaign?`,
  memberRemoved: (name: string) => `${name} was removed from the campaign`,
  // Invites
  invites: 'Invite links',
  invitesHelp:
    'Anyone with a link can join until it expires or is used up. The link is shown once: copy or share it now.',
  expiresInDays: 'Lasts (days)',
  maxUses: 'Uses',
  createInvite: 'Create Link',
  inviteCreated: 'Invite link created',
  inviteLink: 'Invite link',
  copyLink: 'Copy link',
  shareLink: 'Share',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link: select it and copy it by hand.',
  noInvites: 'No invite links yet.',
  revoke: 'Revoke',
  revokeConfirm: 'Revoke this link? Nobody can join with it any more.',
  revoked: 'Link revoked',
  // Add companies
  addCompanies: 'Add Companies',
  addTitle: 'Add companies',
  add: 'Add',
  close: 'Close',
  loadingCompanies: 'Loading your companies…',
  added: (count: number) => (count === 1 ? 'Company added' : `${count} companies added`),
  // Join
  joinTitle: 'Join a campaign',
  joinLoading: 'Loading the invitation…',
  inviteInvalid: 'This invite link has expired, been used up or been withdrawn.',
  inviteInvalidHelp: 'Ask the campaign’s owner for a new link.',
  chooseCompanies: 'Which of your companies take part?',
  join: 'Join',
  joined: (name: string) => `You joined ${name}`,
  alreadyMember: 'You are a member already: the companies you choose are added.',
  alreadyIn: 'Already in this campaign',
  addToCampaign: 'Add to the campaign',
  chooseToAdd: 'Choose a company to add',
  noneLeftJoin:
    'All your active companies of this ruleset take part already. Create another in it, then open the link again.',
  openCampaign: 'Open the campaign',
  noneFit: (newRuleset: boolean) =>
    `None of your active companies plays the ${rulesetName(newRuleset)}, which this campaign plays. Create a company in it, or change a company’s ruleset in its Edit dialog,`,
  noneFitJoin: 'then open the link again.',
  noneFitAdd: 'then add it here.',
  noneLeft:
    'All your active companies of this ruleset take part already. Create another in it to bring it in here.',
  pickOne: 'Please choose at least one company',
  // Member company
  companyNotFound: 'This company is not in the campaign',
  backToCampaign: 'Back to the campaign',
};

export function campaignCreated(name: string) {
  return `Campaign ${name} created`;
}
export function campaignUpdated(name: string) {
  return `Campaign ${name} saved`;
}
