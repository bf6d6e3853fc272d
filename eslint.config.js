// One lint setup for every workspace. Feature folders of web must not import each other
// (DESIGN.md §9): the app layer composes them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const repositoryRoot = import.meta.dirname;

/** Every folder of web/src/features, so a new feature is bounded without editing this file. */
const webFeatures = readdirSync(new URL('web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature may import itself and the layers below features; not another feature, and not
 * src/app, which composes the features. Listing what is allowed keeps new folders of src closed.
 */
function featureBoundary(feature) {
  return {
    target: `web/src/features/${feature}`,
    from: 'web/src',
    except: [`./features/${feature}`, './shared', './gql', './testing', './config.ts'],
    message:
      'A feature imports only itself, src/shared, src/gql, src/testing and src/config.ts: ' +
      'features do not import each other or src/app; compose them in src/app (DESIGN.md §9).',
  };
}

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
    plugins: { 'import-x': importX },
    settings: {
      // Imports are judged by the file they resolve to, so '../../x', '../../../features/x' and a
      // package-style path into the same folder are all the same import.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repositoryRoot, zones: webFeatures.map(featureBoundary) },
      ],
    },
  },
);
