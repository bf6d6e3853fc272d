import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toQueryString } from '../query-string.ts';
import { filtersProducts, productQueryOf, toOverviewFilters } from './filters.ts';

const queryOf = (filter: Parameters<typeof productQueryOf>[0]) => {
  const query = productQueryOf(filter);
  return query ? toQueryString({ ...query }) : null;
};

describe('overview filter → REST query', () => {
  it('sends nothing when no filter is chosen', () => {
    assert.equal(queryOf(undefined), '');
    assert.equal(queryOf({}), '');
    assert.equal(queryOf({ owner: '  ', productId: '' }), '');
  });

  it('sends each chosen filter under its REST name, in a stable order', () => {
    assert.equal(
      queryOf({ regionId: '2', owner: 'controller', productFamilyId: '1', productId: '4' }),
      '?id=4&owner=controller&productfamily=1&region=2',
    );
  });

  it('encodes an owner name and keeps comma-separated id lists readable', () => {
    assert.equal(queryOf({ owner: 'a&b=c d' }), '?owner=a%26b%3Dc%20d');
    assert.equal(toQueryString({ product: '4,7,9' }), '?product=4,7,9');
  });

  it('matches nothing, without a call, when a chosen id cannot name a REST entity', () => {
    assert.equal(productQueryOf({ productFamilyId: '../users' }), null);
    assert.equal(productQueryOf({ productId: '1,2' }), null);
    assert.equal(productQueryOf({ regionId: '0' }), null);
  });

  it('counts product, owner and region as product-level filters, not the family', () => {
    assert.equal(filtersProducts({ productFamilyId: '1' }), false);
    assert.equal(filtersProducts({ productId: '4' }), true);
    assert.equal(filtersProducts({ owner: 'pfm' }), true);
    assert.equal(filtersProducts({ regionId: '2' }), true);
  });
});

describe('overview filter options', () => {
  it('keeps the REST order and labels, sorts options by name in any case, ties by id', () => {
    const filters = toOverviewFilters({
      filters: [
        {
          key: 'productfamily',
          label: 'Product Family',
          options: {
            '3': { id: 3, name: 'cloud' },
            '1': { id: 1, name: 'Workplace' },
            '2': { id: 2, name: 'Cloud' },
            '10': { id: 10, name: 'apps' },
          },
        },
        { key: 'product', label: 'Product', options: {} },
        {
          key: 'owner',
          label: 'Owner',
          options: {
            viewer: { id: 'viewer', name: 'viewer' },
            Admin: { id: 'Admin', name: 'Admin' },
          },
        },
        { key: 'region', label: 'Region', options: { '2': { id: 2, name: 'EMEA' } } },
        { key: 'supplier', label: 'Supplier', options: {} },
      ],
    });
    assert.deepEqual(filters, [
      {
        key: 'PRODUCT_FAMILY',
        label: 'Product Family',
        options: [
          { id: '10', name: 'apps' },
          { id: '2', name: 'Cloud' },
          { id: '3', name: 'cloud' },
          { id: '1', name: 'Workplace' },
        ],
        // Without a limit, REST's total is the options' count.
        totalOptions: 4,
      },
      { key: 'PRODUCT', label: 'Product', options: [], totalOptions: 0 },
      {
        key: 'OWNER',
        label: 'Owner',
        options: [
          { id: 'Admin', name: 'Admin' },
          { id: 'viewer', name: 'viewer' },
        ],
        totalOptions: 2,
      },
      { key: 'REGION', label: 'Region', options: [{ id: '2', name: 'EMEA' }], totalOptions: 1 },
    ]);
  });
});
