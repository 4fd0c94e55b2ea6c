import { afterEach, describe, expect, it, vi } from 'vitest';
import { LibraryNames } from './copy-names';
import { planLibrary } from './import-library';
import { LIBRARIES } from './kinds';

const rules = (names: string[]) => names.map((name) => ({ name, description: '', phases: [] }));
const copiesOf = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => (i === 0 ? `${name} (copy)` : `${name} (copy ${i + 1})`));

afterEach(() => vi.restoreAllMocks());

describe('naming imported duplicates', () => {
  it('counts on from the highest copy a name already has, in any case', () => {
    const names = new LibraryNames(100);
    for (const name of ['Terror', 'terror (COPY)', 'Terror (copy 7)']) names.add('', name);
    expect(names.addCopy('', 'TERROR')).toBe('TERROR (copy 8)');
    expect(names.addCopy('', 'Terror')).toBe('Terror (copy 9)');
    expect(names.addCopy('', 'Burly')).toBe('Burly (copy)');
    expect(names.addCopy('', 'Burly')).toBe('Burly (copy 2)');
  });

  it('keeps types apart: an item and a mount may share a name', () => {
    const names = new LibraryNames(100);
    names.add('item', 'Horse (copy)');
    expect(names.addCopy('mount', 'Horse')).toBe('Horse (copy)');
    expect(names.addCopy('item', 'Horse')).toBe('Horse (copy 2)');
  });

  it('copies a copy as a copy of that name', () => {
    const names = new LibraryNames(100);
    names.add('', 'Fury (copy)');
    expect(names.addCopy('', 'Fury (copy)')).toBe('Fury (copy) (copy)');
  });

  it('shortens long names to fit, and never repeats a shortened one', () => {
    const names = new LibraryNames(20);
    const long = 'A'.repeat(20);
    const made = [long, 'A'.repeat(19)].flatMap((name) => [
      names.addCopy('', name),
      names.addCopy('', name),
    ]);
    expect(made.every((name) => name.length <= 20)).toBe(true);
    expect(new Set(made).size).toBe(made.length);
    expect(made[0]).toBe(`${'A'.repeat(13)} (copy)`);
  });

  it('steps over a taken name whose number is too large to count to', () => {
    const names = new LibraryNames(100);
    names.add('', 'Sting (copy 123456789)');
    names.add('', 'Sting (copy)');
    expect(names.addCopy('', 'Sting')).toBe('Sting (copy 2)');
  });

  it('names 10,000 copies of one name beside 10,000 existing ones with constant work each', () => {
    const existing = rules(['Terror', ...copiesOf('Terror', 10_000)]);
    const entries = rules(Array.from({ length: 10_000 }, () => 'Terror'));
    const lookups = vi.spyOn(LibraryNames.prototype, 'has');
    const started = performance.now();
    const plan = planLibrary(LIBRARIES.rule.typeOf, entries, existing, 'copy');
    const elapsed = performance.now() - started;

    expect(plan.renamed).toBe(10_000);
    expect(plan.entries[0]!.name).toBe('Terror (copy 10001)');
    expect(plan.entries.at(-1)!.name).toBe('Terror (copy 20000)');
    // Probing each candidate in turn would look names up 150 million times here.
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(2 * entries.length);
    // Generous for a busy machine; probing took tens of seconds.
    expect(elapsed).toBeLessThan(2000);
  });
});
