import type { Locator } from '@playwright/test';

/**
 * The texts inside `scope` that read below WCAG AA against what is painted behind them: 4.5:1,
 * or 3:1 for large text (24 px, or 18.5 px bold). The colour behind a text is its own box's
 * and its ancestors' backgrounds laid over one another, so a pale wash counts as the browser
 * paints it; background images are not looked at. Disabled controls and decoration hidden
 * from assistive technology are exempt, as in WCAG.
 */
export function lowContrastTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') ? a : 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((value) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const hex = (colour: Rgba) =>
      `#${colour
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, '0'))
        .join('')}`;
    /** What is painted behind `element`: its backgrounds and its ancestors', composited. */
    const backdrop = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const layer = parse(getComputedStyle(at).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    };

    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      // Disabled controls are exempt, and so is decoration hidden from assistive technology.
      if (
        element.closest('[disabled], [aria-disabled="true"], [data-disabled], [aria-hidden="true"]')
      )
        continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility !== 'visible' || box.width === 0 || box.height === 0) continue;
      if (element.checkVisibility && !element.checkVisibility({ opacityProperty: true })) continue;
      const behind = backdrop(element);
      const colour = over(parse(style.color), behind);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.5 && Number(style.fontWeight) >= 700);
      const contrast = ratio(colour, behind);
      if (contrast < (large ? 3 : 4.5)) {
        const text = node.textContent.trim().slice(0, 40);
        found.push(`"${text}" ${contrast.toFixed(2)}:1 (${hex(colour)} on ${hex(behind)})`);
      }
    }
    return found;
  });
}
