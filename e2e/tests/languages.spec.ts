import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { smallTargets } from '../support/layout';
import { englishLeft, webCatalog } from '../support/translations';
import { newUser, registerViaApi } from '../support/users';

// The app in Spanish and in French on a 360 px phone, as a player whose browser speaks it
// finds it: the public pages, the login and registration forms with the server's and the
// form's own messages, the Account page and the navigation. No English may be left on them,
// and nothing may force sideways scrolling. The screenshots land in test-results/.

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/forgotten-password',
  '/password-reset?token=x',
  '/about',
  '/contact',
  '/paypal-complete',
  '/paypal-cancelled',
  '/no-such-page',
];

const LANGUAGES = [
  {
    locale: 'es',
    browser: 'es-ES',
    name: 'Spanish',
    email: 'Correo electrónico',
    password: 'Contraseña',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    wrongLogin: 'El correo electrónico o la contraseña no son correctos',
    nameRequired: 'Rellena el campo «nombre»',
    account: 'Datos de la cuenta',
    openNavigation: 'Abrir la navegación',
    navigation: 'Navegación',
    logout: 'Cerrar sesión',
    other: { locale: 'fr', radio: 'Français', account: 'Informations du compte', home: 'Accueil' },
  },
  {
    locale: 'fr',
    browser: 'fr-FR',
    name: 'French',
    email: 'E-mail',
    password: 'Mot de passe',
    login: 'Connexion',
    register: 'Inscription',
    wrongLogin: 'L’e-mail ou le mot de passe est incorrect',
    nameRequired: 'Remplissez le champ «\u00a0nom\u00a0»',
    account: 'Informations du compte',
    openNavigation: 'Ouvrir la navigation',
    navigation: 'Navigation',
    logout: 'Déconnexion',
    other: { locale: 'es', radio: 'Español', account: 'Datos de la cuenta', home: 'Inicio' },
  },
] as const;

const WIDTH = 360;

/** What every screen of the journey must be: in the language, English-free, within the width. */
async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  shot: string,
  locale: string,
  typed: string[] = [],
) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${shot} overflows by ${overflow}px at ${WIDTH}px`).toBeLessThanOrEqual(0);
  expect(await englishLeft(page, webCatalog(locale), typed), `English left on ${shot}`).toEqual([]);
  expect.soft(await smallTargets(page.locator('body')), shot).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`${locale}-${shot}-${WIDTH}.png`),
    fullPage: true,
  });
}

for (const language of LANGUAGES) {
  test.describe(`in ${language.name}`, () => {
    test.use({ locale: language.browser, viewport: { width: WIDTH, height: 800 } });

    test(`the public pages speak ${language.name} at ${WIDTH} px`, async ({ page }, testInfo) => {
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        const shot = path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';
        await checkScreen(page, testInfo, shot, language.locale);
      }
    });

    test(`a player reads the forms, the account and the menu in ${language.name}`, async ({
      page,
      request,
    }, testInfo) => {
      const user = { ...newUser(language.locale), name: 'Éowyn Olmos' };
      await registerViaApi(request, user);

      // The server's refusal and the form's own messages, in the browser's language.
      await page.goto('/login');
      const login = page.getByRole('form', { name: language.login });
      await login.getByLabel(language.email).fill(user.email);
      await login.getByLabel(language.password).fill('not the password');
      await login.getByRole('button', { name: language.login }).click();
      await expect(page.getByRole('alert')).toContainText(language.wrongLogin);
      const register = page.getByRole('form', { name: language.register });
      await register.getByRole('button', { name: language.register }).click();
      await expect(register).toContainText(language.nameRequired);
      await checkScreen(page, testInfo, 'login-refused', language.locale);

      await login.getByLabel(language.password).fill(user.password);
      await login.getByRole('button', { name: language.login }).click();
      await expect(page).toHaveURL(/\/companies$/);

      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: language.account })).toBeVisible();
      await checkScreen(page, testInfo, 'account', language.locale, [user.name, user.email]);

      await page.getByRole('button', { name: language.openNavigation }).click();
      const drawer = page.getByRole('dialog', { name: language.navigation });
      await expect(drawer.getByRole('button', { name: language.logout })).toBeVisible();
      await checkScreen(page, testInfo, 'navigation', language.locale, [user.name]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // The account's own choice beats the browser's, and stays on the device after a logout.
      await page.getByRole('radio', { name: language.other.radio }).check();
      await expect(
        page.getByRole('heading', { level: 1, name: language.other.account }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language.other.locale);
      const settings = await page.evaluate(() => localStorage.getItem('language'));
      expect(settings).toBe(language.other.locale);
      await checkScreen(page, testInfo, 'account-switched', language.other.locale, [
        user.name,
        user.email,
      ]);
    });
  });
}
