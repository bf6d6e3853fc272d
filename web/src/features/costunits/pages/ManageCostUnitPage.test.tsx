// The manage screen's writes when the server refuses or fails them: the spec §8 banner for
// 3000 ms, and the screen as it was (nothing shown as saved, what the user typed kept).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import userEvent from '@testing-library/user-event';
import { COST_UNIT_MESSAGES, ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import {
  answeredWith,
  expectErrorBannerFor3000Ms,
  failedWith,
  userError,
} from '../../../testing/failures';
import {
  AllocateProductMutation,
  AllocationFamilyChoicesQuery,
  AllocationProductChoicesQuery,
  CostUnitByNameQuery,
  CostUnitShowbackQuery,
  RemainingPercentageQuery,
  RemoveProductMutation,
  SetPercentageMutation,
  UpdateCostUnitMutation,
} from '../documents';
import { unit } from '../testData';
import { ManageCostUnitPage } from './ManageCostUnitPage';
import { expectSaid } from '../../../testing/said';
import { pressEnterOn } from '../../../testing/keyboard';

const screenMocks = [
  {
    request: { query: CostUnitByNameQuery, variables: { name: unit.name } },
    result: { data: { costUnitByName: unit } },
    maxUsageCount: 5,
  },
  {
    request: { query: CostUnitShowbackQuery, variables: { id: '1' } },
    result: { data: { costUnit: null } },
    maxUsageCount: 5,
  },
  {
    request: { query: AllocationFamilyChoicesQuery },
    result: {
      data: { productFamilies: [{ __typename: 'ProductFamily', id: '2', name: 'Workplace' }] },
    },
    maxUsageCount: 5,
  },
  {
    request: { query: AllocationProductChoicesQuery, variables: { familyId: '2' } },
    result: {
      data: {
        productFamily: {
          __typename: 'ProductFamily',
          id: '2',
          products: [{ __typename: 'Product', id: '7', name: 'Laptops', isPlatform: false }],
        },
      },
    },
    maxUsageCount: 5,
  },
  {
    request: { query: RemainingPercentageQuery, variables: { productId: '7', costUnitId: '1' } },
    result: { data: { remainingPercentage: 40 } },
    maxUsageCount: 5,
  },
];

/** The refusal of a cost-unit write: the payload without a cost unit, with this user error. */
const refused = (
  query: DocumentNode,
  field: string,
  input: object,
  error: ReturnType<typeof userError>,
) =>
  answeredWith(
    query,
    { input },
    {
      [field]: { __typename: 'CostUnitPayload', costUnit: null, errors: [error] },
    },
  );

async function renderManage(write: { result: jest.Mock }) {
  renderWithProviders(<ManageCostUnitPage />, {
    mocks: [...screenMocks, write] as never,
    session: testSession({ roles: [ROLES.editCostUnit] }),
    route: `/manage-cost-unit?unit=${encodeURIComponent(unit.name)}`,
  });
  await screen.findByRole('heading', { name: unit.name });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const row = () => screen.getByRole('row', { name: /Service Desk/ });
const allocationIds = { costUnitId: '1', productId: '3' };

describe('manage cost unit: a failed write', () => {
  afterEach(() => jest.useRealTimers());

  it("Update status: 'Error while updating Cost Unit', the status not changed", async () => {
    const write = failedWith(
      UpdateCostUnitMutation,
      { input: { id: '1', status: 'RETIRED' } },
      'NOT_FOUND',
      'Cost unit not found.',
    );
    await renderManage(write);
    await choose('Status', 'Retired');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));

    await expectErrorBannerFor3000Ms('Error while updating Cost Unit');
    expect(write.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Successfully updated Cost Unit')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Retired');
    // The badge beside the name: still the status the server holds.
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update status' })).toBeEnabled();
  });

  it.each([
    [
      'refused as above what remains',
      refused(
        SetPercentageMutation,
        'setCostUnitPercentage',
        { ...allocationIds, percent: 80 },
        userError('Error: Cannot allocate this budget', 'CONFLICT', 'percent'),
      ),
      'Error: Cannot allocate this budget',
    ],
    [
      'failed (the allocation is gone)',
      failedWith(
        SetPercentageMutation,
        { input: { ...allocationIds, percent: 80 } },
        'NOT_FOUND',
        'Allocation not found.',
      ),
      'Error while updating Cost Unit',
    ],
  ])(
    'Save of a percentage %s: the banner, the typed percentage kept',
    async (_how, write, text) => {
      await renderManage(write);
      const percentage = within(row()).getByRole('textbox', { name: /^Percentage/ });
      await userEvent.clear(percentage);
      await userEvent.type(percentage, '80');
      jest.useFakeTimers();
      fireEvent.click(within(row()).getByRole('button', { name: 'Save' }));

      await expectErrorBannerFor3000Ms(text);
      expect(write.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Successfully updated Cost Unit')).not.toBeInTheDocument();
      expect(within(row()).getByRole('textbox', { name: /^Percentage/ })).toHaveValue('80');
    },
  );

  it.each([
    [
      'refused',
      refused(
        RemoveProductMutation,
        'removeProductFromCostUnit',
        allocationIds,
        userError('Not found.', 'NOT_FOUND', 'productId'),
      ),
      'Error deleting product: Not found.',
    ],
    [
      'failed',
      failedWith(
        RemoveProductMutation,
        { input: allocationIds },
        'NOT_FOUND',
        'Allocation not found.',
      ),
      'Error while removing the product',
    ],
  ])('Remove %s: the banner, the product still listed', async (_how, write, text) => {
    await renderManage(write);
    jest.useFakeTimers();
    fireEvent.click(within(row()).getByRole('button', { name: 'Remove Service Desk' }));

    await expectErrorBannerFor3000Ms(text);
    expect(write.result).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByText('Product Removed From Cost Unit Sucessfully!'),
    ).not.toBeInTheDocument();
    expect(row()).toBeInTheDocument();
  });

  const allocated = { costUnitId: '1', productId: '7', percent: 40 };
  // A refusal carries the bff's text of the REST API's 409 (bff/src/costunits/mappers.ts).
  const allocationRefused = (field: string, text: string) =>
    refused(
      AllocateProductMutation,
      'allocateProductToCostUnit',
      allocated,
      userError(text, 'CONFLICT', field),
    );
  it.each([
    [
      'refused: already in the cost unit',
      allocationRefused('productId', 'Error: Cannot allocate product'),
      'Error: Cannot allocate product',
    ],
    [
      'refused: above what remains of it',
      allocationRefused('percent', 'Error: Cannot allocate this budget'),
      'Error: Cannot allocate this budget',
    ],
    [
      'failed',
      failedWith(
        AllocateProductMutation,
        { input: allocated },
        'NOT_FOUND',
        'Cost unit not found.',
      ),
      'Error: Cost unit not found.',
    ],
  ])('Add Product %s: the banner, the form as filled', async (_how, write, text) => {
    await renderManage(write);
    const form = screen.getByRole('form', { name: 'Allocate product' });
    await choose('Product family', 'Workplace');
    await choose('Product', 'Laptops');
    await within(form).findByText('Remaining: 40 %');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Percentage/ }), '40');
    const add = within(form).getByRole('button', { name: 'Add Product' });
    jest.useFakeTimers();
    fireEvent.click(add);

    await expectErrorBannerFor3000Ms(text);
    expect(write.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Product Added Sucessfully!')).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Product' })).toHaveTextContent('Laptops');
    expect(within(form).getByRole('textbox', { name: /^Percentage/ })).toHaveValue('40');
  });
});

