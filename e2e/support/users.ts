import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { E2E_ADMIN_EMAIL } from './admin';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'player'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${prefix} ${id}`,
    email: `${prefix}-${id}@example.test`,
    password: `Sword-${id}-Shield`,
  };
}

/** Registers through the API: for journeys that are not about registering. */
export async function registerViaApi(request: APIRequestContext, user: TestUser) {
  const response = await request.post('/api/users/register', {
    data: { ...user, confirmEmail: user.email, confirmPassword: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs in through the API and stores the user as the web app does, then opens `path`. */
export async function signInAs(page: Page, user: TestUser, path: string) {
  const response = await page.request.post('/api/users/authenticate', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const stored = await response.json();
  await page.goto('/about');
  await page.evaluate((value) => localStorage.setItem('user', JSON.stringify(value)), stored);
  await page.goto(path);
}

/**
 * The run's admin: registered with the address the e2e server lists in ADMIN_EMAILS, once per
 * run (a second journey finds the account already there).
 */
export async function adminUser(request: APIRequestContext): Promise<TestUser> {
  const admin = { name: 'Ledger Admin', email: E2E_ADMIN_EMAIL, password: 'Admin-Sword-Shield-1' };
  const response = await request.post('/api/users/register', {
    data: { ...admin, confirmEmail: admin.email, confirmPassword: admin.password },
  });
  expect([201, 409], await response.text()).toContain(response.status());
  return admin;
}
