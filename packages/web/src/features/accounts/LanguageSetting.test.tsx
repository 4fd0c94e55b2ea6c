import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { activateLocale, i18n } from '../../i18n';

const { token: _token, ...PUBLIC_PLAYER } = PLAYER;

afterEach(async () => {
  vi.unstubAllGlobals();
  // The translator is shared by every test of this worker: English again for the next.
  await activateLocale('en');
});

describe('/account: language', () => {
  it('keeps the chosen language with the account, and shows the app in it', async () => {
    let saved = PUBLIC_PLAYER;
    const { calls } = mockApi({
      'GET /users/settings': () => ({ body: saved }),
      'PUT /users/settings': (request) => {
        saved = { ...saved, ...(request.body as object) };
        return { body: saved };
      },
    });
    renderApp('/account', { user: PLAYER });
    const choice = await screen.findByRole('radiogroup', {
      name: 'Language of the app and its mails',
    });
    expect(
      within(choice).getByRole('radio', { name: "Your browser's language (English)" }),
    ).toBeChecked();

    await userEvent.click(within(choice).getByRole('radio', { name: 'Español' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos de la cuenta' }),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      newRuleset: false,
      language: 'es',
    });
    expect(sessionStore.get()?.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.locale).toBe('es');
    const spanish = screen.getByRole('radiogroup', {
      name: 'Idioma de la aplicación y sus correos',
    });
    expect(within(spanish).getByRole('radio', { name: 'Español' })).toBeChecked();
    // What the player typed is never translated.
    expect(screen.getByLabelText('Nombre')).toHaveValue('Boromir');
  });

  it("goes back to the browser's language", async () => {
    let saved: typeof PUBLIC_PLAYER = { ...PUBLIC_PLAYER, language: 'fr' };
    const { calls } = mockApi({
      'GET /users/settings': () => ({ body: saved }),
      'PUT /users/settings': (request) => {
        const { language, ...rest } = { ...saved, ...(request.body as object) } as typeof saved;
        saved = language ? { ...rest, language } : rest;
        return { body: saved };
      },
    });
    await activateLocale('fr');
    renderApp('/account', { user: { ...PLAYER, language: 'fr' } });
    const choice = await screen.findByRole('radiogroup', {
      name: 'Langue de l’application et de ses e-mails',
    });
    expect(within(choice).getByRole('radio', { name: 'Français' })).toBeChecked();

    await userEvent.click(
      within(choice).getByRole('radio', { name: 'Langue de votre navigateur (English)' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      newRuleset: false,
      language: null,
    });
    await waitFor(() => expect(sessionStore.get()?.language).toBeUndefined());
    expect(document.documentElement.lang).toBe('en');
  });
});
