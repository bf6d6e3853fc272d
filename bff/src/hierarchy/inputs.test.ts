import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import type { UserError } from '../generated/graphql.ts';
import { refusedAs } from '../testing/writes.ts';
import { InputIdError } from '../writes/input-ids.ts';
import {
  budgetEntityWrite,
  IMAGE_WRITE,
  PRODUCT_WRITE,
  toRestBudgetEntityInput,
  toRestBudgetEntityUpdate,
  toRestProductInput,
} from './inputs.ts';

const product = {
  productFamilyId: '1',
  name: 'Object Storage',
  owner: 'controller',
};

describe('createProduct input → POST /products', () => {
  it('sends ids as numbers under their REST names and leaves out what is not given', () => {
    assert.deepEqual(toRestProductInput({ ...product, imageId: null, regionId: ' ' }), {
      name: 'Object Storage',
      productfamily: 1,
      owner: 'controller',
    });
    assert.deepEqual(
      toRestProductInput({
        ...product,
        regionId: '2',
        imageId: '3',
        budgetLimit: ' 90000.50 ',
        platformCost: '0',
      }),
      {
        name: 'Object Storage',
        productfamily: 1,
        owner: 'controller',
        region: 2,
        image: 3,
        budgetLimit: '90000.50',
        platform_cost: '0',
      },
    );
  });

  it('refuses an id that cannot name a REST entity, on its field', () => {
    assert.throws(
      () => toRestProductInput({ ...product, productFamilyId: 'x' }),
      (error: unknown) =>
        error instanceof InputIdError &&
        error.userErrors[0].field === 'productFamilyId' &&
        error.userErrors[0].code === 'NOT_FOUND',
    );
  });
});

describe('project/application input → REST body', () => {
  const input = {
    productId: '4',
    name: 'Customer Portal',
    owner: 'controller',
    currency: 'USD',
    budget: { bci: '1080', bee: '5.50', undef: '' },
  };

  it('sends every cost code, the ones not given as null', () => {
    assert.deepEqual(toRestBudgetEntityInput(input), {
      name: 'Customer Portal',
      product: 4,
      owner: 'controller',
      currency: 'USD',
      bci: '1080',
      bcm: null,
      bce: null,
      bei: null,
      bem: null,
      bee: '5.50',
      undef: null,
    });
  });

  it('adds the id and a chosen status for an update', () => {
    const body = toRestBudgetEntityUpdate({ ...input, id: '7', status: 'Retired' });
    assert.deepEqual([body.id, body.product, body.status], [7, 4, 'Retired']);
    assert.equal('status' in toRestBudgetEntityUpdate({ ...input, id: '7' }), false);
  });
});

describe('user errors the user sees', () => {
  it("gives a duplicate product the spec's text on the name field", async () => {
    assert.deepEqual(
      await refusedAs(PRODUCT_WRITE, [
        { field: null, message: TEXTS.productDuplicateServer, code: 'DUPLICATE_NAME' },
      ]),
      [{ field: 'name', message: TEXTS.productDuplicate, code: 'DUPLICATE_NAME' }],
    );
  });

  it('names the GraphQL input field of a REST field', async () => {
    assert.deepEqual(
      (
        await refusedAs(PRODUCT_WRITE, [
          { field: 'productfamily', message: 'Product family is required', code: 'VALIDATION' },
          { field: 'budgetLimit', message: 'over', code: 'OVER_BUDGET' },
          {
            field: 'platform_cost',
            message: 'Platform cost must be at least 0',
            code: 'VALIDATION',
          },
        ])
      ).map((error) => error.field),
      ['productFamilyId', 'budgetLimit', 'platformCost'],
    );
    assert.deepEqual(
      (
        await refusedAs(budgetEntityWrite('Project'), [
          { field: 'product', message: 'Product is required', code: 'VALIDATION' },
          { field: 'bcm', message: 'Amount must be at least 1', code: 'VALIDATION' },
          { field: 'budget', message: 'over', code: 'OVER_BUDGET' },
        ])
      ).map((error) => error.field),
      ['productId', 'budget.bcm', 'budget'],
    );
  });

  it('gives duplicate projects and applications their own texts', async () => {
    const duplicate: [UserError] = [{ field: null, message: 'x', code: 'DUPLICATE_NAME' }];
    assert.equal(
      (await refusedAs(budgetEntityWrite('Project'), duplicate))[0]?.message,
      TEXTS.projectDuplicate,
    );
    assert.equal(
      (await refusedAs(budgetEntityWrite('Application'), duplicate))[0]?.message,
      TEXTS.applicationDuplicate,
    );
  });

  it('puts image problems on dataUrl with the texts of spec §8', async () => {
    assert.deepEqual(
      await refusedAs(IMAGE_WRITE, [
        { field: 'newImageData', message: TEXTS.imageTooLargeServer, code: 'VALIDATION' },
      ]),
      [{ field: 'dataUrl', message: 'Error: Image size cannot exceed 500kb!', code: 'VALIDATION' }],
    );
    assert.deepEqual(
      await refusedAs(IMAGE_WRITE, [
        { field: 'newImageData', message: 'Same image…', code: 'CONFLICT' },
      ]),
      [{ field: 'dataUrl', message: 'Same image already exists!', code: 'CONFLICT' }],
    );
  });
});