describe('manage cost unit: a decimal percentage', () => {
  it("refuses '12.5' with the rule's text instead of taking it as 125", async () => {
    const write = answeredWith(
      AllocateProductMutation,
      { input: { costUnitId: '1', productId: '7', percent: 12 } },
      {},
    );
    await renderManage(write);
    const form = screen.getByRole('form', { name: 'Allocate product' });
    await choose('Product family', 'Workplace');
    await choose('Product', 'Laptops');
    await within(form).findByText('Remaining: 40 %');
    const percentage = within(form).getByRole('textbox', { name: /^Percentage/ });
    await userEvent.type(percentage, '12.5');
    expect(percentage).toHaveValue('12.5');
    expect(await within(form).findByText(COST_UNIT_MESSAGES.percentageInteger)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add Product' })).toBeDisabled();
    expect(write.result).not.toHaveBeenCalled();
  });
});

describe('manage cost unit: the focus after a save by keyboard (not on <body>)', () => {
  const saved = (query: DocumentNode, field: string, input: object, costUnit: object = unit) =>
    answeredWith(
      query,
      { input },
      { [field]: { __typename: 'CostUnitPayload', costUnit, errors: [] } },
    );

  it('Update status: on the status form (the button is disabled once it is saved)', async () => {
    await renderManage(
      saved(
        UpdateCostUnitMutation,
        'updateCostUnit',
        { id: '1', status: 'RETIRED' },
        { ...unit, status: 'RETIRED' },
      ),
    );
    await choose('Status', 'Retired');
    await pressEnterOn(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Successfully updated Cost Unit')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('form', { name: 'Status' })).toHaveFocus());
  });

  it('Add Product: on the allocation form', async () => {
    await renderManage(
      saved(AllocateProductMutation, 'allocateProductToCostUnit', {
        costUnitId: '1',
        productId: '7',
        percent: 40,
      }),
    );
    const form = screen.getByRole('form', { name: 'Allocate product' });
    await choose('Product family', 'Workplace');
    await choose('Product', 'Laptops');
    await within(form).findByText('Remaining: 40 %');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Percentage/ }), '40');
    await userEvent.tab();
    expect(within(form).getByRole('button', { name: 'Add Product' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(form).toHaveFocus());
  });
});

describe('manage cost unit: reading it', () => {
  const renderAt = (name: string, answer: object) =>
    renderWithProviders(<ManageCostUnitPage />, {
      mocks: [answer] as never,
      session: testSession({ roles: [ROLES.editCostUnit] }),
      route: `/manage-cost-unit?unit=${encodeURIComponent(name)}`,
    });

  it('says there is no cost unit of that name when there is none', async () => {
    renderAt(
      'Nowhere',
      answeredWith(CostUnitByNameQuery, { name: 'Nowhere' }, { costUnitByName: null }),
    );
    expect(await screen.findByText('There is no cost unit named Nowhere.')).toBeInTheDocument();
  });

  it('shows why it could not be read, not that there is no such cost unit', async () => {
    renderAt(
      unit.name,
      failedWith(CostUnitByNameQuery, { name: unit.name }, 'UPSTREAM_UNAVAILABLE', 'REST API down'),
    );
    await expectSaid('alert', TEXTS.networkError);
    expect(screen.queryByText(/There is no cost unit named/)).toBeNull();
  });
});
