// node --test scripts/i18n.test.mjs: what the catalog check reads in a catalog.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { untranslated, withoutDate } from './i18n.mjs';

const CATALOG = `msgid ""
msgstr ""
"POT-Creation-Date: 2026-01-01 10:00+0000\\n"
"Language: es\\n"

#: packages/web/src/features/accounts/texts.ts
msgid "Log in"
msgstr "Iniciar sesión"

#: packages/web/src/features/accounts/texts.ts
msgid "Forgotten \\"password\\"?"
msgstr ""

msgid "{count, plural, one {# change} other {# changes}}"
msgstr ""
`;

describe('the catalog check', () => {
  it('finds the messages a language has not translated', () => {
    assert.deepEqual(untranslated(CATALOG), [
      'Forgotten "password"?',
      '{count, plural, one {# change} other {# changes}}',
    ]);
  });

  it('reads a fully translated catalog as complete', () => {
    assert.deepEqual(
      untranslated(
        CATALOG.replaceAll('msgstr ""\n\n', 'msgstr "x"\n\n').replace(
          /msgstr ""\n$/,
          'msgstr "y"\n',
        ),
      ),
      [],
    );
  });

  it('compares catalogs without the date of their extraction', () => {
    assert.equal(
      withoutDate(CATALOG),
      withoutDate(CATALOG.replace('2026-01-01 10:00', '2027-05-05 11:11')),
    );
    assert.ok(!withoutDate(CATALOG).includes('POT-Creation-Date'));
  });
});
