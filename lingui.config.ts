import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogs (docs/adr/new-translations-through-lingui-catalogs.md): the English
 * text is each message's id, so a translator reads it as the msgid of every catalog. One
 * catalog for the web app, one for the server's answers and mails; the shared schemas' field
 * messages go into both. LINGUI_CATALOGS_DIR points extraction at a copy (the check in
 * scripts/i18n-check.mjs).
 */
const root = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/packages';
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/test-*.ts', '**/test-*.tsx'];

const config: LinguiConfig = {
  locales: ['en', 'es', 'fr'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  catalogs: [
    {
      path: `${root}/web/src/locales/{locale}`,
      include: ['<rootDir>/packages/web/src', '<rootDir>/packages/schemas/src'],
      exclude: ['**/node_modules/**', ...tests],
    },
    {
      path: `${root}/server/src/locales/{locale}`,
      include: ['<rootDir>/packages/server/src', '<rootDir>/packages/schemas/src'],
      exclude: ['**/node_modules/**', ...tests],
    },
  ],
};

export default config;
