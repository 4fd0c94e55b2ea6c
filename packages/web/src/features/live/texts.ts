import type { LivePhase, LiveWarriorState, MatchConfirmation } from '@warband/rules';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the player's own time: its time of day when it was today, else its date too. */
function momentOf(at: string, now: Date): string {
  const when = new Date(at);
  return when.toDateString() === now.toDateString() ? time.format(when) : dayAndTime.format(when);
}

/** What the live battle screen says. */
export const LIVE_SCREEN_TEXTS = {
  title: 'Live battle',
  loading: 'Opening the battle…',
  yourSide: 'Your side',
  phases: {
    priority: 'Priority',
    move: 'Move',
    shoot: 'Shoot',
    fight: 'Fight',
    end: 'End',
  } satisfies Record<LivePhase, string>,
  turnPhase: (turn: number, phase: string) => `Turn ${turn} · ${phase}`,
  nextPhase: 'Next phase',
  states: {
    fighting: 'Fighting',
    outOfAction: 'Out of action',
    fled: 'Fled',
  } satisfies Record<LiveWarriorState, string>,
  stateOf: (name: string) => `State of ${name}`,
  wounds: 'Wounds',
  might: 'Might',
  will: 'Will',
  fate: 'Fate',
  broken: 'Broken',
  quartered: 'Quartered',
  woundsLine: (taken: number, total: number) => `Wounds ${taken}/${total}`,
  spentLine: (might: number, will: number, fate: number) => `M${might} W${will} F${fate} spent`,
  connection: {
    connecting: 'Connecting…',
    live: 'Live: the other side shows as it plays.',
    reconnecting: 'Reconnecting… your actions wait here.',
    unavailable: 'No live connection: reopen to see changes.',
  },
  waiting: (count: number) =>
    count === 1 ? '1 action waits to be sent.' : `${count} actions wait to be sent.`,
  presence: {
    connected: 'Connected',
    never: 'Has not opened the battle yet',
    offlineSince: (at: string, now = new Date()) => `Offline since ${momentOf(at, now)}`,
  },
  lastSeen: (name: string, at: string) => `${name}: last action at ${time.format(new Date(at))}`,
  endBattle: 'End the battle for your side',
  ended: 'Your side has ended the battle.',
  sideEnded: 'Ended',
  reallyEnd: 'Nothing more can change on your side once it has ended. End it?',
  keepPlaying: 'Keep playing',
  waitingForOpponent: (name: string) => `Waiting for ${name} to end the battle.`,
  confirm: 'Confirm the result',
  disputeNote: 'What is wrong with the result?',
  dispute: 'Dispute',
  answered: 'You have answered; the other player answers on their phone.',
  confirmation: {
    confirmed: 'The match is confirmed.',
    waiting: 'Waiting for both players to confirm.',
    disputed: 'The match is disputed: the campaign’s owner or an arbiter settles it.',
  } satisfies Record<MatchConfirmation, string>,
  readerNote: 'You follow this battle; its two players play it.',
  inflicted: 'Inflicted',
  inflictedLine: (count: number) => `${count} inflicted`,
  aftermathTitle: "War's Aftermath",
  aftermathOpen: "War's Aftermath",
  aftermathFor: (company: string) =>
    `Injuries, experience and influence for ${company}, from where your side ended the battle.`,
  aftermathApplied: "Your War's Aftermath is applied: its rolls are in the battle log.",
  theirAftermathApplied: (name: string) =>
    `${name}'s War's Aftermath is applied: its rolls are in the battle log.`,
  logTitle: 'Battle log',
  logShow: 'Show the battle log',
  logHide: 'Hide the battle log',
  logEmpty: 'Nothing has happened yet.',
  logLoading: 'Reading the battle log…',
  logAt: (at: string) => time.format(new Date(at)),
} as const;
