// Text the REST API refuses (NUL, unpaired surrogates) through GraphQL against a real rest-api:
// a mutation answers a user error on the input field, never INTERNAL, and nothing is written; a
// query filter holding it is a VALIDATION error, never INTERNAL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { codes } from '../testing/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import type { RestProduct } from './rest-types.ts';

type Errors = Array<{ field: string | null; message: string; code: string }>;

let stack: Stack;
let product: RestProduct;

before(async () => {
  stack = await startStack({ seed: true });
  const response = await stack.rest('controller', 'GET', '/products');
  product = Object.values((await response.json()) as Record<string, RestProduct>).find(
    (candidate) => Number(candidate.available_budget) > 100,
  )!;
});
after(() => stack.close());

/** Names of every family, read from the REST API directly. */
async function familyNames(): Promise<string[]> {
  const response = await stack.rest('controller', 'GET', '/productfamilies');
  return Object.values((await response.json()) as Record<string, { name: string }>).map(
    (family) => family.name,
  );
}

const CREATE_FAMILY = `mutation ($input: CreateProductFamilyInput!) {
  createProductFamily(input: $input) { productFamily { id } errors { field message code } } }`;

const CREATE_PROJECT = `mutation ($input: CreateBudgetEntityInput!) {
  createProject(input: $input) { project { id } errors { field message code } } }`;

describe('text no service may store', () => {
  it('a NUL in a family name is a VALIDATION user error on name, and nothing is written', async () => {
    const before = await familyNames();
    for (const [name, says] of [
      ['a\u0000b', /NUL/],
      ['a\uD800b', /unpaired UTF-16 surrogate/],
    ] as const) {
      const response = await stack.as<{
        createProductFamily: { productFamily: null; errors: Errors };
      }>('controller', CREATE_FAMILY, {
        variables: { input: { name, owner: 'controller', year: 2026, budgetLimit: '10' } },
      });
      assert.equal(response.errors, undefined, JSON.stringify(response.errors));
      const { productFamily, errors } = response.data!.createProductFamily;
      assert.equal(productFamily, null);
      assert.deepEqual(
        errors.map(({ field, code }) => ({ field, code })),
        [{ field: 'name', code: 'VALIDATION' }],
      );
      assert.match(errors[0]!.message, says);
    }
    assert.deepEqual(await familyNames(), before);
  });

  it('the same inside a GraphQL string literal, and in the owner', async () => {
    const response = await stack.as<{ createProductFamily: { errors: Errors } }>(
      'controller',
      `mutation { createProductFamily(input: {
         name: "Literal", owner: "control\\u0000ler", year: 2026, budgetLimit: "10" }) {
         errors { field message code } } }`,
    );
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.deepEqual(
      response.data!.createProductFamily.errors.map(({ field, code }) => ({ field, code })),
      [{ field: 'owner', code: 'VALIDATION' }],
    );
  });

  it('a project whose name or currency holds them is a user error on that input field', async () => {
    for (const [field, input] of [
      ['name', { name: 'x\uDC00' }],
      ['currency', { currency: 'EU\u0000R' }],
    ] as const) {
      const response = await stack.as<{ createProject: { project: null; errors: Errors } }>(
        'controller',
        CREATE_PROJECT,
        {
          variables: {
            input: {
              productId: String(product.id),
              name: 'Refused Project',
              owner: 'controller',
              currency: 'EUR',
              budget: { bci: '10' },
              ...input,
            },
          },
        },
      );
      assert.equal(response.errors, undefined, JSON.stringify(response.errors));
      assert.deepEqual(
        response.data!.createProject.errors.map((error) => [error.field, error.code]),
        [[field, 'VALIDATION']],
      );
    }
  });

  it('an overview filter holding NUL is a VALIDATION error, not INTERNAL', async () => {
    const response = await stack.as(
      'viewer',
      `query ($owner: String) {
        productFamilies(filter: { owner: $owner }) { id } }`,
      {
        variables: { owner: 'a\u0000b' },
      },
    );
    assert.deepEqual(codes(response), ['VALIDATION']);
    assert.match(response.errors![0]!.message, /owner must not contain the NUL character/);
  });
});
