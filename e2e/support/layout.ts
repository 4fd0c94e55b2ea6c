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

/**
 * The smallest target a thumb hits reliably at the table (docs/product/battle.md#at-the-table-0062 and
 * docs/adr/0063-every-target-in-battle-mode-is-thumb-sized-and-each-step.md).
 */
const TOUCH_TARGET = 44;

/**
 * The controls inside `scope` smaller than a thumb in either direction: buttons, links, fields,
 * a pick list's options and the labels that stand for radio-like choices. A checkbox is
 * measured by its label, which takes the tap.
 */
export async function smallTargets(scope: Locator): Promise<string[]> {
  // A dialog still opening is scaled down for a moment: measure it once it has settled.
  // (Endless ones, a spinner's, are left running.)
  await scope.evaluate((root) =>
    Promise.allSettled(
      root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  return scope.evaluate((root, min) => {
    const selector =
      'button, a[href], input:not([type=hidden]):not([type=radio]), select, textarea, ' +
      'input[type=radio] + label, label:has(> input[type=radio]), [role=option]';
    return (
      [root, ...Array.from(root.querySelectorAll(selector))]
        .filter((element) => element.matches(selector))
        .map((element) => {
          const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
          const name = element.getAttribute('aria-label') ?? (label ?? element).textContent ?? '';
          const tapped =
            label && (element as HTMLInputElement).type === 'checkbox' ? label : element;
          const { width, height } = tapped.getBoundingClientRect();
          return { name: name.trim(), tag: element.tagName.toLowerCase(), width, height };
        })
        // A 1 px field is visually hidden: a file input, say, tapped through its visible button.
        .filter(({ width, height }) => width > 1 && height > 1 && (width < min || height < min))
        .map(
          ({ tag, name, width, height }) =>
            `${tag} "${name}" ${Math.round(width)}×${Math.round(height)}`,
        )
    );
  }, TOUCH_TARGET);
}

/**
 * The room, in px, between the end of `before`'s text as drawn and the start of `after`'s box:
 * negative when they overlap. The text is measured, not its element: text that does not fit
 * its box is drawn beyond it (a title squeezed on a phone, say).
 */
export async function roomBetween(before: Locator, after: Locator): Promise<number> {
  const textEnd = await before.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });
  const box = await after.boundingBox();
  if (!box) throw new Error('The element after is not on screen.');
  return box.x - textEnd;
}

/**
 * The elements matching `selector` inside `scope` whose text is drawn beyond their own box,
 * over whatever stands beside them (a tab's label running into the next tab, say).
 */
export function spilledTexts(scope: Locator, selector: string): Promise<string[]> {
  return scope.evaluate(
    (root, match) =>
      Array.from(root.querySelectorAll(match))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          const text = range.getBoundingClientRect();
          return text.left < box.left - 1 || text.right > box.right + 1;
        })
        .map((element) => element.textContent ?? ''),
    selector,
  );
}

/**
 * The radios and checkboxes inside `scope` that do not sit level with their label: the middle
 * of the control more than 3 px from the middle of the label's first line.
 */
export function misalignedChoices(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll('input[type=radio], input[type=checkbox]')).flatMap(
      (element) => {
        const input = element as HTMLInputElement;
        const label = input.labels?.[0];
        const control = input.getBoundingClientRect();
        if (!label || control.width <= 1) return [];
        const range = document.createRange();
        range.selectNodeContents(label);
        const line = range.getClientRects()[0];
        if (!line) return [];
        const apart = line.top + line.height / 2 - (control.top + control.height / 2);
        return Math.abs(apart) > 3
          ? [`"${label.textContent?.trim() ?? ''}" ${Math.round(apart)} px`]
          : [];
      },
    ),
  );
}
