// The hierarchy's writes through the bff against a real rest-api (demo organisation, budget limits
// and regions on): payloads with fresh figures, user errors with the spec's texts on the GraphQL
// input fields, FORBIDDEN per role, and nothing written by a refused call.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BUDGET_ENTITY_MESSAGES, PRODUCT_MESSAGES, TEXTS } from '@cost-steering/schema';
import { codes } from '../testing/graphql.ts';
import { graphql } from '../testing/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import type { RestBudgetEntity, RestFamily, RestProduct } from './rest-types.ts';

type Errors = Array<{ field: string | null; message: string; code: string }>;

let stack: Stack;
let family: RestFamily;
let regionId: string;

async function restJson<T>(path: string): Promise<T> {
  const response = await stack.rest('controller', 'GET', path);
  assert.equal(response.status, 200, path);
  return (await response.json()) as T;
}

before(async () => {
  stack = await startStack({ seed: true });
  const created = await stack.rest('controller', 'POST', '/productfamilies', {
    name: 'Mutation Family',
    owner: 'controller',
    year: 2026,
    budgetLimit: '10000.00',
  });
  assert.equal(created.status, 201);
  family = (await created.json()) as RestFamily;
  regionId = Object.keys(await restJson<Record<string, unknown>>('/regions'))[0]!;
});
after(() => stack.close());

const CREATE_PRODUCT = `mutation ($input: CreateProductInput!) {
  createProduct(input: $input) {
    product { id name owner budget budgetLimit availableBudget isPlatform region { id name }
              family { id availableBudget } projects { id } }
    errors { field message code }
  } }`;

interface ProductPayload {
  createProduct: {
    product: {
      id: string;
      name: string;
      budget: string;
      budgetLimit: string;
      availableBudget: string;
      isPlatform: boolean;
      region: { id: string; name: string } | null;
      family: { id: string; availableBudget: string };
      projects: unknown[];
    } | null;
    errors: Errors;
  };
}

function createProduct(username: string, input: Record<string, unknown>) {
  return stack.as<ProductPayload>(username, CREATE_PRODUCT, {
    variables: {
      input: { productFamilyId: String(family.id), owner: 'controller', regionId, ...input },
    },
  });
}

async function restProductNames(): Promise<string[]> {
  const products = await restJson<Record<string, RestProduct>>(
    `/products?productfamily=${family.id}`,
  );
  return Object.values(products).map((product) => product.name);
}

describe('createProduct', () => {
  it('creates a product and returns it with its figures and the family’s new remaining budget', async () => {
    const response = await createProduct('controller', { name: 'Storage', budgetLimit: '6000' });
    assert.equal(response.errors, undefined);
    const { product, errors } = response.data!.createProduct;
    assert.deepEqual(errors, []);
    assert.equal(product?.name, 'Storage');
    assert.equal(product?.budget, '0.00');
    assert.equal(product?.budgetLimit, '6000.00');
    assert.equal(product?.availableBudget, '6000.00');
    assert.equal(product?.isPlatform, false);
    assert.equal(product?.region?.id, regionId);
    assert.ok(product?.region?.name);
    assert.deepEqual(product?.family, { id: String(family.id), availableBudget: '4000.00' });
    assert.deepEqual(product?.projects, []);
  });

  it("refuses a duplicate name in any letter case with the spec's text on name", async () => {
    const response = await createProduct('controller', { name: 'sTORAGE', budgetLimit: '1' });
    assert.deepEqual(response.data?.createProduct, {
      product: null,
      errors: [{ field: 'name', message: TEXTS.productDuplicate, code: 'DUPLICATE_NAME' }],
    });
  });

  it("refuses a budget limit above the family's remaining budget on budgetLimit", async () => {
    const response = await createProduct('controller', { name: 'Too Big', budgetLimit: '4000.01' });
    assert.deepEqual(response.data?.createProduct.errors, [
      { field: 'budgetLimit', message: PRODUCT_MESSAGES.overFamilyBudget, code: 'OVER_BUDGET' },
    ]);
    assert.ok(!(await restProductNames()).includes('Too Big'));
  });

  it('names the GraphQL input field of every validation problem', async () => {
    const response = await createProduct('controller', {
      name: 'No Region',
      regionId: null,
      budgetLimit: '10',
    });
    assert.deepEqual(response.data?.createProduct.errors, [
      { field: 'regionId', message: PRODUCT_MESSAGES.regionRequired, code: 'VALIDATION' },
    ]);
  });

  it('refuses an id that cannot name a family without asking the REST API', async () => {
    const response = await stack.as<ProductPayload>('controller', CREATE_PRODUCT, {
      variables: { input: { productFamilyId: '../x', name: 'X', owner: 'controller' } },
    });
    assert.deepEqual(
      response.data?.createProduct.errors.map((e) => [e.field, e.code]),
      [['productFamilyId', 'NOT_FOUND']],
    );
  });

  for (const username of ['viewer', 'requester']) {
    it(`refuses ${username} (no edit-product-hierarchy) with FORBIDDEN`, async () => {
      const response = await createProduct(username, { name: `By ${username}`, budgetLimit: '1' });
      assert.deepEqual(codes(response), ['FORBIDDEN']);
      assert.equal(response.errors?.[0]?.message, TEXTS.forbidden);
      assert.ok(!(await restProductNames()).includes(`By ${username}`));
    });
  }
});

