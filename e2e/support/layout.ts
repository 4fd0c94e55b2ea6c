import type { Locator } from '@playwright/test';

/**
 * The texts inside `target` cut off by a box too narrow for them: elements that hide their
 * overflow yet hold more than they show (a button squeezed on a phone, say). Scrolling boxes
 * are not counted: their content can still be reached.
 */
export function clippedTexts(target: Locator): Promise<string[]> {
  return target.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'hidden' || overflowX === 'clip') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => element.textContent ?? ''),
  );
}
