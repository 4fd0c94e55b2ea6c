import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TestUser } from '../support/users';

/** The player's session through the API, for setting up rows the screens do not make yet. */
export async function apiSession(request: APIRequestContext, user: TestUser) {
  const response = await request.post('/api/users/authenticate', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id, token } = (await response.json()) as { id: string; token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    userId: id,
    async post(url: string, data: object) {
      const reply = await request.post(url, { headers, data });
      expect(reply.status(), await reply.text()).toBe(201);
      return (await reply.json()) as { id: string };
    },
    async put(url: string, data: object) {
      const reply = await request.put(url, { headers, data });
      expect(reply.status(), await reply.text()).toBe(200);
      return (await reply.json()) as Record<string, unknown>;
    },
    async get(url: string) {
      const reply = await request.get(url, { headers });
      expect(reply.status(), await reply.text()).toBe(200);
      return (await reply.json()) as Record<string, unknown>;
    },
  };
}

/** Retire, Re-Enlist, Share, the graveyard and the shared view, as a player reaches them. */
export class LifecyclePage {
  constructor(readonly page: Page) {}

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async headerLink(name: string, phone: boolean) {
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
