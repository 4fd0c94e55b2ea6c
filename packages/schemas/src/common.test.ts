import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index';
import { isStorable, requiredText, UNSTORABLE_CHARACTER } from './common';

// Formats whose own pattern already refuses control characters and surrogates.
const SAFE_FORMATS = new Set(['uuid', 'email', 'datetime', 'date']);

interface Node {
  _zod: { def: Record<string, unknown> & { type: string } };
}

const refusesUnstorable = (node: Node) => {
  const { checks, format } = node._zod.def as { checks?: Node[]; format?: string };
  if (format && SAFE_FORMATS.has(format)) return true;
  return (checks ?? []).some((check) => check._zod.def.fn === isStorable);
};

/** Every string schema reachable from `root`, with its path; throws on a kind it cannot walk. */
function stringNodes(root: Node, path: string, found: [string, Node][] = []): [string, Node][] {
  const def = root._zod.def;
  const visit = (child: unknown, at: string) => stringNodes(child as Node, at, found);
  switch (def.type) {
    case 'string':
      found.push([path, root]);
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        visit(child, `${path}.${key}`);
      if (def.catchall) visit(def.catchall, `${path}.*`);
      break;
    case 'array':
      visit(def.element, `${path}[]`);
      break;
    case 'record':
      visit(def.keyType, `${path}{key}`);
      visit(def.valueType, `${path}{value}`);
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => visit(item, `${path}[${i}]`));
      if (def.rest) visit(def.rest, `${path}[…]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((option, i) => visit(option, `${path}|${i}`));
      break;
    case 'pipe':
      // What comes out of a pipe went in through its input side, which is checked.
      visit(def.in, path);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      visit(def.innerType, path);
      break;
    case 'number':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'unknown':
    case 'never': // a strict object's catch-all: no key of it is ever accepted
      break;
    default:
      throw new Error(`${path}: teach this test to walk a zod '${def.type}'`);
  }
  return found;
}

describe('strings in the shared schemas', () => {
  it('are all built to refuse characters the database cannot store', () => {
    const unchecked: string[] = [];
    for (const [name, value] of Object.entries(schemas)) {
      if (!(value instanceof z.ZodType)) continue;
      for (const [path, node] of stringNodes(value as unknown as Node, name)) {
        if (!refusesUnstorable(node)) unchecked.push(path);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it.each([
    ['a NUL', 'Gil\u0000galad'],
    ['a lone high surrogate', 'Gil\uD83Dgalad'],
    ['a lone low surrogate', '\uDE00Gil-galad'],
  ])('refuse %s with a message on the field', (_label, value) => {
    const result = schemas.RuleInput.safeParse({ name: value, description: value });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({ name: UNSTORABLE_CHARACTER, description: UNSTORABLE_CHARACTER });
  });

  it('accept whole emoji, accents and other scripts', () => {
    for (const value of ['Éomer 🐎', 'Ðwarf', 'ドワーフ', 'tab\tand\nnewline'])
      expect(requiredText('name').parse(value)).toBe(value);
  });

  it('refuse NUL in passwords, emails and library packs too', () => {
    const register = schemas.RegisterInput.safeParse({
      name: 'Frodo',
      email: 'frodo@example.test',
      confirmEmail: 'frodo@example.test',
      password: 'ring\u0000bearer',
      confirmPassword: 'ring\u0000bearer',
    });
    expect(register.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: UNSTORABLE_CHARACTER,
    });
    expect(schemas.Email.safeParse('fro\u0000do@example.test').success).toBe(false);
    const pack = schemas.ImportLibraryInput.safeParse({
      pack: {
        format: schemas.LIBRARY_PACK_FORMAT,
        version: schemas.LIBRARY_PACK_VERSION,
        wargear: [
          {
            name: 'Sword',
            pointsLow: 1,
            pointsHigh: 1,
            mount: 0,
            specialRules: [{ name: 'x\u0000' }],
          },
        ],
      },
    });
    expect(pack.error?.issues[0]?.path).toEqual(['pack', 'wargear', 0, 'specialRules', 0, 'name']);
  });
});
