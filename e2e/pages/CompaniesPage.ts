import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** My Companies, the company dialog, a company's page with its cards, and the side navigation. */
export class CompaniesPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/companies');
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  companyCard(name: string): Locator {
    return this.page.getByTestId('company-card').filter({ hasText: name });
  }

  dialog(title: 'Create Company' | 'Edit Company'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async openCreate(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'New Company' }).click();
    const dialog = this.dialog('Create Company');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openEdit(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = this.dialog('Edit Company');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async chooseRace(dialog: Locator, race: string) {
    await dialog.getByRole('textbox', { name: 'Race' }).click();
    await this.page.getByRole('option', { name: race, exact: true }).click();
  }

  async confirm(text: string) {
    const confirm = this.page.getByRole('dialog').filter({ hasText: text });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }

  /** A warrior's card, by its accessible name: the warrior's name, then the back's text. */
  warriorCard(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('article', { name: new RegExp(`^${escaped}( |$)`) });
  }

  /** The card's characteristic line as printed, keyed by characteristic. */
  async characteristics(card: Locator): Promise<Record<string, string>> {
    const cells = card.locator('td[data-stat]');
    const entries = await cells.evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-stat') ?? '', node.textContent ?? '']),
    );
    return Object.fromEntries(entries);
  }

  summary(): Locator {
    return this.page.getByRole('group', { name: 'Company summary' });
  }

  /**
   * The side navigation: the left column on a wide screen, or the drawer's company list on a
   * phone (opened from the burger).
   */
  async sideNav(phone: boolean): Promise<Locator> {
    if (!phone) return this.page.getByRole('navigation', { name: 'Companies' });
    await this.page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    return drawer.getByRole('navigation', { name: 'Companies' });
  }

  warriorLinks(nav: Locator): Locator {
    return nav.getByTestId('side-nav-warrior');
  }
}
