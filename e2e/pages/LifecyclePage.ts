import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Retire, Re-Enlist, Share, the graveyard and the shared view, as a player reaches them. */
export class LifecyclePage {
  constructor(readonly page: Page) {}

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async editDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit Company' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async confirm(text: string) {
    const question = this.page.getByRole('dialog').filter({ hasText: text });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Confirm' }).click();
  }

  async shareDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Share your company' });
    await expect(dialog.getByLabel('Read-only link')).toBeVisible();
    return dialog;
  }

  shareSwitch(dialog: Locator): Locator {
    return dialog.getByRole('switch', {
      name: 'Anyone with the link can view and print this company',
    });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^${name}( |$)`) });
  }
}
