import { needsInjuryRoll } from '@warband/rules';
import type { LiveBattleState, LiveWarrior, MatchSummary } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleFromLive, liveMatchStart, type LiveMatchStart } from './live-battle-start';
import { StoredBattle } from './battle-schema';

const riders = company('riders', { name: 'Riders' }, [
  warrior('hama', { rank: 'Hero', name: 'Háma' }),
  warrior('spear', { rank: 'Warrior', name: 'Spear' }),
  warrior('bow', { rank: 'Warrior', name: 'Bow' }),
  warrior('healing', { rank: 'Warrior', name: 'Healing', status: 'injured' }),
  warrior('recruit', { rank: 'Warrior', name: 'Recruit' }),
  warrior('fallen', { rank: 'Warrior', name: 'Fallen', status: 'dead' }),
]);

const fresh = (name: string, extra: Partial<LiveWarrior> = {}): LiveWarrior => ({
  name,
  wounds: 2,
  might: 2,
  will: 1,
  fate: 1,
  woundsTaken: 0,
  mightSpent: 0,
  willSpent: 0,
  fateSpent: 0,
  woundsInflicted: 0,
  state: 'fighting',
  ...extra,
});

const side = (companyId: string, ended: boolean) => ({
  companyId,
  userId: `${companyId}-player`,
  name: companyId,
  broken: false,
  quartered: false,
  ended,
  confirmed: false,
  dispute: null,
  warriors: {},
});

/** The Riders' live battle as it ended: Háma out of action, Spear fled, Bow spent and bloody. */
const live = (extra: Partial<LiveBattleState> = {}): LiveBattleState => ({
  matchId: 'm1',
  seq: 12,
  turn: 4,
  phase: 'fight',
  confirmation: 'waiting',
  mySide: 1,
  aftermathApplied: [false, false],
  presence: [
    { connected: false, lastSeenAt: null },
    { connected: false, lastSeenAt: null },
  ],
  sides: [
    side('corsairs', true),
    {
      ...side('riders', true),
      warriors: {
        hama: fresh('Háma', { woundsTaken: 1, mightSpent: 2, state: 'outOfAction' }),
        spear: fresh('Spear', { wounds: 1, might: 0, will: 0, fate: 0, state: 'fled' }),
        bow: fresh('Bow', { woundsTaken: 1, willSpent: 1, fateSpent: 1, woundsInflicted: 3 }),
        healing: fresh('Healing', { woundsTaken: 2, state: 'outOfAction' }),
      },
    },
  ],
  ...extra,
});

const summary = (extra: Partial<MatchSummary> = {}): MatchSummary => ({
  id: 'm1',
  kind: 'friendly',
  campaignId: null,
  campaignName: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  confirmation: 'waiting',
  live: true,
  mySide: 1,
  sides: [
    {
      companyId: 'corsairs',
      companyName: 'Corsairs',
      ownerName: 'Anna',
      rating: 345,
      againstTheOdds: 0,
    },
    {
      companyId: 'riders',
      companyName: 'Riders',
      ownerName: 'Boromir',
      rating: 200,
      againstTheOdds: 3,
    },
  ],
  ...extra,
});

const start = (): LiveMatchStart => {
  const made = liveMatchStart(summary(), live(), 'riders');
  if (typeof made === 'string') throw new Error(made);
  return made;
};

