import { z } from 'zod';
import {
  BATTLE_RESULTS,
  DICE_ROLLERS,
  INJURY_RESULTS,
  LIVE_PHASES,
  LIVE_WARRIOR_STATES,
  MATCH_CONFIRMATIONS,
  WARRIOR_LEVEL_UP_RESULTS,
  type LiveAction as RulesLiveAction,
} from '@warband/rules';
import { optionalText, requiredText, text } from './common';

/**
 * The live battle of a match: two players' phones sharing one battle
 * (docs/adr/new-live-battle-record.md, docs/adr/new-live-battle-transport.md). The state and
 * the actions are the rules' (packages/rules/src/live-battle.ts); these are their shapes on
 * the wire.
 */

export const LIVE_LIMITS = { delta: 20, note: 1000, turn: 1000 } as const;

/**
 * How a player's presence is kept (docs/adr/new-live-battle-transport.md): their phone says it
 * is there every `beatMs` while its event stream is open; a side not heard from for `staleMs`
 * is gone, whatever its stream's connection still seems to be.
 */
export const LIVE_PRESENCE = { beatMs: 15_000, staleMs: 45_000 } as const;

export const LiveWarrior = z.object({
  name: text(),
  wounds: z.number(),
  might: z.number(),
  will: z.number(),
  fate: z.number(),
  woundsTaken: z.number(),
  mightSpent: z.number(),
  willSpent: z.number(),
  fateSpent: z.number(),
  woundsInflicted: z.number(),
  state: z.enum(LIVE_WARRIOR_STATES),
});
export type LiveWarrior = z.infer<typeof LiveWarrior>;

export const LiveSide = z.object({
  companyId: text().nullable(),
  userId: text().nullable(),
  name: text(),
  broken: z.boolean(),
  quartered: z.boolean(),
  ended: z.boolean(),
  confirmed: z.boolean(),
  dispute: text().nullable(),
  warriors: z.record(text(), LiveWarrior),
});
export type LiveSide = z.infer<typeof LiveSide>;

/**
 * Whether a side's player follows the battle now (an event stream of theirs open and heard from
 * lately), and when they were last heard from: null if never. Not part of the battle's log.
 */
export const LivePresence = z.object({
  connected: z.boolean(),
  lastSeenAt: text().nullable(),
});
export type LivePresence = z.infer<typeof LivePresence>;

export const LivePresencePair = z.tuple([LivePresence, LivePresence]);
export type LivePresencePair = z.infer<typeof LivePresencePair>;

/**
 * The stream's `event: presence`, sent as a side's phone comes or goes (and once as the stream
 * opens): it has no `id`, so it neither numbers the battle nor moves Last-Event-ID.
 */
export const LivePresenceEvent = z.object({ presence: LivePresencePair });
export type LivePresenceEvent = z.infer<typeof LivePresenceEvent>;

/** GET /match/{matchId}/live: the whole battle as it stands after its event `seq`. */
export const LiveBattleState = z.object({
  matchId: text(),
  seq: z.number(),
  turn: z.number(),
  phase: z.enum(LIVE_PHASES),
  confirmation: z.enum(MATCH_CONFIRMATIONS),
  /** Which side the caller plays, or null for the campaign's owner or an arbiter reading. */
  mySide: z.union([z.literal(0), z.literal(1)]).nullable(),
  sides: z.tuple([LiveSide, LiveSide]),
  /** Each side's player's presence, by side: read as the battle is, not kept in its state. */
  presence: LivePresencePair,
  /**
   * Whether each side's War's Aftermath is applied, from its battle linked to the match (an
   * undone one is not): the live screen offers it until then.
   */
  aftermathApplied: z.tuple([z.boolean(), z.boolean()]),
});
export type LiveBattleState = z.infer<typeof LiveBattleState>;

const delta = z
  .number({ error: 'Please enter a whole number' })
  .int('Please enter a whole number')
  .min(-LIVE_LIMITS.delta, `At most ${LIVE_LIMITS.delta} at a time`)
  .max(LIVE_LIMITS.delta, `At most ${LIVE_LIMITS.delta} at a time`);
