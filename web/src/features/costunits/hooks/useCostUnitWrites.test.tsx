import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@apollo/client/react';
import { renderWithProviders } from '../../../testing/render';
import { AllocateProductMutation, CostUnitByNameQuery, RemoveProductMutation } from '../documents';
import { useCostUnitWrites } from './useCostUnitWrites';

const unit = (allocations: object[]) => ({
  __typename: 'CostUnit',
  id: '5',
  name: 'CU Journey',
  manager: 'controller',
  status: 'PROPOSED',
  statusDate: '2026-11-24',
  budget: '0.00',
  forecast: '0.00',
  actuals: '0.00',
  allocations,
});
const input = { costUnitId: '5', productId: '7', percent: 40 };
const allocated = {
  request: { query: AllocateProductMutation, variables: { input } },
  result: {
    data: {
      allocateProductToCostUnit: {
        __typename: 'CostUnitPayload',
        errors: [],
        costUnit: unit([]),
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
  const allocation = {
    __typename: 'CostUnitAllocation',
    id: '5-7',
    costUnitId: '5',
    productId: '7',
    productName: 'Service Desk',
    imageId: null,
    fraction: '0.1000',
    percent: 10,
    productPercent: 70,
    unallocatedPercent: 30,
    productBudget: '100.00',
    productForecast: '0.00',
    productActuals: '0.00',
    budget: '10.00',
    forecast: '0.00',
    actuals: '0.00',
  };
  const byName = (allocations: object[]) => ({
    request: { query: CostUnitByNameQuery, variables: { name: 'CU Journey' } },
    result: { data: { costUnitByName: unit(allocations) } },
  });
  const gone = {
    request: {
      query: RemoveProductMutation,
      variables: { input: { costUnitId: '5', productId: '7' } },
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
    const { data } = useQuery(CostUnitByNameQuery, { variables: { name: 'CU Journey' } });
    const writes = useCostUnitWrites();
    const allocations = data?.costUnitByName?.allocations ?? [];
    return (
      <>
        <ul>
          {allocations.map((a) => (
            <li key={a.id}>{a.productName}</li>
          ))}
        </ul>
        <button onClick={() => void writes.remove({ costUnitId: '5', productId: '7' })}>
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
