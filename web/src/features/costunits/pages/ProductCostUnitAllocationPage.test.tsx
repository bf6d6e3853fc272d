import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { ProductCostUnitAllocationQuery } from '../documents';
import { ProductCostUnitAllocationPage, ProductNameQuery } from './ProductCostUnitAllocationPage';

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

describe('/product-cost-unit-allocation', () => {
  it('shows the row only with the product it is about', async () => {
    renderWithProviders(
      <Route path="/product-cost-unit-allocation">
        <ProductCostUnitAllocationPage />
      </Route>,
      {
        route: '/product-cost-unit-allocation?product=7',
        mocks: [allocationMock, nameMock] as never,
        session: testSession({ roles: [ROLES.viewAllProduct] }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Cost unit allocation' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['HR Portal', '60 %', '60 %']);
  });
});