const warriorId = text({ error: 'Please choose a warrior' }).min(1, 'Please choose a warrior');
const counter = <K extends 'wound' | 'might' | 'will' | 'fate' | 'inflicted'>(kind: K) =>
  z.object({ kind: z.literal(kind), warriorId, delta });
const flag = <K extends 'broken' | 'quartered'>(kind: K) =>
  z.object({ kind: z.literal(kind), value: z.boolean({ error: 'Please say yes or no' }) });

/**
 * POST /match/{matchId}/live/actions: one action of a player on their own side ("phase" by
 * either, naming the turn and phase it moves on from, so two taps at once move it once).
 */
export const LiveActionInput = z.discriminatedUnion(
  'kind',
  [
    counter('wound'),
    counter('might'),
    counter('will'),
    counter('fate'),
    counter('inflicted'),
    z.object({
      kind: z.literal('state'),
      warriorId,
      state: z.enum(LIVE_WARRIOR_STATES, {
        error: 'Please choose fighting, out of action or fled',
      }),
    }),
    flag('broken'),
    flag('quartered'),
    z.object({
      kind: z.literal('phase'),
      turn: z.number().int().min(1).max(LIVE_LIMITS.turn),
      phase: z.enum(LIVE_PHASES, { error: 'Please name the phase the battle is in' }),
    }),
    z.object({ kind: z.literal('end') }),
    z.object({ kind: z.literal('confirm') }),
    z.object({ kind: z.literal('dispute'), note: requiredText('Note', LIVE_LIMITS.note) }),
  ],
  { error: 'Please choose what happened' },
);
export type LiveActionInput = z.infer<typeof LiveActionInput>;

/** POST /match/{matchId}/live/settle: the campaign's owner or an arbiter settles a dispute. */
export const SettleMatchInput = z.object({ note: optionalText(LIVE_LIMITS.note) });
export type SettleMatchInput = z.infer<typeof SettleMatchInput>;

/** Every action the wire carries is one the rules know. */
export const toLiveAction = (input: LiveActionInput): RulesLiveAction => input;

export const LiveActionAnswer = z.object({ seq: z.number() });
export type LiveActionAnswer = z.infer<typeof LiveActionAnswer>;

export const LIVE_EVENT_KINDS = [
  'wound',
  'might',
  'will',
  'fate',
  'inflicted',
  'state',
  'broken',
  'quartered',
  'phase',
  'end',
  'confirm',
  'dispute',
  'settle',
  'aftermath',
] as const satisfies readonly RulesLiveAction['kind'][];

/**
 * One line of the battle's log, as the event stream sends it: `side` is null for a settlement.
 * The action's own fields are beside `kind`.
 */
export const LiveEvent = z
  .object({
    seq: z.number(),
    kind: z.enum(LIVE_EVENT_KINDS),
    side: z.union([z.literal(0), z.literal(1)]).nullable(),
    userId: text().nullable(),
    at: text(),
  })
  .loose();
export type LiveEvent = z.infer<typeof LiveEvent>;

const LiveRoll = z.object({ total: z.number(), rolledBy: z.enum(DICE_ROLLERS) });

/**
 * A side's War's Aftermath as the log keeps it (rules' liveAftermath): the dice thrown for each
 * warrior, who threw them, and what they came to, for the opponent to read.
 */
export const LiveAftermathAction = z.object({
  kind: z.literal('aftermath'),
  battleId: text(),
  result: z.enum(BATTLE_RESULTS),
  influence: z.number(),
  warriors: z.array(
    z.object({
      warriorId: text(),
      name: text(),
      injury: z
        .object({
          roll: LiveRoll.nullable(),
          result: z.enum(INJURY_RESULTS),
          influence: LiveRoll.nullable(),
        })
        .nullable(),
      diedWithOwner: z.boolean(),
      experienceBefore: z.number(),
      experienceAfter: z.number(),
      levelUps: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('hero') }),
          z.object({
            kind: z.literal('warrior'),
            roll: LiveRoll.nullable(),
            result: z.enum(WARRIOR_LEVEL_UP_RESULTS),
          }),
        ]),
      ),
    }),
  ),
}) satisfies z.ZodType<Extract<RulesLiveAction, { kind: 'aftermath' }>>;

