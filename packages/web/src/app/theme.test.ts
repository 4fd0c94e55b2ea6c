import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, DARK_DIMMED_TEXT, FOCUS_COLOR, theme, WARNING_TEXT } from './theme';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `colour` at `alpha` over an opaque `page`, as the browser paints a pale wash. */
function over(colour: string, alpha: number, page: string): string {
  const mix = [1, 3, 5].map((at) => {
    const top = parseInt(colour.slice(at, at + 2), 16);
    const under = parseInt(page.slice(at, at + 2), 16);
    return Math.round(top * alpha + under * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  });
  return `#${mix.join('')}`;
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { colors } = merged;
const variables = cssVariablesResolver(merged);
const WHITE = '#ffffff';
const BLACK = '#000000';
const DARK_PAGE = colors.dark[7];
const battleCss = readFileSync(
  new URL('../features/battle/Battle.module.css', import.meta.url),
  'utf8',
);

/** The declarations of one rule of the battle stylesheet. */
function rule(selector: string): string {
  const start = battleCss.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return battleCss.slice(start, battleCss.indexOf('}', start));
}

describe('the colours meet WCAG AA', () => {
  it('writes black, not white, on the orange of Broken, FLED and a pressed Flee', () => {
    expect(contrast(colors.orange[6], WHITE)).toBeLessThan(4.5);
    expect(contrast(colors.orange[6], BLACK)).toBeGreaterThanOrEqual(4.5);
    for (const selector of [
      ".banner[data-status='Broken']",
      '.mark',
      ".fleeButton[aria-pressed='true']",
    ]) {
      expect(rule(selector)).toContain('background: var(--mantine-color-orange-6);');
      expect(rule(selector)).toContain('color: #000;');
    }
  });

  it('puts white only on reds dark enough for it: End Battle, WOUNDED and Quartered', () => {
    expect(contrast(colors.red[9], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.red[8], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(rule(".mark[data-mark='wounded']")).toContain('var(--mantine-color-red-9)');
    expect(rule(".banner[data-status='Quartered']")).toContain('var(--mantine-color-red-8)');
    const header = readFileSync(
      new URL('../features/battle/BattleHeader.tsx', import.meta.url),
      'utf8',
    );
    expect(header).toMatch(/color="red\.9" onClick=\{onEnd\}/);
  });

  it('writes white readably on every filled button colour, at rest and hovered, light and dark', () => {
    // Filled buttons in use: the wine primary (Save, Confirm…) and the red of a confirmation
    // that deletes or discards (confirmAction's `danger`).
    const filled = ['wine', 'red'];
    const defaults = defaultCssVariablesResolver(merged);
    for (const scheme of ['light', 'dark'] as const) {
      const scope: Record<string, string> = {
        ...defaults.variables,
        ...defaults[scheme],
        ...variables.variables,
        ...variables[scheme],
      };
      const resolve = (value: string): string => {
        const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
        return name ? resolve(scope[name]!) : value;
      };
      for (const colour of filled) {
        for (const state of ['filled', 'filled-hover']) {
          const background = resolve(`var(--mantine-color-${colour}-${state})`);
          expect(
            contrast(background, WHITE),
            `${colour} ${state}, ${scheme}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    const confirm = readFileSync(
      new URL('../components/dialogs/confirm.tsx', import.meta.url),
      'utf8',
    );
    expect(confirm).toContain("color: danger ? 'red' : undefined");
  });

  it('writes red text, links, the brand and dimmed text readably on each page, light and dark', () => {
    const defaults = defaultCssVariablesResolver(merged);
    const pages = { light: [WHITE, colors.gray[0]], dark: [DARK_PAGE, colors.dark[6]] };
    for (const scheme of ['light', 'dark'] as const) {
      const scope: Record<string, string> = {
        ...defaults.variables,
        ...defaults[scheme],
        ...variables.variables,
        ...variables[scheme],
      };
      const resolve = (value: string): string => {
        const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
        return name ? resolve(scope[name]!) : value;
      };
      const texts = [
        'error',
        'anchor',
        'dimmed',
        'red-outline',
        'red-text',
        'wine-text',
        'wine-outline',
        // The header's links (subtle buttons in 'dark').
        'dark-light-color',
      ].map((name) => `--mantine-color-${name}`);
      for (const page of pages[scheme]) {
        for (const text of [...texts, '--app-brand-color']) {
          const colour = resolve(`var(${text})`);
          expect(contrast(colour, page), `${text} on ${page}, ${scheme}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }
      // A red alert's title, and a light wine button's label (Edit, Choose image), on their
      // wash, the stronger one under the pointer included.
      for (const [hue, shade] of [
        ['red', colors.red[6]],
        ['wine', colors.wine![6]],
      ] as const) {
        for (const alpha of scheme === 'light' ? [0.1, 0.12] : [0.15, 0.2]) {
          const wash = over(shade, alpha, pages[scheme][0]!);
          const label = resolve(`var(--mantine-color-${hue}-light-color)`);
          expect(contrast(label, wash), `${hue} light, ${scheme}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    expect(variables.dark['--mantine-color-dimmed']).toBe(DARK_DIMMED_TEXT);
  });

  it("writes every hue's badges, outlines and words readably, light and dark", () => {
    // WON, DRAWN and CORRECTED (light and outline badges in green, gray and blue), the alerts'
    // titles, and the rest in use.
    const hues = ['green', 'gray', 'blue', 'red', 'wine', 'orange', 'yellow'] as const;
    const defaults = defaultCssVariablesResolver(merged);
    const pages = { light: [WHITE, colors.gray[0]], dark: [DARK_PAGE, colors.dark[6]] };
    for (const scheme of ['light', 'dark'] as const) {
      const scope: Record<string, string> = {
        ...defaults.variables,
        ...defaults[scheme],
        ...variables.variables,
        ...variables[scheme],
      };
      const resolve = (value: string): string => {
        const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
        return name ? resolve(scope[name]!) : value;
      };
      for (const hue of hues) {
        const shade = hue === 'wine' ? colors.wine![6] : colors[hue][6];
        for (const page of pages[scheme]) {
          const where = `${hue} on ${page}, ${scheme}`;
          for (const role of ['outline', 'text']) {
            const colour = resolve(`var(--mantine-color-${hue}-${role})`);
            expect(contrast(colour, page), `${role} ${where}`).toBeGreaterThanOrEqual(4.5);
          }
          for (const alpha of scheme === 'light' ? [0.1, 0.12] : [0.15, 0.2]) {
            const label = resolve(`var(--mantine-color-${hue}-light-color)`);
            const wash = over(shade, alpha, page);
            expect(contrast(label, wash), `light ${where}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    }
  });

  it('titles yellow and orange warnings readably on their wash, light and dark', () => {
    expect(variables.light['--mantine-color-yellow-light-color']).toBe(WARNING_TEXT.yellow);
    expect(variables.light['--mantine-color-orange-light-color']).toBe(WARNING_TEXT.orange);
    for (const hue of ['yellow', 'orange'] as const) {
      const wash = over(colors[hue][6], 0.1, WHITE);
      expect(contrast(WARNING_TEXT[hue], wash)).toBeGreaterThanOrEqual(4.5);
      // On the dark page Mantine's own shade 3 stays.
      const darkWash = over(colors[hue][6], 0.15, DARK_PAGE);
      expect(contrast(colors[hue][3], darkWash)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('outlines focus in a blue that stands out from the page and is not the error red', () => {
    expect(variables.light['--app-focus-color']).toBe(FOCUS_COLOR.light);
    expect(variables.dark['--app-focus-color']).toBe(FOCUS_COLOR.dark);
    expect(contrast(FOCUS_COLOR.light, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrast(FOCUS_COLOR.dark, DARK_PAGE)).toBeGreaterThanOrEqual(3);
    for (const focus of Object.values(FOCUS_COLOR)) {
      expect([colors.red[6], colors.red[8], ...colors.wine!]).not.toContain(focus);
    }
    const global = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
    expect(global).toMatch(
      /\.mantine-focus-auto:focus-visible[^}]*outline-color: var\(--app-focus-color\)/,
    );
    expect(global).toMatch(
      /\.mantine-Input-wrapper\[data-variant\] \{\s*--input-bd-focus: var\(--app-focus-color\)/,
    );
  });
});
