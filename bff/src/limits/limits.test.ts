import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  buildSchema,
  getIntrospectionQuery,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '@cost-steering/schema/sdl';
import { BUDGET_ENTITY_FIELDS, FAMILY_FIELDS, PRODUCT_FIELDS } from '../testing/fixtures.ts';
import { DEFAULT_LIMITS, LIMIT_CODES, limitRules, type Limits } from './index.ts';

const contract = buildSchema(loadTypeDefs());
const tree = buildSchema(`
  type Node { name: String, child: Node, children: [Node!]! }
  type Query { root: Node, roots: [Node!]! }
`);

function limitCodes(schema: GraphQLSchema, query: string, limits: Partial<Limits> = {}) {
  const rules = [...specifiedRules, ...limitRules({ ...DEFAULT_LIMITS, ...limits })];
  return validate(schema, parse(query), rules).map(
    (error) => error.extensions.code ?? error.message,
  );
}

/** `{ root { child { … { name } } } }` with `depth` levels of fields. */
function deepQuery(depth: number): string {
  return `{ root { ${'child { '.repeat(depth - 2)}name${' }'.repeat(depth - 2)} } }`;
}

describe('depth limit', () => {
  it('accepts a query exactly as deep as the maximum', () => {
    assert.deepEqual(limitCodes(tree, deepQuery(10), { maxDepth: 10 }), []);
  });

  it('refuses a query one level deeper than the maximum', () => {
    assert.deepEqual(limitCodes(tree, deepQuery(11), { maxDepth: 10 }), [LIMIT_CODES.depth]);
  });

  it('counts the levels inside fragments and inline fragments', () => {
    const query = `
      { root { ...Two } }
      fragment Two on Node { child { ... on Node { child { name } } } }`;
    assert.deepEqual(limitCodes(tree, query, { maxDepth: 3 }), [LIMIT_CODES.depth]);
    assert.deepEqual(limitCodes(tree, query, { maxDepth: 4 }), []);
  });

  it('reports a fragment cycle through graphql rules instead of looping', () => {
    const query = `{ root { ...A } } fragment A on Node { child { ...A } }`;
    assert.ok(limitCodes(tree, query).some((message) => /cycle|itself/i.test(String(message))));
  });
});

describe('alias limit', () => {
  const aliased = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: version`).join(' ')} }`;

  it('accepts as many aliases as the maximum', () => {
    assert.deepEqual(limitCodes(contract, aliased(30)), []);
  });

  it('refuses one alias more than the maximum', () => {
    assert.deepEqual(limitCodes(contract, aliased(31)), [LIMIT_CODES.aliases]);
  });
});

describe('cost limit', () => {
  it('accepts the overview query of the web', () => {
    const query = `{
      me { username displayName roles groups }
      configuration { appName financialGoalLabel budgetLimitEnabled colors { primary header } logo }
      currencies { id rate }
      productFamilies { ${FAMILY_FIELDS} }
    }`;
    assert.deepEqual(limitCodes(contract, query), []);
  });

  it('multiplies what is selected below a list by the assumed list size', () => {
    // productFamilies costs 1 + 20 × 2 = 41 with the default list size of 20.
    const query = '{ productFamilies { id name } }';
    assert.deepEqual(limitCodes(contract, query, { maxCost: 41 }), []);
    assert.deepEqual(limitCodes(contract, query, { maxCost: 40 }), [LIMIT_CODES.cost]);
  });

  // The product overview of issue 3 with every field at every level: families → products →
  // projects and applications, breakdowns and years included.
  const richOverview = `productFamilies { ${FAMILY_FIELDS} products {
    ${PRODUCT_FIELDS} image { id name dataUrl } region { id name } family { id name }
    projects { ${BUDGET_ENTITY_FIELDS} } applications { ${BUDGET_ENTITY_FIELDS} } } }`;

  it('accepts the product overview with every field of families, products and their entities', () => {
    assert.deepEqual(limitCodes(contract, `{ ${richOverview} }`), []);
  });

  it('refuses the same expensive tree repeated under a few aliases', () => {
    const repeated = Array.from({ length: 3 }, (_, i) => `o${i}: ${richOverview}`).join(' ');
    assert.deepEqual(limitCodes(contract, `{ ${repeated} }`), [LIMIT_CODES.cost]);
  });

  it('refuses lists nested five deep, however few fields they select', () => {
    const fiveLists =
      '{ productFamilies { id products { id family { id products { id family { id products { id family { id products { id } } } } } } } } }';
    assert.deepEqual(limitCodes(contract, fiveLists), [LIMIT_CODES.cost]);
  });

  it('compounds nested lists', () => {
    // roots (1) + 20 × (children (1) + 20 × name (1)) = 421
    const query = '{ roots { children { name } } }';
    assert.deepEqual(limitCodes(tree, query, { maxCost: 421 }), []);
    assert.deepEqual(limitCodes(tree, query, { maxCost: 420 }), [LIMIT_CODES.cost]);
  });
});

describe('introspection and the limits', () => {
  it("lets GraphiQL's introspection query through (introspection has its own switch)", () => {
    assert.deepEqual(limitCodes(contract, getIntrospectionQuery()), []);
  });
});
