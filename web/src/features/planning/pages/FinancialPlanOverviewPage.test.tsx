import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { listMock, plan } from '../testData';
import { FinancialPlanOverviewPage } from './FinancialPlanOverviewPage';

const approved = listMock(
  ['APPROVED'],
  [
    plan(5, {
      entityName: 'Lakehouse Migration',
      kind: 'DEMAND',
      status: 'APPROVED',
      demandId: 'D-DWH-03',
      demandTitle: 'Lakehouse wave two',
      demandedBudget: '120000.00',
      proposedBudget: null,
      proposedBy: null,
      approvedBudget: '110000.00',
    }),
  ],
  { field: 'ENTITY_NAME', direction: 'ASC' },
);

describe('financial plan overview', () => {
  it('is titled with the configured goal label and shows approved items as cards', async () => {
    renderWithProviders(<FinancialPlanOverviewPage />, {
      mocks: [approved] as never,
      session: testSession({ configuration: { financialGoalLabel: 'Finance' } }),
    });
    expect(screen.getByRole('heading', { name: 'Finance Overview' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /^Lakehouse Migration/ });
    expect(within(card).getByText('D-DWH-03')).toBeInTheDocument();
    expect(within(card).getByText(/110\.000,00 EUR/)).toBeInTheDocument();
  });

  it('lists them with entity, owner, status, demand ID and title, the three amounts and View', async () => {
    renderWithProviders(<FinancialPlanOverviewPage />, { mocks: [approved] as never });
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    const grid = await screen.findByRole('grid', { name: 'Approved requests' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Entity',
        'Owner',
        'Status',
        'Demand ID',
        'Demand title',
        'Demanded',
        'Proposed',
        'Approved',
      ]),
    );
    await waitFor(() => expect(within(grid).getByText('Lakehouse wave two')).toBeInTheDocument());
    expect(within(grid).getByText('120.000,00 EUR')).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Details: Lakehouse Migration');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
