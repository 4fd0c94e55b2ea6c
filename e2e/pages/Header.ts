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
}
