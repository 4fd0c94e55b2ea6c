// node --test scripts/count-assertions.test.mjs: the counter finds casts and non-null assertions,
// and only those.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertionsIn, CEILINGS, countAssertions } from './count-assertions.mjs';

describe('assertionsIn', () => {
  it('counts casts, angle-bracket casts and non-null assertions, each with its line', () => {
    const found = assertionsIn(
      'a.ts',
      ['const a = value as string;', 'const b = <number>other;', 'const c = map.get(key)!;'].join(
        '\n',
      ),
    );
    assert.deepEqual(found, { casts: [1, 2], nonNull: [3] });
  });

  it('counts a double cast twice and leaves as const, satisfies and != alone', () => {
    const found = assertionsIn(
      'b.tsx',
      [
        'const k = ["a"] as const;',
        'const r = { a: 1 } satisfies Record<string, number>;',
        'if (a != b && c !== d) {}',
        'const s = registry[kind] as unknown as Schema;',
        'const e = <div>{x!}</div>;',
      ].join('\n'),
    );
    assert.deepEqual(found, { casts: [4, 4], nonNull: [5] });
  });
});

describe('the repository', () => {
  it('keeps under its ceilings', () => {
    const total = { casts: 0, nonNull: 0 };
    for (const result of countAssertions()) {
      total.casts += result.casts.length;
      total.nonNull += result.nonNull.length;
    }
    assert.ok(total.casts <= CEILINGS.casts, `${total.casts} casts`);
    assert.ok(total.nonNull <= CEILINGS.nonNull, `${total.nonNull} non-null assertions`);
  });
});