const UPDATE_PLATFORM_COST = `mutation ($input: UpdatePlatformCostInput!) {
  updatePlatformCost(input: $input) {
    product { id isPlatform platformCost }
    errors { field message code }
  } }`;

describe('updatePlatformCost', () => {
  let productId: string;
  before(async () => {
    const names = await restJson<Record<string, RestProduct>>(
      `/products?productfamily=${family.id}`,
    );
    productId = String(Object.values(names).find((p) => p.name === 'Storage')!.id);
  });

  it('makes the product a platform with an exact cost (manage-platform)', async () => {
    const response = await stack.as<{ updatePlatformCost: unknown }>(
      'controller',
      UPDATE_PLATFORM_COST,
      { variables: { input: { productId, platformCost: '1200.50' } } },
    );
    assert.deepEqual(response.data?.updatePlatformCost, {
      product: { id: productId, isPlatform: true, platformCost: '1200.50' },
      errors: [],
    });
  });

  it('refuses a negative cost on platformCost', async () => {
    const response = await stack.as<{ updatePlatformCost: { errors: Errors } }>(
      'controller',
      UPDATE_PLATFORM_COST,
      { variables: { input: { productId, platformCost: '-1' } } },
    );
    assert.deepEqual(response.data?.updatePlatformCost.errors, [
      { field: 'platformCost', message: PRODUCT_MESSAGES.platformCostNegative, code: 'VALIDATION' },
    ]);
  });

  it('refuses a user without manage-platform with FORBIDDEN', async () => {
    const response = await stack.as('requester', UPDATE_PLATFORM_COST, {
      variables: { input: { productId, platformCost: '1' } },
    });
    assert.deepEqual(codes(response), ['FORBIDDEN']);
  });
});

const ENTITY_RESULT = `id name owner currency budget enteredBudget { capital { infrastructure } total }
  product { id availableBudget }`;

function entityMutation(name: string, inputType: string, field: 'project' | 'application') {
  return `mutation ($input: ${inputType}!) {
    ${name}(input: $input) { ${field} { ${ENTITY_RESULT} } errors { field message code } } }`;
}

interface EntityPayload {
  id: string;
  name: string;
  currency: string;
  budget: string;
  enteredBudget: { capital: { infrastructure: string }; total: string };
  product: { id: string; availableBudget: string };
}

