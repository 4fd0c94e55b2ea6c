import { expect, test } from '@playwright/test';
import { Header } from '../pages/Header';
import { LoginPage } from '../pages/LoginPage';
import { resetLinkFor } from '../support/outbox';
import { newUser } from '../support/users';

test('a new player registers, manages the account, recovers it by mail and signs in and out', async ({
  page,
}) => {
  // Some thirty pages and forms: a busy machine takes it past the default minute.
  test.setTimeout(120_000);
  const user = newUser();
  const loginPage = new LoginPage(page);
  const header = new Header(page);

  // A protected page while logged out goes to the login page first.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);

  // Mismatched confirmation fields are caught on the form.
  await loginPage.register(user, {
    confirmEmail: `other-${user.email}`,
    confirmPassword: 'Different-1',
  });
  await expect(
    loginPage.registerForm.getByText('Your email addresses do not match.'),
  ).toBeVisible();
  await expect(loginPage.registerForm.getByText('Your passwords do not match.')).toBeVisible();

  // Registering logs the new player straight in, on the page they were going to.
  await loginPage.register(user);
  await expect(page).toHaveURL(/\/account$/);
  await expect(header.alert().getByText('Registration successful')).toBeVisible();
  await header.logout();
  // Logged out once the home page shows without the Logout button: a page opened sooner
  // would abort the logout under way and still find the player stored.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);

  // The same email in other letters is taken.
  await loginPage.register({ ...user, email: user.email.toUpperCase() });
  await expect(page.getByText(/already exists/)).toBeVisible();

  await loginPage.login(user.email, 'not-the-password');
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();

  // After login the player returns to where they were going.
  await loginPage.login(user.email, user.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();

  // Change details.
  const renamed = `${user.name} the Bold`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(header.alert().getByText('Details updated successfully')).toBeVisible();

  // The ruleset for new companies is saved and survives a reload.
  const ruleset = page.getByRole('radio', { name: '2024 ruleset' });
  await expect(ruleset).not.toBeChecked();
  await ruleset.check();
  await expect(ruleset).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: '2024 ruleset' })).toBeChecked();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);

  // Change password: a mismatch first, then for real.
  const changed = `${user.password}-2`;
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('New Password').fill(changed);
  await page.getByLabel('Confirm Password').fill(`${changed}x`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(changed);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(header.alert().getByText('Password changed successfully')).toBeVisible();

  await header.logout();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    header.banner().getByRole('link', { name: 'Login/Register' }).first(),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // The new password works, the old one no longer does.
  await loginPage.goto();
  await loginPage.login(user.email, user.password);
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await loginPage.login(user.email, changed);
  await expect(page).toHaveURL(/\/companies$/);
  await header.logout();

  // Forgotten password: the link in the mail resets it.
  await loginPage.goto();
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'We have sent you an email with a link to reset your password. Please check your inbox',
    ),
  ).toBeVisible();

  const link = await resetLinkFor(user.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const reset = `${user.password}-reset`;
  await page.getByLabel('Password', { exact: true }).fill(reset);
  await page.getByLabel('Confirm Password', { exact: true }).fill(reset);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been updated. You can now log in using your new password.'),
  ).toBeVisible();

  // The link is single use.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Password', { exact: true }).fill(`${reset}-again`);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${reset}-again`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  await loginPage.goto();
  await loginPage.login(user.email, reset);
  await expect(page).toHaveURL(/\/companies$/);
  await page.goto('/account');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
});

test('a protected page remembers where the player was going', async ({ page, request }) => {
  const user = newUser('wanderer');
  await request.post('/api/users/register', {
    data: { ...user, confirmEmail: user.email, confirmPassword: user.password },
  });
  await page.goto('/rules');
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login(user.email, user.password);
  await expect(page).toHaveURL(/\/rules$/);
});

test('logged-out visitors see only the public navigation', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  for (const name of ['Home', 'Login/Register', 'About', 'Contact']) {
    await expect(banner.getByRole('link', { name }).first()).toBeAttached();
  }
  for (const name of ['Armoury', 'Rules', 'Account Details']) {
    await expect(banner.getByRole('link', { name })).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Battle Screen' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Support us to remove adverts' })).toBeVisible();
});
