import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

type EditorTitle =
  'Create a Warrior' | 'Edit Warrior' | 'View Warrior' | 'Create a Profile' | 'Edit Profile';

/** The warrior editor dialog: its tabs, its pickers and its number fields. */
export class WarriorEditorPage {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title: EditorTitle,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async expectOpen() {
    await expect(this.dialog).toBeVisible();
  }

  tabs(): Locator {
    return this.dialog.getByRole('tablist', { name: 'Editor sections' }).getByRole('tab');
  }

  async openTab(name: string) {
    await this.dialog
      .getByRole('tablist', { name: 'Editor sections' })
      .getByRole('tab', { name, exact: true })
      .click();
  }

  async expectTab(name: string) {
    await expect(
      this.dialog
        .getByRole('tablist', { name: 'Editor sections' })
        .getByRole('tab', { name, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
  }

  async choose(label: string, option: string) {
    await this.dialog.getByRole('textbox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(label: string, value: string) {
    await this.dialog.getByLabel(label, { exact: true }).fill(value);
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  livePoints(): Locator {
    return this.dialog.getByTestId('live-points');
  }

  /** Whether anything in the dialog reaches past its right edge (a phone's 360 px). */
  async overflow(): Promise<number> {
    return this.dialog.evaluate((node) => {
      const body = node.querySelector('.mantine-Modal-body') ?? node;
      return body.scrollWidth - body.clientWidth;
    });
  }
}
