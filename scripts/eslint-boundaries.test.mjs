// node --test scripts/eslint-boundaries.test.mjs: the web's feature boundary, through the real
// ESLint configuration (ARCHITECTURE.md#boundaries): a feature reaches another only through
// that feature's index.ts.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary rule's messages for one import line in a file of the given path. */
async function boundaryErrors(filePath, line) {
  const [result] = await eslint.lintText(`${line}\nexport const used = value;\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'web/no-cross-feature-imports')
    .map((message) => message.message);
}

const BATTLE = 'packages/web/src/features/battle/aftermath/Some.tsx';

describe('web/no-cross-feature-imports', () => {
  for (const line of [
    "import { value } from '../../warriors';",
    "import { value } from '../../warriors/';",
    "import { value } from '../../warriors/index';",
    "import { value } from '../../warriors/index.ts';",
    "import { value } from '../../../features/warriors';",
    "import { value } from '../aftermath-plan';",
    "import { value } from '../../../components/warrior-card/WarriorCard';",
    "const value = await import('../../warriors');",
  ]) {
    it(`lets a feature write ${line}`, async () => {
      assert.deepEqual(await boundaryErrors(BATTLE, line), []);
    });
  }

  for (const line of [
    "import { value } from '../../warriors/WarriorEditor';",
    "import { value } from '../../warriors/tabs/entry-labels';",
    "import { value } from '../../../features/warriors/tabs/index';",
    "export { value } from '../../warriors/editor-form';",
    "const value = await import('../../warriors/WarriorEditor');",
  ]) {
    it(`refuses ${line}`, async () => {
      const errors = await boundaryErrors(BATTLE, line);
      assert.equal(errors.length, 1);
      assert.match(errors[0], /features\/battle may import features\/warriors only through/);
    });
  }

  it('applies to tests as well', async () => {
    const errors = await boundaryErrors(
      'packages/web/src/features/graveyard/Some.test.tsx',
      "import { value } from '../warriors/fixtures';",
    );
    assert.equal(errors.length, 1);
  });
});
