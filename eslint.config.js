// One lint setup for every workspace. Feature folders of web must not import each other
// (DESIGN.md §9): the app layer composes them. Domains of the rest-api import each other only
// through a domain's index.ts (eslint-rules/domain-boundaries.js).
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/index.js';

const repositoryRoot = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'web/src/gql/**',
      'bff/src/generated/**',
      'e2e/artifacts/**',
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
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'bff/playground/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/feature-boundaries': ['error', { root: repositoryRoot }] },
  },
  {
    files: ['rest-api/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/domain-boundaries': [
        'error',
        { root: repositoryRoot, src: 'rest-api/src', shared: ['http', 'db'], testing: ['testing'] },
      ],
    },
  },
  {
    files: ['bff/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/domain-boundaries': [
        'error',
        {
          root: repositoryRoot,
          src: 'bff/src',
          shared: ['http', 'limits', 'writes', 'generated'],
          testing: ['testing'],
        },
      ],
    },
  },
  {
    // The GraphQL contract documents itself: every element an integrator can see in the schema
    // (types, fields, arguments, enum values, input fields, scalars, directives) has a
    // description. The typescript rules above do not apply to SDL.
    files: ['schema/graphql/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/graphql/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          DirectiveDefinition: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
        },
      ],
    },
  },
);
