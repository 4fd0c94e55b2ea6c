import type { Locator, Page } from '@playwright/test';
import type { TestUser } from '../support/users';

export class LoginPage {
  readonly loginForm: Locator;
  readonly registerForm: Locator;

  constructor(private readonly page: Page) {
    this.loginForm = page.getByRole('form', { name: 'Login' });
    this.registerForm = page.getByRole('form', { name: 'Register' });
  }

  async goto() {
    await this.page.goto('/login');
  }

  async register(
    user: TestUser,
    overrides: Partial<Record<'confirmEmail' | 'confirmPassword', string>> = {},
  ) {
    const form = this.registerForm;
    await form.getByLabel('Name', { exact: true }).fill(user.name);
    await form.getByLabel('Email', { exact: true }).fill(user.email);
    await form
      .getByLabel('Confirm Email', { exact: true })
      .fill(overrides.confirmEmail ?? user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form
      .getByLabel('Confirm Password', { exact: true })
      .fill(overrides.confirmPassword ?? user.password);
    await form.getByRole('button', { name: 'Register' }).click();
  }

  async login(email: string, password: string) {
    await this.loginForm.getByLabel('Email', { exact: true }).fill(email);
    await this.loginForm.getByLabel('Password', { exact: true }).fill(password);
    await this.loginForm.getByRole('button', { name: 'Login' }).click();
  }
}
