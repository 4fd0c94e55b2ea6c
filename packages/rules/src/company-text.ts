import { formatProfileStat } from './characteristics';
import { gainsExperience, levelForExperience } from './experience';
import { visibleStatKeys, type Rank } from './ranks';
import { STAT_ABBREVIATIONS, type Stats } from './stats';
import {
  lastingWounds,
  WARRIOR_STATUS_LABELS,
  type LastingWounds,
  type WarriorStatus,
} from './statuses';

/**
 * A company as text to paste elsewhere: plain for a chat, Markdown for a forum, and the rich
 * text of a Tabletop Simulator model's description, one block per warrior.
 */
export const TEXT_FORMATS = ['plain', 'markdown', 'tts'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

interface Named {
  name: string;
}

/** What the text of a warrior shows: the values of its card. */
export interface TextWarrior extends LastingWounds {
  name: string;
  rank: Rank;
  status: WarriorStatus;
  experience: number;
  totalStats: Stats;
  totalPoints: number;
  wargear: readonly Named[];
  specialRules: readonly Named[];
  heroicActions: readonly Named[];
  spells: readonly Named[];
}

export interface TextCompany {
  name: string;
  race: string;
  currentRating: number;
  influence: number;
  /** In the order they are shown; the dead are left out. */
  warriors: readonly TextWarrior[];
}

/**
 * Markdown's characters that act inside a line, which a name could hold, printed as
 * themselves. Names never start a line (a heading or list mark comes first).
 */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`);
}

/** Tabletop Simulator reads any [..] as a tag and has no escape: brackets become parentheses. */
function escapeTts(text: string): string {
  return text.replace(/\[/g, '(').replace(/\]/g, ')');
}

const ESCAPE: Record<TextFormat, (text: string) => string> = {
  plain: (text) => text,
  markdown: escapeMarkdown,
  tts: escapeTts,
};

/** The colour Tabletop Simulator players use for a description's quieter parts. */
const TTS_GREY = '[b4b4b4]';

function statLine(warrior: TextWarrior, format: TextFormat, newRuleset: boolean): string {
  const cells = visibleStatKeys(warrior.rank, newRuleset).map((key) => {
    const label = STAT_ABBREVIATIONS[key];
    const value = formatProfileStat(key, warrior.totalStats[key], newRuleset);
    return format === 'tts' ? `[b]${label}[/b] ${value}` : `${label} ${value}`;
  });
  return format === 'markdown' ? `\`${cells.join(' | ')}\`` : cells.join(' ');
}

/**
 * The lines of a warrior worth one each, by their heading: its lasting wounds, then its lists;
 * empty ones are left out.
 */
function listLines(warrior: TextWarrior): [string, string][] {
  const lists: [string, readonly string[]][] = [
    ['Injuries', lastingWounds(warrior)],
    ['Wargear', warrior.wargear.map((entry) => entry.name)],
    ['Rules', warrior.specialRules.map((entry) => entry.name)],
    ['Heroic actions', warrior.heroicActions.map((entry) => entry.name)],
    ['Spells', warrior.spells.map((entry) => entry.name)],
  ];
  return lists
    .filter(([, names]) => names.length > 0)
    .map(([heading, names]) => [heading, names.join(', ')]);
}

/** The warrior's rank, and its status when it is not fit to fight. */
function rankOf(warrior: TextWarrior): string {
  const status = warrior.status === '' ? '' : `, ${WARRIOR_STATUS_LABELS[warrior.status]}`;
  return `${warrior.rank}${status}`;
}

/** ' · Level 2, 7 XP' for a warrior who gains experience, as its card shows it; else empty. */
function levelOf(warrior: TextWarrior): string {
  if (!gainsExperience(warrior.rank)) return '';
  return ` · Level ${levelForExperience(warrior.experience)}, ${warrior.experience} XP`;
}

/** One warrior's block: name and rank, points and level, stat line, injuries and lists. */
export function warriorText(warrior: TextWarrior, format: TextFormat, newRuleset: boolean): string {
  const escape = ESCAPE[format];
  const name = escape(warrior.name);
  const points = `${warrior.totalPoints} pts`;
  const level = levelOf(warrior);
  const stats = statLine(warrior, format, newRuleset);
  const lists = listLines(warrior).map(([heading, names]) => [heading, escape(names)] as const);
  switch (format) {
    case 'plain':
      return [
        `${name} (${rankOf(warrior)}) · ${points}${level}`,
        stats,
        ...lists.map(([heading, names]) => `${heading}: ${names}`),
      ].join('\n');
    case 'markdown':
      return [
        `### ${name}`,
        `*${rankOf(warrior)}* · **${points}**${level}`,
        '',
        stats,
        '',
        ...lists.map(([heading, names]) => `- **${heading}:** ${names}`),
      ]
        .join('\n')
        .trimEnd();
    case 'tts':
      return [
        `[b]${name}[/b] ${TTS_GREY}${rankOf(warrior)} · ${points}${level}[-]`,
        stats,
        ...lists.map(([heading, names]) => `[b]${heading}:[/b] ${names}`),
      ].join('\n');
  }
}

/** The company's heading and every warrior not dead, one block each, a blank line between. */
export function companyText(company: TextCompany, format: TextFormat, newRuleset: boolean): string {
  const escape = ESCAPE[format];
  const name = escape(company.name);
  const race = escape(company.race);
  const figures = `Rating ${company.currentRating} · Influence ${company.influence}`;
  const heading =
    format === 'markdown'
      ? [`## ${name}`, `*${race}* · ${figures}`]
      : format === 'tts'
        ? [`[b]${name}[/b] ${TTS_GREY}${race}[-]`, figures]
        : [`${name} (${race})`, figures];
  const blocks = company.warriors
    .filter((warrior) => warrior.status !== 'dead')
    .map((warrior) => warriorText(warrior, format, newRuleset));
  return [heading.join('\n'), ...blocks].join('\n\n');
}
