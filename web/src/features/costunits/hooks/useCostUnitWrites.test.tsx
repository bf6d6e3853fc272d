import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { AllocateProductMutation } from '../documents';
import { useCostUnitWrites } from './useCostUnitWrites';

const input = { costUnitId: '5', productId: '7', percent: 40 };
const allocated = {
  request: { query: AllocateProductMutation, variables: { input } },
  result: {
    data: {
      allocateProductToCostUnit: {
        __typename: 'CostUnitPayload',
        errors: [],
        costUnit: {
          __typename: 'CostUnit',
          id: '5',
          name: 'CU Journey',
          manager: 'controller',
          status: 'PROPOSED',
          statusDate: '2026-11-24',
          budget: '0.00',
          forecast: '0.00',
          actuals: '0.00',
          allocations: [],
        },
      },
    },
  },
};

function AddProduct({ write }: { write: 'allocate' | 'allocateAfterCreate' }) {
  const writes = useCostUnitWrites();
  return <button onClick={() => void writes[write](input)}>Add Product</button>;
}

describe('cost unit writes: the two texts of spec §8 for an added product', () => {
  it.each([
    ['under a cost unit just created', 'allocateAfterCreate', 'Product added successfully'],
    ['on Manage', 'allocate', 'Product Added Sucessfully!'],
  ] as const)('%s: %s', async (_where, write, text) => {
    renderWithProviders(<AddProduct write={write} />, { mocks: [allocated] as never });
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
