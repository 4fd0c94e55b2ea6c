// Lint rules double as architecture rules: the boundaries of ARCHITECTURE.md#boundaries
// are enforced here rather than remembered.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through the config module only.',
};
const noImportMetaEnv = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read configuration through src/config.ts only.',
};
const noFetch = {
  selector: "CallExpression[callee.name='fetch']",
  message: 'Call the API through src/api/ only.',
};

const WEB_FEATURES = fileURLToPath(new URL('packages/web/src/features', import.meta.url));

/** The feature folder a file or import target sits in ('library'), or null outside features/. */
function featureOf(path) {
  const inside = relative(WEB_FEATURES, path);
  if (inside === '' || inside.startsWith('..') || resolve(inside) === inside) return null;
  return inside.split(sep)[0];
}

/** Whether a resolved import target is a feature's entry point: its folder or its index file. */
function isEntryPoint(path, feature) {
  const inside = relative(join(WEB_FEATURES, feature), path);
  return inside === '' || /^index(\.tsx?)?$/.test(inside);
}

/**
 * A feature reaches another only through that feature's `index.ts` (ARCHITECTURE.md#boundaries):
 * what the index exports is the feature's public face, everything else in its folder is private
 * and may change freely. Relative imports are resolved, so any depth and any spelling is caught.
 */
const webBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          crossFeature:
            "features/{{own}} may import features/{{other}} only through its entry point ('../{{other}}', its index.ts): export what is needed there, or move what both need to components/ or hooks/.",
        },
      },
      create(context) {
        const own = featureOf(context.filename);
        if (!own) return {};
        const check = (node) => {
          const source = node.source;
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          if (!source.value.startsWith('.')) return;
          const target = resolve(dirname(context.filename), source.value);
          const other = featureOf(target);
          if (other && other !== own && !isEntryPoint(target, other)) {
            context.report({ node: source, messageId: 'crossFeature', data: { own, other } });
          }
        };
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};

/**
 * The web app's folders whose texts all come from the catalogs (i18n._, src/locales/): in
 * these, a literal text in a component fails lint. The list widens as more folders are moved;
 * a folder joins it once every text in it is moved
 * (docs/adr/new-translations-through-lingui-catalogs.md).
 */
export const TRANSLATED_FOLDERS = [
  'packages/web/src/app',
  'packages/web/src/i18n',
  'packages/web/src/features/accounts',
  'packages/web/src/features/donation-admin',
  'packages/web/src/features/graveyard',
  'packages/web/src/features/profiles',
  'packages/web/src/features/shared',
  'packages/web/src/features/pages',
  'packages/web/src/components/adverts',
  'packages/web/src/components/alerts',
  'packages/web/src/components/cards',
  'packages/web/src/components/company-header',
  'packages/web/src/components/company-nav',
  'packages/web/src/components/company-read',
  'packages/web/src/components/dialogs',
  'packages/web/src/components/forms',
  'packages/web/src/components/help',
  'packages/web/src/components/lists',
  'packages/web/src/components/overlays',
  'packages/web/src/components/ruleset',
  'packages/web/src/components/sync',
];

/** Attributes whose value a player reads (or hears, for aria-label). */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'error',
  'message',
  'labels',
  'children',
  'confirmLabel',
  'cancelLabel',
  'text',
]);

const hasWords = (text) => /\p{L}{2,}/u.test(text);

/** A literal text in an expression: a string, a template's own text, either side of ?: or ??. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string' && hasWords(node.value)) {
    return node;
  }
  if (node.type === 'TemplateLiteral' && node.quasis.some((q) => hasWords(q.value.cooked ?? ''))) {
    return node;
  }
  if (node.type === 'ConditionalExpression') {
    return literalText(node.consequent) ?? literalText(node.alternate);
  }
  if (node.type === 'LogicalExpression') return literalText(node.left) ?? literalText(node.right);
  if (node.type === 'ObjectExpression') {
    for (const property of node.properties) {
      const found = property.type === 'Property' ? literalText(property.value) : null;
      if (found) return found;
    }
  }
  return null;
}

/** Whether a string is the message of an `i18n._(…)` call: the catalogs' id, not a literal. */
function isMessageId(node) {
  const call = node.parent;
  return (
    call?.type === 'CallExpression' &&
    call.arguments[0] === node &&
    call.callee.type === 'MemberExpression' &&
    call.callee.object.type === 'Identifier' &&
    call.callee.object.name === 'i18n' &&
    call.callee.property.type === 'Identifier' &&
    (call.callee.property.name === '_' || call.callee.property.name === 't')
  );
}

const webText = {
  rules: {
    'no-literal-text': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          literal:
            "A player reads this text: write it as i18n._('…') (src/i18n) so that it is translated, then run npm run i18n:extract.",
        },
      },
      create(context) {
        const report = (node) => context.report({ node, messageId: 'literal' });
        const isTexts = /(^|[\\/])texts\.ts$/.test(context.filename);
        return {
          JSXText(node) {
            if (hasWords(node.value)) report(node);
          },
          JSXAttribute(node) {
            const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
            if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
            if (node.value.type === 'Literal') {
              if (typeof node.value.value === 'string' && hasWords(node.value.value)) {
                report(node.value);
              }
              return;
            }
            if (node.value.type === 'JSXExpressionContainer') {
              const found = literalText(node.value.expression);
              if (found) report(found);
            }
          },
          JSXExpressionContainer(node) {
            if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
            const found = literalText(node.expression);
            if (found) report(found);
          },
          // A feature's texts.ts holds only messages of the catalogs.
          Literal(node) {
            if (!isTexts || typeof node.value !== 'string' || !hasWords(node.value)) return;
            if (node.parent.type === 'ImportDeclaration' || isMessageId(node)) return;
            const marked = context.sourceCode
              .getCommentsBefore(node)
              .some((comment) => comment.value.trim() === 'i18n');
            if (marked) return;
            report(node);
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tsbuild/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/rules/src/**/*.ts'],
    ignores: ['packages/rules/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'rules imports nothing outside itself.' }],
        },
      ],
      'no-restricted-syntax': ['error', noEnv],
    },
  },
  {
    files: ['packages/schemas/src/**/*.ts'],
    ignores: ['packages/schemas/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@warband/rules$|\\.{1,2}/).*',
              message: 'schemas imports only zod and rules.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', noEnv],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/config.ts', 'packages/server/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noEnv] },
  },
  {
    files: ['packages/server/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*'], message: 'Services never import Fastify.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', noEnv, noImportMetaEnv, noFetch],
    },
  },
  {
    // One test harness (docs/adr/0054-one-test-harness.md): whatever a test renders, it renders
    // inside the app's own providers, router and modals, built in one place.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/app/test-utils.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@testing-library/react',
              importNames: ['render', 'renderHook'],
              message:
                'Render through app/test-utils: renderApp, renderComponent or renderHookInApp.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/no-cross-feature-imports': 'error' },
  },
  {
    files: TRANSLATED_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'],
    plugins: { 'web-text': webText },
    rules: { 'web-text/no-literal-text': 'error' },
  },
  {
    files: ['packages/web/src/config.ts'],
    rules: { 'no-restricted-syntax': ['error', noEnv, noFetch] },
  },
  {
    files: ['packages/web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noEnv, noImportMetaEnv] },
  },
);
