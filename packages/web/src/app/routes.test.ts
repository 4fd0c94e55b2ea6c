import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

const FEATURES = fileURLToPath(new URL('../features', import.meta.url));

describe('the route table', () => {
  it('names each address once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths).toEqual([...new Set(paths)]);
  });

  it("names pages that exist and export a component of their file's name", () => {
    for (const route of ROUTES) {
      const file = path.join(FEATURES, `${route.page}.tsx`);
      expect(fs.existsSync(file), file).toBe(true);
      const name = path.basename(route.page);
      expect(fs.readFileSync(file, 'utf8'), file).toMatch(new RegExp(`export function ${name}\\b`));
    }
  });

  it("puts a player's page with the player's code, and a visitor's first page in the first chunk", () => {
    for (const route of ROUTES) {
      if (route.access === 'player')
        expect(['player', 'companies', 'campaigns', 'battle']).toContain(route.chunk);
      else expect([undefined, 'first']).toContain(route.chunk);
    }
    expect(ROUTES.filter((route) => route.chunk === 'first').map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/login']),
    );
  });

  it('asks for API lists only on the pages of a signed-in player', () => {
    for (const route of ROUTES.filter((route) => route.prefetch)) {
      expect(route.access, route.path).toBe('player');
    }
  });
});
