import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@apollo/client/react';
import { renderWithProviders } from '../../../testing/render';
import { AllocateProductMutation, CostUnitByNameQuery, RemoveProductMutation } from '../documents';
import { allocation, unit } from '../testData';
import { useCostUnitWrites } from './useCostUnitWrites';

const withAllocations = (allocations: object[]) => ({ ...unit, allocations });
const input = { costUnitId: '1', productId: '3', percent: 40 };
const allocated = {
  request: { query: AllocateProductMutation, variables: { input } },
  result: {
    data: {
      allocateProductToCostUnit: {
        __typename: 'CostUnitPayload',
        errors: [],
        costUnit: withAllocations([]),
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

describe('cost unit writes: what another user removed first', () => {
  const byName = (allocations: object[]) => ({
    request: { query: CostUnitByNameQuery, variables: { name: 'CU Corporate IT' } },
    result: { data: { costUnitByName: withAllocations(allocations) } },
  });
  const gone = {
    request: {
      query: RemoveProductMutation,
      variables: { input: { costUnitId: '1', productId: '3' } },
    },
    result: {
      data: {
        removeProductFromCostUnit: {
          __typename: 'CostUnitPayload',
          costUnit: null,
          errors: [
            {
              __typename: 'UserError',
              field: null,
              message: 'Allocation not found.',
              code: 'NOT_FOUND',
            },
          ],
        },
      },
    },
  };

  function Manage() {
    const { data } = useQuery(CostUnitByNameQuery, { variables: { name: 'CU Corporate IT' } });
    const writes = useCostUnitWrites();
    const allocations = data?.costUnitByName?.allocations ?? [];
    return (
      <>
        <ul>
          {allocations.map((a) => (
            <li key={a.id}>{a.productName}</li>
          ))}
        </ul>
        <button onClick={() => void writes.remove({ costUnitId: '1', productId: '3' })}>
          Remove
        </button>
      </>
    );
  }

  it('says so with the server text and shows the cost unit as it is now', async () => {
    renderWithProviders(<Manage />, {
      mocks: [byName([allocation]), gone, byName([])] as never,
    });
    expect(await screen.findByText('Service Desk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Error deleting product: Allocation not found.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Service Desk')).not.toBeInTheDocument());
  });
});
