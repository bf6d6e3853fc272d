import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { ProductCostUnitAllocationQuery } from '../documents';
import {
  PRODUCT_NOT_FOUND,
  ProductCostUnitAllocationPage,
  ProductNameQuery,
} from './ProductCostUnitAllocationPage';
import { expectSaid } from '../../../testing/said';

const allocationMock = {
  request: { query: ProductCostUnitAllocationQuery, variables: { productId: '7' } },
  result: {
    data: {
      productCostUnitAllocation: {
        __typename: 'ProductCostUnitAllocation',
        productId: '7',
        totalPercent: 60,
        costUnits: [
          {
            __typename: 'ProductCostUnitShare',
            costUnitId: '1',
            costUnitName: 'CU HR',
            status: 'ACTIVE',
            percent: 60,
            fraction: '0.6000',
          },
        ],
      },
    },
  },
};

// The name answers after the allocation: the row must not show before it, nameless.
const nameMock = {
  request: { query: ProductNameQuery, variables: { id: '7' } },
  delay: 200,
  result: { data: { product: { __typename: 'Product', id: '7', name: 'HR Portal' } } },
};

// A deep link to a product that does not exist (or no longer): both answers are null.
const unknownMocks = [
  {
    request: { query: ProductCostUnitAllocationQuery, variables: { productId: '999999' } },
    result: { data: { productCostUnitAllocation: null } },
  },
  {
    request: { query: ProductNameQuery, variables: { id: '999999' } },
    result: { data: { product: null } },
  },
];

const renderAt = (productId: string, mocks: unknown[]) =>
  renderWithProviders(
    <Route path="/product-cost-unit-allocation">
      <ProductCostUnitAllocationPage />
    </Route>,
    {
      route: `/product-cost-unit-allocation?product=${productId}`,
      mocks: mocks as never,
      session: testSession({ roles: [ROLES.viewAllProduct] }),
    },
  );

describe('/product-cost-unit-allocation', () => {
  it('shows the row only with the product it is about', async () => {
    renderAt('7', [allocationMock, nameMock]);
    const table = await screen.findByRole('table', { name: 'Cost unit allocation' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['HR Portal', '60 %', '60 %']);
  });

  it('says so for a product that does not exist, after a loading indicator', async () => {
    renderAt('999999', unknownMocks);
    expect(screen.getByRole('progressbar', { name: 'Loading the allocation' })).toBeInTheDocument();
    expect(await screen.findByText(PRODUCT_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error when the allocation cannot be read', async () => {
    renderAt('7', [
      { request: allocationMock.request, error: new TypeError('Failed to fetch') },
      nameMock,
    ]);
    await expectSaid('alert', TEXTS.networkError);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
