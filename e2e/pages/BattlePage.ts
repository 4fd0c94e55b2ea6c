import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Battle mode as a player drives it at the table. */
export class BattlePage {
  constructor(readonly page: Page) {}

  row(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Warriors in battle' })
      .getByRole('listitem', { name: new RegExp(`^${name}(,|$)`) });
  }

  /** The turn, its phase and the phase's reminders. */
  turnTracker(): Locator {
    return this.page.getByRole('region', { name: 'Turn and phase' });
  }

  banner(): Locator {
    return this.page.getByRole('status', { name: 'Casualties' });
  }

  async less(name: string, counter: string) {
    await this.page.getByRole('button', { name: `${counter} of ${name}: one less` }).click();
  }

  async more(name: string, counter: string) {
    await this.page.getByRole('button', { name: `${counter} of ${name}: one more` }).click();
  }

  async flee(name: string) {
    await this.page.getByRole('button', { name: `Flee: ${name}` }).click();
  }

  async confirm(title: string, text: string) {
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
}