/** Every action the log may hold: the players', a settlement, and a side's aftermath. */
export const LiveLoggedAction = z.discriminatedUnion('kind', [
  ...LiveActionInput.options,
  z.object({ kind: z.literal('settle'), note: text() }),
  LiveAftermathAction,
]) satisfies z.ZodType<RulesLiveAction>;
export type LiveLoggedAction = z.infer<typeof LiveLoggedAction>;

/** One line of GET /match/{matchId}/live/log: who did what, and when. */
export const LiveLogEntry = z.object({
  seq: z.number(),
  side: z.union([z.literal(0), z.literal(1)]).nullable(),
  at: text(),
  action: LiveLoggedAction,
});
export type LiveLogEntry = z.infer<typeof LiveLogEntry>;

/** POST /match/{matchId}/live/ticket: the address part that lets an EventSource read the stream. */
export const LiveStreamTicket = z.object({ ticket: text(), expiresAt: text() });
export type LiveStreamTicket = z.infer<typeof LiveStreamTicket>;

/** GET /match/{matchId}/live/events?ticket=…&after=… */
export const LiveEventsQuery = z.object({
  ticket: text().optional(),
  after: z.coerce.number().int().min(0).optional(),
});

const CompanyChoice = z.uuid({ error: 'Please choose a company' });

/** POST /friendly-matches: the inviting player's company. */
export const CreateFriendlyMatchInput = z.object({ companyId: CompanyChoice });
export type CreateFriendlyMatchInput = z.infer<typeof CreateFriendlyMatchInput>;

/** POST /friendly-matches/join: the invited player's company and the link's token. */
export const JoinFriendlyMatchInput = z.object({
  token: text({ error: 'The invite link is missing' }).min(1, 'The invite link is missing'),
  companyId: CompanyChoice,
});
export type JoinFriendlyMatchInput = z.infer<typeof JoinFriendlyMatchInput>;

export const MATCH_KINDS = ['campaign', 'friendly'] as const;

export const MatchSideSummary = z.object({
  companyId: text().nullable(),
  companyName: text(),
  ownerName: text(),
  rating: z.number(),
  againstTheOdds: z.number(),
});
export type MatchSideSummary = z.infer<typeof MatchSideSummary>;

/**
 * A match the caller plays in: a campaign's, or a friendly match (whose second side is empty
 * until the invited player joins).
 */
export const MatchSummary = z.object({
  id: text(),
  kind: z.enum(MATCH_KINDS),
  campaignId: text().nullable(),
  campaignName: text().nullable(),
  createdAt: text(),
  confirmation: z.enum(MATCH_CONFIRMATIONS),
  /** Whether its live battle has begun. */
  live: z.boolean(),
  mySide: z.union([z.literal(0), z.literal(1)]),
  /** Side 0, then side 1 once there is one (a friendly match's, once its player joined). */
  sides: z.array(MatchSideSummary).min(1).max(2),
});
export type MatchSummary = z.infer<typeof MatchSummary>;

/** POST /friendly-matches: the match and its invite's token, answered once. */
export const CreatedFriendlyMatch = z.object({
  match: MatchSummary,
  token: text(),
  expiresAt: text(),
});
export type CreatedFriendlyMatch = z.infer<typeof CreatedFriendlyMatch>;

/** GET /friendly-matches/invite/{token}: who invites, with which company, before joining. */
export const FriendlyInvitePreview = z.object({
  matchId: text(),
  invitedBy: text(),
  company: MatchSideSummary,
  expiresAt: text(),
});
export type FriendlyInvitePreview = z.infer<typeof FriendlyInvitePreview>;

export const FRIENDLY_MATCH_DAYS = 7;

export const FRIENDLY_INVITE_NOT_VALID =
  'This match invite has expired, been used or was made by you.';
