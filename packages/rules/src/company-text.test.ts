import { describe, expect, it } from 'vitest';
import { companyText, warriorText, type TextCompany, type TextWarrior } from './company-text';
import { stats } from './test-stats';

const hama: TextWarrior = {
  name: 'Háma',
  rank: 'Hero',
  status: '',
  experience: 7,
  legWound: 0,
  armWound: 0,
  oldWound: 0,
  totalStats: stats({
    move: 6,
    fight: 5,
    shoot: 4,
    strength: 3,
    defence: 6,
    attacks: 2,
    wounds: 2,
    courage: 5,
    intelligence: 5,
    might: 1,
    will: 1,
    fate: 1,
  }),
  totalPoints: 42,
  wargear: [{ name: 'Shield' }, { name: 'Bow' }],
  specialRules: [{ name: 'Expert Rider' }],
  heroicActions: [{ name: 'Heroic Strike' }],
  spells: [],
};

const eothain: TextWarrior = {
  ...hama,
  name: 'Eothain *the* [Bold]',
  rank: 'Warrior',
  status: 'injured',
  experience: 2,
  totalStats: stats({ move: 6, fight: 3, shoot: 0, strength: 3, defence: 4, attacks: 1 }),
  totalPoints: 8,
  wargear: [],
  specialRules: [],
  heroicActions: [],
};

const company: TextCompany = {
  name: 'Riders of the Mark',
  race: 'Rohan',
  currentRating: 50,
  influence: 5,
  warriors: [hama, eothain, { ...hama, name: 'Théodred', status: 'dead' }],
};

describe('a warrior as text', () => {
  it('is a name line, a stat line, its lists and points, in plain text', () => {
    expect(warriorText(hama, 'plain', false)).toBe(
      [
        'Háma (Hero) · 42 pts · Level 2, 7 XP',
        'Mv 6" F 5 Sh 4+ S 3 D 6 A 2 W 2 C 5 M 1 W 1 F 1',
        'Wargear: Shield, Bow',
        'Rules: Expert Rider',
        'Heroic actions: Heroic Strike',
      ].join('\n'),
    );
  });

  it('shows Intelligence under the 2024 ruleset, and hides Might, Will and Fate for a Warrior', () => {
    expect(warriorText(hama, 'plain', true).split('\n')[1]).toContain('I 5+');
    const line = warriorText(eothain, 'plain', false).split('\n')[1];
    expect(line).toBe('Mv 6" F 3 Sh - S 3 D 4 A 1 W 0 C 0');
  });

  it('names a status that keeps the warrior from fighting, and leaves empty lists out', () => {
    expect(warriorText(eothain, 'plain', false)).toBe(
      [
        'Eothain *the* [Bold] (Warrior, Injured) · 8 pts · Level 1, 2 XP',
        'Mv 6" F 3 Sh - S 3 D 4 A 1 W 0 C 0',
      ].join('\n'),
    );
  });

  it('tells the lasting wounds, and the level and experience of those who gain any', () => {
    const wounded = { ...hama, legWound: 1, oldWound: 2, experience: 12 };
    expect(warriorText(wounded, 'plain', false).split('\n')).toEqual([
      'Háma (Hero) · 42 pts · Level 3, 12 XP',
      'Mv 6" F 5 Sh 4+ S 3 D 6 A 2 W 2 C 5 M 1 W 1 F 1',
      'Injuries: Leg wound, Old battle wounds ×2',
      'Wargear: Shield, Bow',
      'Rules: Expert Rider',
      'Heroic actions: Heroic Strike',
    ]);
    const markdown = warriorText({ ...wounded, armWound: 1, oldWound: 1 }, 'markdown', false);
    expect(markdown).toContain('*Hero* · **42 pts** · Level 3, 12 XP');
    expect(markdown).toContain('- **Injuries:** Leg wound, Arm wound, Old battle wound');
    const tts = warriorText(wounded, 'tts', false);
    expect(tts).toContain('[b4b4b4]Hero · 42 pts · Level 3, 12 XP[-]');
    expect(tts).toContain('[b]Injuries:[/b] Leg wound, Old battle wounds ×2');
    // A Creature gains no experience: its card shows no level, and nor does its text.
    const hound = { ...hama, name: 'Hound', rank: 'Creature' as const, experience: 0 };
    expect(warriorText(hound, 'plain', false).split('\n')[0]).toBe('Hound (Creature) · 42 pts');
  });

  it('escapes Markdown in names, and puts the stat line in code', () => {
    const text = warriorText(eothain, 'markdown', false);
    expect(text.split('\n')[0]).toBe('### Eothain \\*the\\* \\[Bold\\]');
    expect(text).toContain('`Mv 6" | F 3 | Sh - | S 3 | D 4 | A 1 | W 0 | C 0`');
    expect(warriorText(hama, 'markdown', false)).toContain('- **Wargear:** Shield, Bow');
  });

  it('is Tabletop Simulator rich text: bold name and labels, a grey rank, no stray tags', () => {
    const text = warriorText(eothain, 'tts', false);
    expect(text.split('\n')[0]).toBe(
      '[b]Eothain *the* (Bold)[/b] [b4b4b4]Warrior, Injured · 8 pts · Level 1, 2 XP[-]',
    );
    expect(text.split('\n')[1]).toBe(
      '[b]Mv[/b] 6" [b]F[/b] 3 [b]Sh[/b] - [b]S[/b] 3 [b]D[/b] 4 [b]A[/b] 1 [b]W[/b] 0 [b]C[/b] 0',
    );
    expect(warriorText(hama, 'tts', false)).toContain('[b]Wargear:[/b] Shield, Bow');
  });
});

describe('a company as text', () => {
  it('starts with the name, race, rating and influence, then one block per living warrior', () => {
    const text = companyText(company, 'plain', false);
    const blocks = text.split('\n\n');
    expect(blocks[0]).toBe('Riders of the Mark (Rohan)\nRating 50 · Influence 5');
    expect(blocks.slice(1)).toEqual([
      warriorText(hama, 'plain', false),
      warriorText(eothain, 'plain', false),
    ]);
    expect(text).not.toContain('Théodred');
  });

  it('has a Markdown heading and a Tabletop Simulator one', () => {
    expect(companyText(company, 'markdown', false).split('\n').slice(0, 2)).toEqual([
      '## Riders of the Mark',
      '*Rohan* · Rating 50 · Influence 5',
    ]);
    expect(companyText(company, 'tts', false).split('\n')[0]).toBe(
      '[b]Riders of the Mark[/b] [b4b4b4]Rohan[-]',
    );
  });
});