describe('a live match’s War’s Aftermath start', () => {
  it('takes the match, its kept ratings, the opponent and where the side ended', () => {
    expect(start()).toMatchObject({
      match: { id: 'm1', campaignId: null, name: 'Riders v Corsairs', live: true },
      rating: 200,
      opponentRating: 345,
      opponent: { name: 'Anna', company: 'Corsairs', scenario: '' },
      ended: { turn: 4, phase: 'fight', side: { companyId: 'riders' } },
    });
    const campaign = liveMatchStart(
      summary({ kind: 'campaign', campaignId: 'k1', campaignName: 'War of the Ring' }),
      live(),
      'riders',
    );
    expect(campaign).toMatchObject({
      match: { campaignId: 'k1', name: 'War of the Ring: Riders v Corsairs' },
    });
  });

  it('is refused for another company, a side still playing, or one already applied', () => {
    expect(liveMatchStart(summary(), live(), 'corsairs')).toBe('notInMatch');
    expect(liveMatchStart(summary(), live({ mySide: null }), 'riders')).toBe('notInMatch');
    const playing = live();
    playing.sides[1].ended = false;
    expect(liveMatchStart(summary(), playing, 'riders')).toBe('notEnded');
    expect(liveMatchStart(summary(), live({ aftermathApplied: [false, true] }), 'riders')).toBe(
      'sideApplied',
    );
    expect(liveMatchStart(summary({ sides: [summary().sides[0]!] }), live(), 'riders')).toBe(
      'notInMatch',
    );
  });
});

describe('battle mode’s battle from a live side', () => {
  const battle = battleFromLive(riders, start(), 'player-1', 'battle-1', new Date('2026-05-02'));
  const byId = Object.fromEntries(battle.roster.map((entry) => [entry.id, entry]));

  it('is ended, at the match’s ratings and odds, named for the match, and can be kept', () => {
    expect(battle).toMatchObject({
      battleId: 'battle-1',
      playerId: 'player-1',
      companyId: 'riders',
      stage: 'ended',
      companyRating: 200,
      opponentRating: 345,
      odds: { side: 'company' },
      opponent: { name: 'Anna', company: 'Corsairs', scenario: '', note: '' },
      match: { id: 'm1', live: true },
      turn: { turn: 4, phase: 'fight' },
    });
    expect(battle.odds.bonus).toBeGreaterThan(0);
    expect(StoredBattle.safeParse(battle).success).toBe(true);
  });

  it('keeps those the live battle counted, and those sitting it out by their status', () => {
    expect(Object.keys(byId).sort()).toEqual(['bow', 'hama', 'healing', 'spear']);
  });

  it('takes each warrior’s counters from the live battle', () => {
    expect(byId.hama?.counters).toEqual({
      preBattleInjury: false,
      wounded: true,
      fled: false,
      remainingWounds: 0,
      remainingMight: 0,
      remainingWill: 1,
      remainingFate: 1,
      woundsInflicted: 0,
    });
    expect(byId.spear?.counters).toMatchObject({ wounded: false, fled: true, remainingWounds: 1 });
    expect(byId.bow?.counters).toMatchObject({
      wounded: false,
      remainingWounds: 1,
      remainingWill: 0,
      remainingFate: 0,
      woundsInflicted: 3,
    });
    expect(byId.bow?.totals).toEqual({ wounds: 2, might: 2, will: 1, fate: 1 });
    // Injured before the battle: sat it out, whatever the live battle shows; rolls no injury.
    expect(byId.healing?.counters.preBattleInjury).toBe(true);
    expect(
      battle.roster.filter(({ counters }) => needsInjuryRoll(counters)).map(({ id }) => id),
    ).toEqual(['hama']);
    expect(battle.roster.every((entry) => !entry.facesOldWounds)).toBe(true);
  });

  it('counts every wound lost as out of action, and turns past the last as the last', () => {
    const bloody = live({ turn: 250 });
    bloody.sides[1].warriors.bow = fresh('Bow', { woundsTaken: 2 });
    const made = liveMatchStart(summary(), bloody, 'riders');
    if (typeof made === 'string') throw new Error(made);
    const again = battleFromLive(riders, made, 'p', 'b', new Date());
    expect(again.roster.find(({ id }) => id === 'bow')?.counters).toMatchObject({
      wounded: true,
      remainingWounds: 0,
    });
    expect(again.turn?.turn).toBe(99);
  });
});
