import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { ProductFamiliesQuery } from '../documents';
import { family } from '../testData';
import { OverviewPage } from './OverviewPage';

function renderOverview(productFamilies: ReturnType<typeof family>[]) {
  renderWithProviders(<OverviewPage />, {
    mocks: [{ request: { query: ProductFamiliesQuery }, result: { data: { productFamilies } } }],
  });
}

const families = [
  family(1, {
    name: 'Cloud Services',
    owner: 'controller',
    budget: '250000.00',
    forecast: '180000.00',
    actuals: '120000.00',
    availableBudget: '150000.00',
  }),
  family(2, {
    name: 'Workplace',
    owner: 'admin',
    budget: '1000.10',
    forecast: '1000.10',
    actuals: '0.00',
    availableBudget: '0.20',
  }),
];

describe('product overview, family level', () => {
  it('shows each family as a card with owner, year and budget summary', async () => {
    renderOverview(families);
    const card = await screen.findByRole('article', { name: 'Cloud Services' });
    expect(within(card).getByText('Owner: controller')).toBeInTheDocument();
    expect(within(card).getByText('Year: 2026')).toBeInTheDocument();
    expect(within(card).getByText('250.000,00 EUR')).toBeInTheDocument();
    expect(within(card).getByText('180.000,00 EUR')).toBeInTheDocument();
    expect(within(card).getByText('120.000,00 EUR')).toBeInTheDocument();
    expect(within(card).getByText('150.000,00 EUR')).toBeInTheDocument();
  });

  it('sums all families exactly in the total budget summary', async () => {
    renderOverview(families);
    const total = await screen.findByRole('region', { name: 'Total budget summary' });
    expect(within(total).getByText('251.000,10 EUR')).toBeInTheDocument();
    expect(within(total).getByText('181.000,10 EUR')).toBeInTheDocument();
    expect(within(total).getByText('150.000,20 EUR')).toBeInTheDocument();
  });

  it('colours a forecast that reaches the budget as negative', async () => {
    renderOverview(families);
    const card = await screen.findByRole('article', { name: 'Workplace' });
    const forecast = within(card).getAllByText('1.000,10 EUR')[1] as HTMLElement;
    expect(forecast).toHaveStyle({ color: '#d32f2f' });
  });

  it('switches between cards and a table', async () => {
    renderOverview(families);
    await screen.findByRole('article', { name: 'Cloud Services' });
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    const table = screen.getByRole('table', { name: 'Product families' });
    expect(within(table).getByRole('rowheader', { name: 'Workplace' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("says 'There are no product families to show.' when there are none", async () => {
    renderOverview([]);
    expect(await screen.findByText(TEXTS.noFamilies)).toBeInTheDocument();
  });
});
