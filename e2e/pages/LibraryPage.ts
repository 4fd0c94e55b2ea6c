import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** One of the four library screens: list, sort chooser, dialogs and packs. */
export class LibraryPage {
  constructor(
    readonly page: Page,
    readonly path: string,
  ) {}

  async goto() {
    await this.page.goto(this.path);
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  card(name: string): Locator {
    return this.page.getByTestId('library-card').filter({ hasText: name });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  async openNew(newCardText: string, dialogTitle: string): Promise<Locator> {
    await this.page.getByRole('button', { name: newCardText }).click();
    const dialog = this.dialog(dialogTitle);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openExisting(name: string, dialogTitle: string): Promise<Locator> {
    await this.card(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const dialog = this.dialog(dialogTitle);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async confirmDelete(dialog: Locator, confirmation: string) {
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: confirmation });
    await expect(confirm).toBeVisible();
    // The question opens over the editor with a transition: a click that lands while it is
    // still coming in is lost (seen on a busy machine), so it is made again until it closes.
    await expect(async () => {
      if (await confirm.isVisible()) {
        await confirm.getByRole('button', { name: 'Confirm' }).click({ timeout: 2000 });
      }
      await expect(confirm).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }

  async sortBy(option: string) {
    await this.page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: option });
  }

  cardNames(): Promise<string[]> {
    return this.page.getByTestId('library-card-name').allInnerTexts();
  }
}
