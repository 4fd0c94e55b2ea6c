import { levelForExperience, type Rank, type WarriorStatus } from '@warband/rules';
import {
  companyEvent,
  type CompanyEventKind,
  type CompanyEventRow,
  type EventSubject,
} from './company-events';

/** The fields of a warrior whose change the campaign's log keeps. */
export interface LoggedWarriorFields {
  rank: Rank;
  experience: number;
  status: WarriorStatus;
}

type StatusKind = Extract<
  CompanyEventKind,
  'warriorKilled' | 'warriorInjured' | 'warriorLost' | 'warriorRecovered' | 'warriorBroughtBack'
>;

/**
 * The kind of a status change. Every change of status is logged: each one decides whether the
 * warrior fights the next battle and counts towards the rating, so the history must show it.
 */
export function statusEventKind(before: WarriorStatus, after: WarriorStatus): StatusKind {
  if (after === 'dead') return 'warriorKilled';
  if (before === 'dead') return 'warriorBroughtBack';
  if (after === 'injured') return 'warriorInjured';
  if (after === 'lost') return 'warriorLost';
  return 'warriorRecovered';
}

/**
 * The log lines of a warrior edited by hand (the editor or the graveyard): its status, its
 * rank, and experience that reached a new level, each before and after. Other edits (name,
 * characteristics, lists) are corrections the log does not keep.
 */
export function warriorEditEvents(
  subject: EventSubject & { warriorId: string },
  before: LoggedWarriorFields,
  after: LoggedWarriorFields,
): CompanyEventRow[] {
  const rows: CompanyEventRow[] = [];
  if (before.status !== after.status) {
    const change = { statusBefore: before.status, statusAfter: after.status };
    const kind = statusEventKind(before.status, after.status);
    rows.push(
      kind === 'warriorKilled'
        ? companyEvent(kind, subject, { ...change, withOwner: null })
        : companyEvent(kind, subject, change),
    );
  }
  if (before.rank !== after.rank) {
    rows.push(
      companyEvent('warriorRankChanged', subject, {
        rankBefore: before.rank,
        rankAfter: after.rank,
      }),
    );
  }
  const levelBefore = levelForExperience(before.experience);
  const levelAfter = levelForExperience(after.experience);
  if (levelAfter > levelBefore) {
    rows.push(
      companyEvent('warriorLevelledUp', subject, {
        experienceBefore: before.experience,
        experienceAfter: after.experience,
        levelBefore,
        levelAfter,
      }),
    );
  }
  return rows;
}
