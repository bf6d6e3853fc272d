// The import boundary of web features (DESIGN.md §9) is only as good as its lint rule: these
// tests lint snippets as if they were files of web/src/features and expect the boundary to hold
// for every spelling of an import. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The lint errors of `code` linted as the file `filePath` (relative to the repository). */
async function boundaryErrors(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  // The snippets are clean otherwise, so every error is the boundary speaking.
  return result.messages.filter((message) => message.severity === 2);
}

// A file one folder deep inside the notifications feature.
const NOTIFICATIONS_FILE = 'web/src/features/notifications/components/Probe.tsx';

describe('web feature boundaries (lint)', () => {
  for (const specifier of [
    '../../hierarchy/documents',
    '../../../features/hierarchy/documents',
    '../../hierarchy/overview/../documents',
    '@cost-steering/web/src/features/hierarchy/documents',
  ]) {
    it(`refuses an import of another feature spelled '${specifier}'`, async () => {
      const errors = await boundaryErrors(`export * from '${specifier}';\n`, NOTIFICATIONS_FILE);
      assert.equal(errors.length, 1);
      assert.match(errors[0].message, /features do not import each other/);
    });
  }

  it('refuses another feature from deep inside a feature, and a dynamic import of it', async () => {
    const code =
      "export { NotificationFields } from '../../../notifications/documents';\n" +
      "export const page = () => import('../../../notifications/pages/NotificationsPage');\n";
    const errors = await boundaryErrors(code, 'web/src/features/hierarchy/overview/details/P.tsx');
    assert.equal(errors.length, 2);
  });

  it('refuses src/app, which composes the features', async () => {
    const errors = await boundaryErrors(
      "export * from '../../../app/routes/access';\n",
      NOTIFICATIONS_FILE,
    );
    assert.equal(errors.length, 1);
  });

  it('allows the own feature and the shared layers', async () => {
    const code = [
      "export * from '../documents';",
      "export * from '../../../shared/session/session';",
      "export * from '../../../gql/graphql';",
      "export * from '../../../testing/render';",
      "export * from '../../../config';",
      "export * from '@cost-steering/schema';",
      '',
    ].join('\n');
    assert.deepEqual(await boundaryErrors(code, NOTIFICATIONS_FILE), []);
  });
});
