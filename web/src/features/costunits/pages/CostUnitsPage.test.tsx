import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COST_UNIT_TEXTS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { CostUnitFiltersQuery, CostUnitsQuery } from '../documents';
import { unit } from '../testData';
import { CostUnitsPage } from './CostUnitsPage';

const option = (id: string) => ({ __typename: 'FilterOption' as const, id, name: id });
const filtersMock = {
  request: { query: CostUnitFiltersQuery },
  result: {
    data: {
      costUnitFilters: [
        {
          __typename: 'CostUnitFilter' as const,
          key: 'STATUS' as const,
          label: 'Status',
          options: ['Active', 'Proposed', 'Retired', 'Global'].map(option),
        },
      ],
    },
  },
};

const listMock = {
  request: {
    query: CostUnitsQuery,
    variables: { offset: 0, limit: 10, filter: { statuses: ['ACTIVE'] } },
  },
  result: {
    data: { costUnits: { __typename: 'CostUnitPage' as const, items: [unit], totalCount: 1 } },
  },
};

describe('cost units overview', () => {
  it('asks for a filter first, then shows the chosen cost units as cards with Manage', async () => {
    renderWithProviders(<CostUnitsPage />, {
      mocks: [filtersMock, listMock] as never,
      session: testSession({ roles: [ROLES.editCostUnit] }),
    });
    expect(screen.getByText(COST_UNIT_TEXTS.selectFilter)).toBeInTheDocument();
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Submit' }));
    const card = await screen.findByRole('article', { name: 'Cost unit CU Corporate IT' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByLabelText('Product Service Desk')).toHaveTextContent('50 %');
    expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/manage-cost-unit?unit=CU+Corporate+IT',
    );
    await waitFor(() => expect(screen.queryByText(COST_UNIT_TEXTS.selectFilter)).toBeNull());
  });
});
