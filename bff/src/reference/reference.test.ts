// The reference domain through the bff against a real rest-api (demo data seeded): the signed-in
// user, the configuration in its three states, and the reference lists.
import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Configuration } from '../generated/graphql.ts';
import { graphql } from '../testing/graphql.ts';
import { REGISTER, configFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import { toCurrencies, toNamedList, toUsers } from './mappers.ts';

const CONFIGURATION = `{
  configuration {
    appName financialGoalLabel invoiceImporterEnabled costUnitsEnabled
    purchaseRequestArchiveEnabled suppliersEnabled prSbuEnabled prJustificationEnabled
    prAccountingElement undefinedEnabled createInvoiceEnabled regionsEnabled buyingUnitEnabled
    budgetLimitEnabled invoicesExportEnabled invoiceDateRangeEnabled limitedPrAmountEnabled
    colors { primary header textHeader }
  }
}`;

let stack: Stack;
let configPath: string;
before(async () => {
  configPath = await configFile({});
  stack = await startStack({ seed: true, configFile: configPath });
});
after(() => stack.close());

async function restJson<T>(path: string): Promise<T> {
  return (await (await stack.rest('controller', 'GET', path)).json()) as T;
}

describe('me', () => {
  it('comes from the token, without the default role', async () => {
    const response = await stack.as('controller', '{ me { username displayName roles groups } }');
    assert.deepEqual(response.data, {
      me: {
        username: 'controller',
        displayName: 'Carla Controller',
        roles: [
          'edit-product-family',
          'edit-product-hierarchy',
          'edit-project-application',
          'edit-cost-unit',
          'view-all-product',
          'manage-platform',
          'edit_archive_history_logdata',
        ],
        groups: [],
      },
    });
  });

  it('carries the groups, and no roles for the viewer', async () => {
    const pfm = await stack.as<{ me: { groups: string[] } }>('pfm', '{ me { groups } }');
    assert.deepEqual(pfm.data?.me.groups, ['Product Family Manager']);
    const viewer = await stack.as<{ me: { roles: string[] } }>('viewer', '{ me { roles } }');
    assert.deepEqual(viewer.data?.me.roles, []);
  });
});

describe('configuration', () => {
  it('maps the operator’s file', async () => {
    await writeFile(
      configPath,
      JSON.stringify({
        app_name: 'IT Steering',
        financial_goal_label: 'Forecast',
        invoice_importer_enabled: true,
        cost_units_enabled: false,
        budget_limit_enabled: true,
        colors: { primary: '#0b5394', header: '#ffffff', text_header: '#111111' },
      }),
    );
    const response = await stack.as<{ configuration: Configuration }>('viewer', CONFIGURATION);
    const configuration = response.data!.configuration;
    assert.equal(configuration.appName, 'IT Steering');
    assert.equal(configuration.financialGoalLabel, 'Forecast');
    assert.equal(configuration.invoiceImporterEnabled, true);
    assert.equal(configuration.costUnitsEnabled, false);
    assert.equal(configuration.budgetLimitEnabled, true);
    assert.deepEqual(configuration.colors, {
      primary: '#0b5394',
      header: '#ffffff',
      textHeader: '#111111',
    });
  });

  it('gives the defaults for an empty file', async () => {
    await writeFile(configPath, '');
    const response = await stack.as<{ configuration: Configuration }>('viewer', CONFIGURATION);
    assert.deepEqual(response.data?.configuration, {
      appName: 'Cost Steering',
      financialGoalLabel: 'Budget',
      invoiceImporterEnabled: false,
      costUnitsEnabled: true,
      purchaseRequestArchiveEnabled: true,
      suppliersEnabled: false,
      prSbuEnabled: false,
      prJustificationEnabled: false,
      prAccountingElement: false,
      undefinedEnabled: false,
      createInvoiceEnabled: false,
      regionsEnabled: false,
      buyingUnitEnabled: false,
      budgetLimitEnabled: false,
      invoicesExportEnabled: false,
      invoiceDateRangeEnabled: false,
      limitedPrAmountEnabled: false,
      colors: { primary: null, header: null, textHeader: null },
    });
  });

  it('carries the server’s logo as a data URL', async () => {
    const logo = await stack.rest('viewer', 'GET', '/configuration/logo');
    const bytes = Buffer.from(await logo.arrayBuffer());
    const response = await stack.as<{ configuration: { logo: string | null } }>(
      'viewer',
      '{ configuration { logo } }',
    );
    const type = (logo.headers.get('content-type') ?? '').split(';')[0];
    assert.equal(
      response.data?.configuration.logo,
      `data:${type};base64,${bytes.toString('base64')}`,
    );
    assert.ok(bytes.length > 0);
  });

  it('is null, without an error, when the file is missing', async () => {
    await rm(configPath);
    const response = await stack.as('viewer', CONFIGURATION);
    assert.deepEqual(response, { status: 200, data: { configuration: null } });
  });
});

describe('version and reference lists', () => {
  it('reports the version of the REST API', async () => {
    const { version } = await restJson<{ version: string }>('/actuator/version');
    const response = await stack.as('viewer', '{ version }');
    assert.deepEqual(response.data, { version });
  });

  it('lists currencies with EUR first and exact rates', async () => {
    const response = await stack.as<{ currencies: Array<{ id: string; rate: string }> }>(
      'viewer',
      '{ currencies { id rate } }',
    );
    assert.deepEqual(response.data?.currencies, toCurrencies(await restJson('/currencies')));
    assert.deepEqual(response.data?.currencies[0], { id: 'EUR', rate: '1.00000000' });
  });

  it('turns the keyed lists of sbu, regions, suppliers and users into arrays', async () => {
    const response = await stack.as<Record<string, unknown[]>>(
      'viewer',
      '{ sbus { id name } regions { id name } suppliers { id name } users { id username } }',
    );
    assert.deepEqual(response.data, {
      sbus: toNamedList(await restJson('/sbu')),
      regions: toNamedList(await restJson('/regions')),
      suppliers: toNamedList(await restJson('/suppliers')),
      users: toUsers(await restJson('/users')),
    });
    assert.ok((response.data?.sbus.length ?? 0) > 0, 'the demo data has SBUs');
  });
});

describe('registerCurrentUser', () => {
  it('registers the signed-in user with the roles of the token', async () => {
    const token = await stack.issuer.mint({ username: 'newcomer', roles: ['view-all-product'] });
    const response = await graphql<{
      registerCurrentUser: { user: { username: string } | null; errors: unknown[] };
    }>(stack.bffUrl, REGISTER, { token });
    assert.equal(response.data?.registerCurrentUser.user?.username, 'newcomer');
    assert.deepEqual(response.data?.registerCurrentUser.errors, []);
    const users = await stack.as<{ users: Array<{ username: string }> }>(
      'viewer',
      '{ users { username } }',
    );
    assert.ok(users.data?.users.some((user) => user.username === 'newcomer'));
  });

  it('is idempotent: registering twice keeps one user', async () => {
    await stack.as('pfm', REGISTER);
    await stack.as('pfm', REGISTER);
    const users = await stack.as<{ users: Array<{ username: string }> }>(
      'viewer',
      '{ users { username } }',
    );
    assert.equal(users.data?.users.filter((user) => user.username === 'pfm').length, 1);
  });
});