describe('projects and applications', () => {
  let productId: string;
  before(async () => {
    const response = await createProduct('controller', { name: 'Portal', budgetLimit: '3000' });
    productId = response.data!.createProduct.product!.id;
  });

  function create(
    kind: 'Project' | 'Application',
    username: string,
    input: Record<string, unknown>,
  ) {
    const field = kind === 'Project' ? 'project' : 'application';
    return stack.as<
      Record<string, { project?: EntityPayload; application?: EntityPayload; errors: Errors }>
    >(username, entityMutation(`create${kind}`, 'CreateBudgetEntityInput', field), {
      variables: { input: { productId, owner: 'controller', currency: 'EUR', ...input } },
    });
  }

  it('creates a project and shows the product’s remaining budget after it', async () => {
    const response = await create('Project', 'controller', {
      name: 'Website',
      budget: { bci: '1000', bcm: '500.50' },
    });
    const { project, errors } = response.data!.createProject!;
    assert.deepEqual(errors, []);
    assert.equal(project?.budget, '1500.50');
    assert.deepEqual(project?.enteredBudget, {
      capital: { infrastructure: '1000.00' },
      total: '1500.50',
    });
    assert.deepEqual(project?.product, { id: productId, availableBudget: '1499.50' });
  });

  it('reads fresh figures after each write of one operation', async () => {
    const response = await stack.as<Record<string, { application: EntityPayload }>>(
      'controller',
      `mutation ($a: CreateBudgetEntityInput!, $b: CreateBudgetEntityInput!) {
         a: createApplication(input: $a) { application { product { availableBudget } } }
         b: createApplication(input: $b) { application { product { availableBudget } } } }`,
      {
        variables: {
          a: {
            productId,
            name: 'App A',
            owner: 'controller',
            currency: 'EUR',
            budget: { bei: '100' },
          },
          b: {
            productId,
            name: 'App B',
            owner: 'controller',
            currency: 'EUR',
            budget: { bee: '200' },
          },
        },
      },
    );
    assert.equal(response.errors, undefined);
    assert.equal(response.data?.a?.application.product.availableBudget, '1399.50');
    assert.equal(response.data?.b?.application.product.availableBudget, '1199.50');
  });

  it('keeps a budget entered in another currency and converts it on the REST side', async () => {
    const response = await create('Project', 'controller', {
      name: 'Dollar Project',
      currency: 'USD',
      budget: { bci: '108' },
    });
    const { project, errors } = response.data!.createProject!;
    assert.deepEqual(errors, []);
    const rest = await restJson<RestBudgetEntity>(`/projects/${project!.id}`);
    assert.equal(project?.currency, 'USD');
    assert.equal(project?.enteredBudget.capital.infrastructure, '108.00');
    assert.equal(project?.budget, rest.totalbudget);
    assert.notEqual(rest.totalbudget, '108.00');
  });

  it("refuses duplicates with each kind's own text on name", async () => {
    const project = await create('Project', 'controller', {
      name: 'WEBSITE',
      budget: { bci: '1' },
    });
    assert.deepEqual(project.data?.createProject?.errors, [
      { field: 'name', message: TEXTS.projectDuplicate, code: 'DUPLICATE_NAME' },
    ]);
    const application = await create('Application', 'controller', {
      name: 'app a',
      budget: { bci: '1' },
    });
    assert.deepEqual(application.data?.createApplication?.errors, [
      { field: 'name', message: TEXTS.applicationDuplicate, code: 'DUPLICATE_NAME' },
    ]);
  });

  it("refuses a budget above the product's remaining budget on budget", async () => {
    const response = await create('Project', 'controller', {
      name: 'Too Expensive',
      budget: { bci: '100000' },
    });
    assert.deepEqual(response.data?.createProject?.errors, [
      { field: 'budget', message: BUDGET_ENTITY_MESSAGES.overProductBudget, code: 'OVER_BUDGET' },
    ]);
  });

  it('puts a cost input problem on its budget.<code> field', async () => {
    const response = await create('Application', 'controller', {
      name: 'Zero App',
      budget: { bcm: '0.5' },
    });
    assert.deepEqual(response.data?.createApplication?.errors, [
      { field: 'budget.bcm', message: BUDGET_ENTITY_MESSAGES.amountMin, code: 'VALIDATION' },
    ]);
  });

  for (const username of ['viewer', 'requester']) {
    it(`refuses ${username} (no edit-project-application) with FORBIDDEN`, async () => {
      const response = await create('Project', username, { name: 'Nope', budget: { bci: '1' } });
      assert.deepEqual(codes(response), ['FORBIDDEN']);
      const projects = await restJson<Record<string, RestBudgetEntity>>(
        `/projects?product=${productId}`,
      );
      assert.ok(!Object.values(projects).some((project) => project.name === 'Nope'));
    });
  }

  it('updates a project, its own budget counting as available', async () => {
    const projects = await restJson<Record<string, RestBudgetEntity>>(
      `/projects?product=${productId}`,
    );
    const website = Object.values(projects).find((project) => project.name === 'Website')!;
    const before = await restJson<RestProduct>(`/products/${productId}`);
    // Everything still free plus its own 1500.50.
    const all = (BigInt(before.available_budget.replace('.', '')) + 150050n).toString();
    const response = await stack.as<{ updateProject: { project: EntityPayload; errors: Errors } }>(
      'controller',
      entityMutation('updateProject', 'UpdateBudgetEntityInput', 'project'),
      {
        variables: {
          input: {
            id: String(website.id),
            productId,
            name: 'Website Relaunch',
            owner: 'controller',
            currency: 'EUR',
            budget: { bci: `${all.slice(0, -2)}.${all.slice(-2)}` },
            status: 'Inactive',
          },
        },
      },
    );
    assert.deepEqual(response.data?.updateProject.errors, []);
    assert.equal(response.data?.updateProject.project.name, 'Website Relaunch');
    assert.equal(response.data?.updateProject.project.product.availableBudget, '0.00');
  });
});

describe('without a token', () => {
  it('answers UNAUTHENTICATED and writes nothing', async () => {
    const response = await graphql(stack.bffUrl, CREATE_PRODUCT, {
      variables: { input: { productFamilyId: String(family.id), name: 'Anon', owner: 'x' } },
    });
    assert.equal(response.status, 401);
    assert.deepEqual(codes(response), ['UNAUTHENTICATED']);
    assert.ok(!(await restProductNames()).includes('Anon'));
  });
});
