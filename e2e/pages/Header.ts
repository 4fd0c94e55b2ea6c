import type { Page } from '@playwright/test';

export class Header {
  constructor(private readonly page: Page) {}

  banner() {
    return this.page.getByRole('banner');
  }

  alert() {
    return this.page.getByRole('alert');
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }

  /** Follows a header link: in the bar on a wide screen, in the burger's drawer on a phone. */
  async follow(name: string, phone: boolean) {
    if (phone) {
      await this.page.getByRole('button', { name: 'Open navigation' }).click();
      await this.page
        .getByRole('dialog', { name: 'Navigation' })
        .getByRole('link', { name })
        .click();
    } else {
      await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    }
  }
}
