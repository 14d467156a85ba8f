// Lint: typescript-eslint's recommended rules, React hooks rules, and no code from strings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-studio/',
      'public/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '**/*.generated.*',
      'tests/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      '**/*.mjs',
      'cli/**',
      'server/**',
      'scripts/**',
      'bench/**',
      'tests/**',
      'studio/server/**',
      '*.config.*',
      'studio/*.config.*',
    ],
    languageOptions: { globals: globals.node },
  },
  { files: ['src/**', 'studio/web/**'], languageOptions: { globals: globals.browser } },
  // The Node-only half of the shared core (tenant files on disk), used by the CLI and the sandbox.
  { files: ['src/core/tooling/**'], languageOptions: { globals: globals.node } },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-globals': ['error', { name: 'eval', message: 'No code from strings.' }],
    },
  },
  {
    // Issue 37: every JSON value the sandbox parses goes through one guard (size and depth, a
    // refusal with a reason): parseJson for what came from outside, parseStored for its own text.
    files: ['server/**'],
    ignores: ['server/json-guard.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'JSON', property: 'parse', message: 'Use parseJson or parseStored (server/json-guard.ts).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='json'][callee.object.property.name='req']",
          message: 'Read the body with requestJson (server/body-guard.ts): the body guard parsed it.',
        },
      ],
    },
  },
  {
    // design.md: only services/http reaches the network.
    files: ['src/components/**', 'src/runtime/**', 'src/app/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Go through src/services (design.md).' },
        { name: 'eval', message: 'No code from strings.' },
      ],
    },
  },
);
