import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { login, registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

const settings = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/settings', headers });
const putSettings = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/settings', headers, payload });

describe('PUT /api/users/settings: language', () => {
  it("keeps the account's language, and forgets it for the browser's again", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const chosen = await putSettings(user.headers, { newRuleset: false, language: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().language).toBe('es');
    expect((await settings(user.headers)).json().language).toBe('es');
    // A setting sent without the language leaves it as it is.
    await putSettings(user.headers, { newRuleset: true });
    expect((await settings(user.headers)).json()).toMatchObject({
      newRuleset: true,
      language: 'es',
    });
    expect((await settings(other.headers)).json()).not.toHaveProperty('language');

    const browser = await putSettings(user.headers, { newRuleset: true, language: null });
    expect(browser.json()).not.toHaveProperty('language');
    expect((await settings(user.headers)).json()).not.toHaveProperty('language');
  });

  it('refuses a language the app does not speak', async () => {
    const user = await registerUser(t.app);
    const response = await putSettings(user.headers, { newRuleset: false, language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['language']);
    expect((await settings(user.headers)).json()).not.toHaveProperty('language');
  });

  it('answers 401 without a token', async () => {
    expect((await putSettings({}, { newRuleset: false, language: 'fr' })).statusCode).toBe(401);
  });
});

describe("the server's messages in the caller's language", () => {
  it('answers a failed login in the language the request asks for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
      payload: { email: 'nobody@example.test', password: 'not the one' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('El correo electrónico o la contraseña no son correctos');
  });

  it("answers a form's field messages in the account's language, whatever the request asks", async () => {
    const user = await registerUser(t.app);
    await putSettings(user.headers, { newRuleset: false, language: 'fr' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: { ...user.headers, 'accept-language': 'es' },
      payload: { name: '', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Vérifiez les champs signalés.',
      fields: {
        name: 'Remplissez le champ «\u00a0nom\u00a0»',
        email: 'Saisissez une adresse e-mail valide',
      },
    });
  });

  it('answers a registration in Spanish, its field messages too', async () => {
    const register = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'accept-language': 'es' },
        payload,
      });
    const email = `juana.${Date.now()}@example.test`;
    const refused = await register({
      name: 'Juana',
      email,
      confirmEmail: email,
      password: 'short',
      confirmPassword: 'other',
    });
    expect(refused.json().fields).toEqual({
      password: 'El campo «contraseña» debe tener al menos 8 caracteres',
      confirmPassword: 'Las contraseñas no coinciden.',
    });
    const done = await register({
      name: 'Juana',
      email,
      confirmEmail: email,
      password: 'long enough',
      confirmPassword: 'long enough',
    });
    expect(done.statusCode).toBe(201);
    expect(done.json().message).toBe('Registro completado');
  });

  it('answers in English when the request names no language the app speaks', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'accept-language': 'de-DE' },
      payload: { email: 'nobody@example.test', password: 'not the one' },
    });
    expect(response.json().message).toBe('Email or password is incorrect');
  });
});

describe('the password reset mail', () => {
  const outbox = () => path.join(t.config.dataDir, 'outbox');
  const files = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);

  async function mailFor(email: string, acceptLanguage: string) {
    const before = new Set(files());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/request-password-reset',
      headers: { 'accept-language': acceptLanguage },
      payload: { email },
    });
    await t.app.background.settled();
    await t.app.mailer.flush();
    const added = files().filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox(), added[0] ?? '')));
    return { answer: response.json().message, mail };
  }

  it("is written in the account's language", async () => {
    const user = await registerUser(t.app, { name: 'Éowyn <Rohan>' });
    await putSettings(user.headers, { newRuleset: false, language: 'fr' });
    const { answer, mail } = await mailFor(user.email, 'es');
    // The answer speaks the request's language: it tells nothing of the account.
    expect(answer).toBe(
      'Te hemos enviado un correo con un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada',
    );
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Warband Ledger');
    expect(mail.text).toContain('Bonjour Éowyn <Rohan>,');
    expect(mail.html).toContain('Bonjour Éowyn &#60;Rohan&#62;,');
    expect(mail.html).toContain('>Réinitialiser votre mot de passe</a>');
  });

  it("is written in the request's language when the account follows the browser", async () => {
    const user = await registerUser(t.app, { name: 'Sam' });
    const { mail } = await mailFor(user.email, 'es-AR');
    expect(mail.subject).toBe('Restablece tu contraseña de Warband Ledger');
    expect(mail.text).toContain('Hola, Sam:');
    await expect(login(t.app, user.email, user.password)).resolves.toMatchObject({ id: user.id });
  });
});
