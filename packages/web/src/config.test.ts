import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('takes the defaults for variables left empty', () => {
    expect(readConfig({ VITE_API_BASE: '', VITE_PATRON_URL: undefined })).toEqual({
      apiBase: '/api',
      patronUrl: 'https://www.patreon.com/',
      donateUrl: 'https://www.paypal.com/donate/',
      contactEmail: 'hello@warband-ledger.example',
    });
  });

  it('takes what the build was given', () => {
    const config = readConfig({
      VITE_API_BASE: 'https://api.example.test/v1',
      VITE_PATRON_URL: 'https://patrons.example.test/warband',
      VITE_DONATE_URL: 'http://donate.example.test/',
      VITE_CONTACT_EMAIL: 'club@example.test',
    });
    expect(config).toEqual({
      apiBase: 'https://api.example.test/v1',
      patronUrl: 'https://patrons.example.test/warband',
      donateUrl: 'http://donate.example.test/',
      contactEmail: 'club@example.test',
    });
  });

  it('refuses an address that is not http(s) and an email that is not one', () => {
    expect(() => readConfig({ VITE_PATRON_URL: 'not an address' })).toThrow(/VITE_PATRON_URL/);
    expect(() => readConfig({ VITE_DONATE_URL: 'javascript:alert(1)' })).toThrow(/VITE_DONATE_URL/);
    expect(() => readConfig({ VITE_CONTACT_EMAIL: 'club at example' })).toThrow(
      /VITE_CONTACT_EMAIL/,
    );
  });
});
