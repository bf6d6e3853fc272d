// Product families through the bff against a real rest-api: figures, scopes, creation with the
// spec's rules and texts, and a bounded number of REST calls however many families there are.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAMILY_MESSAGES, TEXTS } from '@cost-steering/schema';
import type { ProductFamily } from '../generated/graphql.ts';
import { codes } from '../testing/graphql.ts';
import { CREATE_FAMILY, FAMILY_FIELDS, REGISTER, configFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import { toProductFamily } from './mappers.ts';
import type { RestFamily } from './rest.ts';

interface CreatePayload {
  createProductFamily: {
    productFamily: ProductFamily | null;
    errors: Array<{ field: string | null; message: string; code: string }>;
  };
}

let stack: Stack;
before(async () => {
  // Budget-limit feature on: families are capped by budgetLimit (spec §5).
  stack = await startStack({
    configFile: await configFile({ app_name: 'Test Steering', budget_limit_enabled: true }),
    countCalls: true,
  });
  for (const user of ['controller', 'pfm', 'viewer']) await stack.as(user, REGISTER);
});
after(() => stack.close());

function create(username: string, input: Record<string, unknown>) {
  return stack.as<CreatePayload>(username, CREATE_FAMILY, { variables: { input } });
}

async function restFamilies(): Promise<RestFamily[]> {
  const keyed = (await (
    await stack.rest('controller', 'GET', '/productfamilies')
  ).json()) as Record<string, RestFamily>;
  return Object.values(keyed);
}

describe('createProductFamily', () => {
  it('creates a family and returns it with its figures', async () => {
    const response = await create('controller', {
      name: 'Cloud Services',
      owner: 'controller',
      year: 2026,
      budgetLimit: '400000.50',
    });
    assert.deepEqual(response.errors, undefined);
    const { productFamily, errors } = response.data!.createProductFamily;
    assert.deepEqual(errors, []);
    assert.equal(productFamily?.name, 'Cloud Services');
    assert.equal(productFamily?.owner, 'controller');
    assert.equal(productFamily?.year, 2026);
    assert.equal(productFamily?.budgetLimit, '400000.50');
    assert.equal(productFamily?.target, null);
    assert.equal(productFamily?.budget, '0.00');
    assert.equal(productFamily?.availableBudget, '400000.50');
  });

  it('refuses a duplicate name in any letter case with the text the user sees', async () => {
    const response = await create('controller', {
      name: 'cLOUD sERVICES',
      owner: 'controller',
      year: 2026,
      budgetLimit: '1000',
    });
    assert.deepEqual(response.data?.createProductFamily, {
      productFamily: null,
      errors: [{ field: 'name', message: TEXTS.familyDuplicate, code: 'DUPLICATE_NAME' }],
    });
  });

  it('returns every validation problem as a user error on its field', async () => {
    const response = await create('controller', {
      name: '',
      owner: 'controller',
      year: 1800,
      budgetLimit: null,
    });
    const { productFamily, errors } = response.data!.createProductFamily;
    assert.equal(productFamily, null);
    const expected = [
      { field: 'name', message: FAMILY_MESSAGES.nameRequired, code: 'VALIDATION' },
      { field: 'year', message: FAMILY_MESSAGES.yearRange, code: 'VALIDATION' },
      { field: 'budgetLimit', message: 'Budget limit is required', code: 'VALIDATION' },
    ];
    for (const error of expected)
      assert.ok(
        errors.some((e) => isDeepEqual(e, error)),
        error.message,
      );
  });

  it('refuses a name longer than 32 characters', async () => {
    const response = await create('controller', {
      name: 'x'.repeat(33),
      owner: 'controller',
      year: 2026,
      budgetLimit: '10',
    });
    assert.deepEqual(response.data?.createProductFamily.errors, [
      { field: 'name', message: FAMILY_MESSAGES.nameTooLong, code: 'VALIDATION' },
    ]);
  });

  it('refuses a user without edit-product-family with FORBIDDEN and the spec text', async () => {
    const response = await create('viewer', {
      name: 'Viewer Family',
      owner: 'viewer',
      year: 2026,
      budgetLimit: '10',
    });
    assert.deepEqual(codes(response), ['FORBIDDEN']);
    assert.equal(response.errors?.[0]?.message, TEXTS.forbidden);
    assert.equal(response.data, null);
    assert.ok(!(await restFamilies()).some((family) => family.name === 'Viewer Family'));
  });
});

describe('productFamilies and productFamily', () => {
  before(async () => {
    await create('controller', {
      name: 'Owned by PFM',
      owner: 'pfm',
      year: 2026,
      budgetLimit: '5000',
    });
  });

  it('lists every family with the figures of the REST API, mapped field by field', async () => {
    const response = await stack.as<{ productFamilies: ProductFamily[] }>(
      'viewer',
      `{ productFamilies { ${FAMILY_FIELDS} } }`,
    );
    const expected = (await restFamilies()).map(toProductFamily);
    assert.equal(response.data?.productFamilies.length, expected.length);
    assert.deepEqual(
      [...response.data!.productFamilies].sort((a, b) => a.name.localeCompare(b.name)),
      expected.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('lists only the families the user owns with scope OWNED and RELATED', async () => {
    for (const scope of ['OWNED', 'RELATED']) {
      const response = await stack.as<{ productFamilies: ProductFamily[] }>(
        'pfm',
        `{ productFamilies(scope: ${scope}) { name owner } }`,
      );
      assert.deepEqual(response.data?.productFamilies, [{ name: 'Owned by PFM', owner: 'pfm' }]);
    }
  });

  it('reads one family by id, and null for an unknown or malformed id', async () => {
    const [family] = (await restFamilies()).filter((f) => f.name === 'Owned by PFM');
    const response = await stack.as<{
      found: ProductFamily | null;
      missing: ProductFamily | null;
      malformed: ProductFamily | null;
    }>(
      'viewer',
      `{ found: productFamily(id: "${family!.id}") { ${FAMILY_FIELDS} }
         missing: productFamily(id: "999999") { id }
         malformed: productFamily(id: "../users") { id } }`,
    );
    assert.deepEqual(response, {
      status: 200,
      data: { found: toProductFamily(family!), missing: null, malformed: null },
    });
  });
});

describe('REST calls of the overview query', () => {
  const overview = `{
    me { username displayName roles groups }
    configuration {
      appName financialGoalLabel invoiceImporterEnabled costUnitsEnabled
      purchaseRequestArchiveEnabled suppliersEnabled prSbuEnabled prJustificationEnabled
      prAccountingElement undefinedEnabled createInvoiceEnabled regionsEnabled buyingUnitEnabled
      budgetLimitEnabled invoicesExportEnabled invoiceDateRangeEnabled limitedPrAmountEnabled
      colors { textPrimary textSecondary textTertiary textLink textDisabled textHeader textFooter
               header footer subheader body primary }
      logo
    }
    currencies { id rate }
    productFamilies { ${FAMILY_FIELDS} }
  }`;

  async function overviewCalls(familyCount: number) {
    const existing = (await restFamilies()).length;
    for (let i = existing; i < familyCount; i += 1) {
      const created = await stack.rest('controller', 'POST', '/productfamilies', {
        name: `Family ${i}`,
        owner: 'controller',
        year: 2026,
        budgetLimit: '1000',
      });
      assert.equal(created.status, 201);
    }
    stack.proxy!.reset();
    const response = await stack.as<{ productFamilies: unknown[] }>('controller', overview, {
      headers: { 'x-request-id': `overview-${familyCount}` },
    });
    assert.equal(response.errors, undefined);
    assert.equal(response.data?.productFamilies.length, familyCount);
    return [...stack.proxy!.calls];
  }

  it('is the same for 2 and for 20 families: one call per REST resource', async () => {
    const callsFor2 = await overviewCalls(2);
    const callsFor20 = await overviewCalls(20);
    const paths = (calls: typeof callsFor2) => calls.map((c) => `${c.method} ${c.path}`).sort();
    assert.deepEqual(paths(callsFor2), paths(callsFor20));
    assert.deepEqual(paths(callsFor20), [
      'GET /configuration',
      'GET /configuration/logo',
      'GET /currencies',
      'GET /productfamilies',
    ]);
    console.log(`overview query: ${callsFor20.length} REST calls for 2 and for 20 families`);
  });

  it('forwards the token and the request id on every REST call', async () => {
    const calls = await overviewCalls(20);
    for (const call of calls) {
      assert.equal(call.requestId, 'overview-20', call.path);
      assert.match(call.authorization ?? '', /^Bearer ey/, call.path);
    }
  });
});

function isDeepEqual(a: unknown, b: unknown): boolean {
  try {
    assert.deepEqual(a, b);
    return true;
  } catch {
    return false;
  }
}
