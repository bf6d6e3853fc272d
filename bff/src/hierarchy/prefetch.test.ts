import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import type { ProductFamilyScope } from '../generated/graphql.ts';
import { childFields } from '../selection.ts';
import { prefetchFamilyTree } from './prefetch.ts';
import type { HierarchyLoaders } from './rest.ts';

/** The root field of a document and its fragments, as a resolver's info has them. */
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return {
    fieldNodes: [operation.selectionSet.selections[0] as FieldNode],
    fragments,
  } as unknown as GraphQLResolveInfo;
}

function prefetched(document: string, scope: ProductFamilyScope = 'ALL', filter = {}) {
  const asked: string[] = [];
  const loaders = {
    products: { coverFamilies: (query: object) => asked.push(`products ${JSON.stringify(query)}`) },
    entities: {
      Project: { coverAllProducts: () => asked.push('projects') },
      Application: { coverAllProducts: () => asked.push('applications') },
    },
  } as unknown as HierarchyLoaders;
  prefetchFamilyTree(infoOf(document), loaders, scope, filter);
  return asked;
}

describe('the overview in one wave', () => {
  it('finds nested fields through fragments and inline fragments', () => {
    const info = infoOf(`{ productFamilies { ...F ... on ProductFamily { products { id } } } }
      fragment F on ProductFamily { id products { projects { id } } }`);
    const products = childFields(info.fieldNodes, 'products', info.fragments);
    assert.equal(products.length, 2);
    assert.equal(childFields(products, 'projects', info.fragments).length, 1);
  });

  it('asks for every list below an unfiltered family list at once', () => {
    assert.deepEqual(
      prefetched('{ productFamilies { products { projects { id } applications { id } } } }'),
      ['products {}', 'projects', 'applications'],
    );
  });

  it('asks only for what the query selects', () => {
    assert.deepEqual(prefetched('{ productFamilies { products { id } } }'), ['products {}']);
    assert.deepEqual(prefetched('{ productFamilies { id } }'), []);
  });

  it('asks for the filtered products only when the products use the same filter', () => {
    const same = `query ($f: OverviewFilterInput) {
      productFamilies(filter: $f) { products(filter: $f) { projects { id } } } }`;
    assert.deepEqual(prefetched(same, 'ALL', { owner: 'pfm' }), ['products {"owner":"pfm"}']);
    const other = `query ($f: OverviewFilterInput) {
      productFamilies(filter: $f) { products { projects { id } } } }`;
    assert.deepEqual(prefetched(other, 'ALL', { owner: 'pfm' }), []);
  });

  it('leaves owned and related families to the id lists (their products are a few)', () => {
    assert.deepEqual(prefetched('{ productFamilies { products { id } } }', 'OWNED'), []);
  });

  it('leaves one chosen family to the id lists: its list would not cover other families', () => {
    const query = `query ($f: OverviewFilterInput) {
      productFamilies(filter: $f) { products(filter: $f) { projects { id } } } }`;
    assert.deepEqual(prefetched(query, 'ALL', { productFamilyId: '3' }), []);
  });
});
