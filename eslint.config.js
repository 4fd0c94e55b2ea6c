// Lint rules double as architecture rules: the boundaries of DESIGN.md section 2 are
// enforced here rather than remembered.
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
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
    files: ['packages/web/src/config.ts'],
    rules: { 'no-restricted-syntax': ['error', noEnv, noFetch] },
  },
  {
    files: ['packages/web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noEnv, noImportMetaEnv] },
  },
);
