import type { AftermathInput, LiveActionInput } from '@warband/schemas';

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

const OUTCOME = { win: 'won', draw: 'drawn', loss: 'lost' } as const;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const LIVE_ACTION_NAMES = {
  wound: 'wound',
  might: 'Might',
  will: 'Will',
  fate: 'Fate',
  inflicted: 'wounds inflicted',
  state: 'warrior state',
  broken: 'broken company',
  quartered: 'quartered company',
  phase: 'next phase',
  end: 'end of your side',
  confirm: 'confirmation',
  dispute: 'dispute',
} as const satisfies Record<LiveActionInput['kind'], string>;

/** What the player reads of a kept write: its name, why it was refused, what it would lose. */
export const WRITE_TEXTS = {
  aftermathTitle: (startedAt: string | null) =>
    `War's Aftermath of ${dayFormat.format(startedAt ? new Date(startedAt) : new Date())}`,
  warriorTitle: (name: string) => `the changes to ${name}`,
  companyTitle: (name: string) => `the changes to the company ${name}`,
  /** A live action, named by what it does (its warrior is named on the live screen). */
  liveActionTitle: (action: LiveActionInput) =>
    `the live battle's ${LIVE_ACTION_NAMES[action.kind]}`,
  aWarrior: 'a warrior',
  notInCompany: (name: string) =>
    `${name} is no longer in the company (deleted or dead since, perhaps on another device).`,
  applyWithout: (names: string[]) => `Apply without ${names.join(' and ')}`,
  editLost: (title: string) => `${title.charAt(0).toUpperCase()}${title.slice(1)}.`,
  aftermathLosses: (input: AftermathInput): string[] => {
    const fought = input.participants.filter((warrior) => !warrior.preBattleInjury).length;
    const { influence, item } = input.rewards;
    return [
      `The battle (${OUTCOME[input.result]}) in the Battle History, and its influence.`,
      `Experience for ${plural(fought, 'warrior')}.`,
      ...(input.injuries.length > 0 ? [`${plural(input.injuries.length, 'injury roll')}.`] : []),
      ...(input.levelUps.length > 0 ? [`${plural(input.levelUps.length, 'level-up')}.`] : []),
      ...(influence !== null ? [`${influence} bonus influence.`] : []),
      ...(item !== null ? ['The bonus item.'] : []),
    ];
  },
};
