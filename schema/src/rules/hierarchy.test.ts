import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from 'yup';
import {
  BUDGET_ENTITY_MESSAGES,
  budgetBlocksSubmit,
  budgetEntitySchema,
  dataUrlByteLength,
  FAMILY_MESSAGES,
  imageTooLarge,
  isPlatformFamilyName,
  PRODUCT_MESSAGES,
  productFamilySchema,
  productSchema,
} from './hierarchy.ts';
import { WRONG_TYPES } from './wrong-types.ts';

async function errorsOf(
  schema: { validate: (value: object, options: object) => Promise<unknown> },
  value: object,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('product family rules', () => {
  const valid = { name: 'Cloud', owner: 'controller', year: 2026, budgetLimit: '1000.50' };

  it('accepts a valid family with a budget limit', async () => {
    assert.deepEqual(await errorsOf(productFamilySchema(true), valid), []);
  });

  it('refuses an amount its money column cannot hold, as the REST API does', async () => {
    assert.deepEqual(
      await errorsOf(productFamilySchema(true), { ...valid, budgetLimit: '1.005' }),
      ['Budget limit can have at most 12 digits and 2 decimals'],
    );
    assert.deepEqual(
      await errorsOf(productFamilySchema(false), {
        ...valid,
        budgetLimit: undefined,
        target: '1234567890123',
      }),
      ['Target can have at most 12 digits and 2 decimals'],
    );
  });

  it('refuses a name over 32 characters and a year out of range', async () => {
    const errors = await errorsOf(productFamilySchema(true), {
      ...valid,
      name: 'x'.repeat(33),
      year: 1899,
    });
    assert.deepEqual(
      errors.sort(),
      [FAMILY_MESSAGES.nameTooLong, FAMILY_MESSAGES.yearRange].sort(),
    );
  });

  it('requires a budget limit of at least 1 when limits apply', async () => {
    assert.deepEqual(await errorsOf(productFamilySchema(true), { ...valid, budgetLimit: '0.99' }), [
      'Budget limit must be at least 1',
    ]);
  });

  it('requires a target instead when limits do not apply', async () => {
    assert.deepEqual(await errorsOf(productFamilySchema(false), valid), ['Target is required']);
  });
});

describe('product rules', () => {
  const valid = {
    productFamilyId: '1',
    name: 'Storage',
    owner: 'controller',
    regionId: '2',
    budgetLimit: '500',
    isPlatform: false,
  };
  const options = {
    budgetLimitEnabled: true,
    regionsEnabled: true,
    familyAvailableBudget: '500.00',
  };

  it('accepts a budget limit equal to the family remaining budget', async () => {
    assert.deepEqual(await errorsOf(productSchema(options), valid), []);
  });

  it('refuses a budget limit above the family remaining budget', async () => {
    assert.deepEqual(await errorsOf(productSchema(options), { ...valid, budgetLimit: '500.01' }), [
      PRODUCT_MESSAGES.overFamilyBudget,
    ]);
  });

  it('refuses any budget limit when the family has nothing left', async () => {
    const errors = await errorsOf(
      productSchema({ ...options, familyAvailableBudget: '0.00' }),
      valid,
    );
    assert.ok(errors.includes(PRODUCT_MESSAGES.noFamilyBudget));
  });

  it('requires a region only when regions are enabled', async () => {
    const withoutRegion = { ...valid, regionId: '' };
    assert.deepEqual(await errorsOf(productSchema(options), withoutRegion), [
      PRODUCT_MESSAGES.regionRequired,
    ]);
    assert.deepEqual(
      await errorsOf(productSchema({ ...options, regionsEnabled: false }), withoutRegion),
      [],
    );
  });

  it('requires a platform cost of at least 0 for a platform', async () => {
    assert.deepEqual(await errorsOf(productSchema(options), { ...valid, isPlatform: true }), [
      PRODUCT_MESSAGES.platformCostRequired,
    ]);
    assert.deepEqual(
      await errorsOf(productSchema(options), { ...valid, isPlatform: true, platformCost: '-1' }),
      [PRODUCT_MESSAGES.platformCostNegative],
    );
  });

  it('refuses a platform cost its money column cannot hold, as the REST API does', async () => {
    for (const platformCost of ['1.005', '1234567890123']) {
      assert.deepEqual(
        await errorsOf(productSchema(options), { ...valid, isPlatform: true, platformCost }),
        ['Platform cost can have at most 12 digits and 2 decimals'],
        platformCost,
      );
    }
  });

  it('ticks the platform box for family names containing platform in any case', () => {
    assert.equal(isPlatformFamilyName('Cloud PLATFORM Services'), true);
    assert.equal(isPlatformFamilyName('Cloud Services'), false);
  });
});

describe('project and application rules', () => {
  const valid = {
    productId: '3',
    name: 'Migration',
    owner: 'controller',
    currency: 'USD',
    budget: { bci: '108', bee: '' },
  };
  const options = { productAvailableBudget: '100.00', currencyRate: '1.08000000' };

  it('accepts a budget whose EUR value equals the available budget', async () => {
    assert.deepEqual(await errorsOf(budgetEntitySchema(options), valid), []);
  });

  it('refuses a budget whose EUR value exceeds the available budget', async () => {
    const over = { ...valid, budget: { bci: '108.02' } };
    assert.deepEqual(await errorsOf(budgetEntitySchema(options), over), [
      BUDGET_ENTITY_MESSAGES.overProductBudget,
    ]);
  });

  it('refuses a zero sum and inputs below 1', async () => {
    assert.deepEqual(await errorsOf(budgetEntitySchema(options), { ...valid, budget: {} }), [
      BUDGET_ENTITY_MESSAGES.sumZero,
    ]);
    const errors = await errorsOf(budgetEntitySchema(options), {
      ...valid,
      budget: { bci: '0.5', bcm: '10' },
    });
    assert.deepEqual(errors, [BUDGET_ENTITY_MESSAGES.amountMin]);
  });

  it('refuses an input its money column cannot hold, as the REST API does', async () => {
    for (const bcm of ['1.005', '1234567890123']) {
      const errors = await errorsOf(
        budgetEntitySchema({ productAvailableBudget: null, currencyRate: null }),
        { ...valid, budget: { bci: '10', bcm } },
      );
      assert.deepEqual(errors, [BUDGET_ENTITY_MESSAGES.amountDecimals], bcm);
    }
  });

  it('says why submit is disabled', () => {
    assert.equal(budgetBlocksSubmit({ undef: '0' }, options), BUDGET_ENTITY_MESSAGES.sumZero);
    assert.equal(budgetBlocksSubmit({ undef: '5' }, options), null);
  });

  it('converts each input to EUR cents on its own, then adds, as the server does', () => {
    // 1000.01 USD at 1.08 = 925.935… → 925.94, twice: 1851.88 (the sum converted: 1851.87).
    const usd = (productAvailableBudget: string) => ({
      productAvailableBudget,
      currencyRate: '1.08',
    });
    const twice = { bci: '1000.01', bcm: '1000.01' };
    assert.equal(
      budgetBlocksSubmit(twice, usd('1851.87')),
      BUDGET_ENTITY_MESSAGES.overProductBudget,
    );
    assert.equal(budgetBlocksSubmit(twice, usd('1851.88')), null);
    // 1.03 at 1.08 = 0.9537… → 0.95, twice: 1.90 (the sum converted: 1.91, refused before).
    assert.equal(budgetBlocksSubmit({ bci: '1.03', bcm: '1.03' }, usd('1.90')), null);
  });

  it('measures the image in a data URL', () => {
    const bytes = 'a'.repeat(512000);
    const dataUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    assert.equal(dataUrlByteLength(dataUrl), 512000);
    assert.equal(imageTooLarge(512000), false);
    assert.equal(imageTooLarge(512001), true);
  });
});

describe('every field of the hierarchy rules, given a value of the wrong type', () => {
  /** Where each wrong value goes: the schema, a valid input, and the paths to spoil. */
  const cases = [
    {
      rule: 'product family (budget limit)',
      schema: productFamilySchema(true),
      valid: { name: 'Cloud', owner: 'controller', year: 2026, budgetLimit: '1000' },
      paths: ['name', 'owner', 'year', 'budgetLimit'],
    },
    {
      rule: 'product family (target)',
      schema: productFamilySchema(false),
      valid: { name: 'Cloud', owner: 'controller', year: 2026, target: '1000' },
      paths: ['target'],
    },
    {
      rule: 'product',
      schema: productSchema({
        budgetLimitEnabled: true,
        regionsEnabled: true,
        familyAvailableBudget: '500.00',
      }),
      valid: {
        productFamilyId: '1',
        name: 'Storage',
        owner: 'controller',
        regionId: '2',
        budgetLimit: '500',
        isPlatform: true,
        platformCost: '10',
      },
      paths: ['productFamilyId', 'name', 'owner', 'regionId', 'budgetLimit', 'platformCost'],
    },
    {
      rule: 'project or application',
      schema: budgetEntitySchema({ productAvailableBudget: '100.00', currencyRate: '1.08000000' }),
      valid: {
        productId: '3',
        name: 'Migration',
        owner: 'controller',
        currency: 'USD',
        budget: { bci: '10' },
      },
      paths: ['productId', 'name', 'owner', 'currency', 'budget', 'budget.bci', 'budget.undef'],
    },
  ];

  const spoil = (valid: Record<string, unknown>, path: string, value: unknown) => {
    const [head, leaf] = path.split('.') as [string, string | undefined];
    if (!leaf) return { ...valid, [head]: value };
    return { ...valid, [head]: { ...(valid[head] as object), [leaf]: value } };
  };

  for (const { rule, schema, valid, paths } of cases) {
    it(`${rule}: a validation error on that field, never a TypeError`, async () => {
      assert.deepEqual(await errorsOf(schema, valid), [], 'the valid input');
      for (const path of paths) {
        for (const [what, value] of [...WRONG_TYPES, ['null', null] as const]) {
          const input = spoil(valid, path, value);
          const error = await schema.validate(input, { abortEarly: false }).then(
            () => undefined,
            (thrown: unknown) => thrown,
          );
          if (value === null && error === undefined) continue; // an optional field
          assert.ok(error instanceof ValidationError, `${path} ${what}: ${String(error)}`);
          if (value === null) continue; // required: refused, on this field or on the sum
          const failed = error.inner.map((problem) => problem.path);
          assert.ok(failed.includes(path), `${path} ${what}: errors on ${failed.join(', ')}`);
        }
      }
    });
  }

  it('ignores keys named like members of every object (toString, constructor, __proto__)', async () => {
    const [family, , , entity] = cases;
    const odd = JSON.parse('{"toString": 1, "constructor": [], "__proto__": {"x": 1}}');
    assert.deepEqual(await errorsOf(family!.schema, { ...family!.valid, ...odd }), []);
    const budget = { ...(entity!.valid.budget as object), ...odd };
    assert.deepEqual(await errorsOf(entity!.schema, { ...entity!.valid, budget }), []);
  });

  it('refuses a body that is not an object at all', async () => {
    for (const [what, value] of WRONG_TYPES.filter(([, v]) => Array.isArray(v))) {
      await assert.rejects(productFamilySchema(true).validate(value), ValidationError, what);
    }
  });
});
