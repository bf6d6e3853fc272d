// The import boundaries (DESIGN.md §9) are only as good as their lint rules: these tests lint
// snippets as if they were files of web/src/features or of a rest-api domain and expect the
// boundary to hold for every spelling of an import. Run by `npm run lint`.
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

// A file of the rest-api's invoices domain, one folder deep, and one at its root.
const INVOICES_FILE = 'rest-api/src/invoices/import/probe.ts';
const ORDERS_FILE = 'rest-api/src/orders/probe.ts';

describe('rest-api domain boundaries (lint)', () => {
  for (const specifier of [
    '../../orders/service.ts',
    '../../orders/repository',
    '../../../src/orders/service.ts',
    '../../requests/../orders/service.ts',
    '../../hierarchy/products/repository.ts',
    '@cost-steering/rest-api/src/orders/service.ts',
  ]) {
    it(`refuses another domain's internals spelled '${specifier}'`, async () => {
      const errors = await boundaryErrors(`export * from '${specifier}';\n`, INVOICES_FILE);
      assert.equal(errors.length, 1);
      assert.match(errors[0].message, /only through its public entry/);
    });
  }

  it("refuses another domain's internals in a dynamic import and from a test", async () => {
    const code = "export const load = () => import('../invoices/repository.ts');\n";
    assert.equal((await boundaryErrors(code, ORDERS_FILE)).length, 1);
    const fromTest = "export * from '../invoices/shape.ts';\n";
    assert.equal((await boundaryErrors(fromTest, 'rest-api/src/orders/orders.test.ts')).length, 1);
  });

  it('refuses test helpers in production code, and allows them in tests', async () => {
    const code = "export * from '../testing/requests-fixture.ts';\n";
    const errors = await boundaryErrors(code, ORDERS_FILE);
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /Production code does not import test helpers/);
    assert.deepEqual(await boundaryErrors(code, 'rest-api/src/orders/orders.test.ts'), []);
  });

  it("allows the own domain, the shared folders and files, and another domain's index", async () => {
    const code = [
      "export * from './rows.ts';",
      "export * from '../service.ts';",
      "export * from '../../http/path-id.ts';",
      "export * from '../../db/money.ts';",
      "export * from '../../context.ts';",
      "export * from '../../orders/index.ts';",
      "export * from '../../orders/index';",
      "export * from '../../orders';",
      "export * from '@cost-steering/schema';",
      "export * from 'kysely';",
      '',
    ].join('\n');
    assert.deepEqual(await boundaryErrors(code, INVOICES_FILE), []);
  });

  it('leaves the shared folders and root files free to compose the domains', async () => {
    const code = "export * from './orders/service.ts';\nexport * from '../orders/repository.ts';\n";
    assert.deepEqual(await boundaryErrors(code, 'rest-api/src/app.ts'), []);
    assert.deepEqual(await boundaryErrors(code, 'rest-api/src/db/probe.ts'), []);
  });
});

// The bff takes the same rule with its own shared folders (http, limits, writes, generated).
describe('bff domain boundaries (lint)', () => {
  const PLATFORMS_FILE = 'bff/src/platforms/probe.ts';

  for (const specifier of [
    '../hierarchy/filters.ts',
    '../orders/mappers',
    '../../src/orders/rest.ts',
  ]) {
    it(`refuses another domain's internals spelled '${specifier}'`, async () => {
      const errors = await boundaryErrors(`export * from '${specifier}';\n`, PLATFORMS_FILE);
      assert.equal(errors.length, 1);
      assert.match(errors[0].message, /only through its public entry/);
    });
  }

  it("allows its own files, the shared ones and another domain's index", async () => {
    const code = [
      "export * from './rest.ts';",
      "export * from '../writes/write.ts';",
      "export * from '../http/send-error.ts';",
      "export * from '../loaders.ts';",
      "export * from '../orders/index.ts';",
      '',
    ].join('\n');
    assert.deepEqual(await boundaryErrors(code, PLATFORMS_FILE), []);
  });

  it('refuses test helpers in production code, and allows them in tests', async () => {
    const code = "export * from '../testing/stack.ts';\n";
    assert.equal((await boundaryErrors(code, PLATFORMS_FILE)).length, 1);
    assert.deepEqual(await boundaryErrors(code, 'bff/src/platforms/platforms.test.ts'), []);
  });
});
