// 'Remaining' (budget − forecast) and 'Unallocated' (the cap not yet handed down) on every card,
// summary and table of the overview, with figures where the two differ — and where a family's
// Unallocated differs from its products' (web/README.md 'Remaining and Unallocated').
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../../testing/render';
import { ProductWithEntitiesQuery } from '../levels/EntityLevel';
import {
  familiesMock,
  familySummary,
  familyPageProductsMock,
  familyProductsMock,
  familyRow,
  filtersMock,
  productCard,
  productRow,
  project,
  repeatable,
} from '../testData';
import { OverviewPage } from './OverviewPage';

const cloud = { id: '1', name: 'Cloud Services' };
// Three different 'what is left' amounts: the family has 150.000 of its cap not given to its
// products; Storage and Kubernetes have 20.000 and 30.000 of theirs not given to their projects;
// and the forecast leaves 70.000 of the family's budget.
const family = familyRow(1, {
  name: 'Cloud Services',
  budget: '250000.00',
  forecast: '180000.00',
  actuals: '120000.00',
  availableBudget: '150000.00',
});
const storage = { budget: '100000.00', forecast: '90000.00', availableBudget: '20000.00' };
const kubernetes = { budget: '150000.00', forecast: '90000.00', availableBudget: '30000.00' };

/** Storage with one project whose forecast (900) is over its budget (800). */
function storageEntitiesMock() {
  return repeatable({
    request: { query: ProductWithEntitiesQuery, variables: { productId: '12', sort: 'NAME_ASC' } },
    result: {
      data: {
        product: {
          ...productRow(12, cloud, { name: 'Storage', ...storage }),
          projects: [project(31, { name: 'Backup', budget: '800.00', forecast: '900.00' })],
          applications: [],
        },
      },
    },
  });
}

function renderOverview(mocks: MockLink.MockedResponse[], route = '/') {
  renderWithProviders(<OverviewPage />, { mocks: [filtersMock(), ...mocks], route });
}

/** The amount shown under a label of a card or summary (its <dt>/<dd> pair). */
function figure(container: HTMLElement, label: string): string | null | undefined {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The text of a row's cell in the column with the given header. */
function cellUnder(table: HTMLElement, row: HTMLElement, header: string): string | null {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  return row.querySelectorAll('th, td')[headers.indexOf(header)]?.textContent ?? null;
}

describe('Remaining and Unallocated', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows on a family card what the forecast leaves and what the family has not given out', async () => {
    renderOverview([familiesMock([family])]);
    const card = await screen.findByRole('article', { name: 'Cloud Services' });
    expect(figure(card, 'Remaining')).toBe('70.000,00 EUR');
    expect(figure(card, 'Unallocated')).toBe('150.000,00 EUR');
    expect(within(card).queryByText(/remaining budget/i)).not.toBeInTheDocument();
  });

  it('inside a family, the summary adds up the product cards: their Unallocated, not the family’s', async () => {
    renderOverview(
      [
        familyProductsMock(cloud, [
          productCard(12, cloud, { name: 'Storage', ...storage }),
          productCard(13, cloud, { name: 'Kubernetes', ...kubernetes }),
        ]),
      ],
      '/?family=1',
    );
    const storageCard = await screen.findByRole('article', { name: 'Storage' });
    const kubernetesCard = screen.getByRole('article', { name: 'Kubernetes' });
    expect(figure(storageCard, 'Remaining')).toBe('10.000,00 EUR');
    expect(figure(storageCard, 'Unallocated')).toBe('20.000,00 EUR');
    expect(figure(kubernetesCard, 'Remaining')).toBe('60.000,00 EUR');
    expect(figure(kubernetesCard, 'Unallocated')).toBe('30.000,00 EUR');

    const summary = screen.getByRole('region', { name: 'Budget summary' });
    expect(summary).toHaveTextContent('Budget summary: products of Cloud Services');
    // 10.000 + 60.000: the same as the family card's Remaining (budget and forecast add up).
    expect(figure(summary, 'Remaining')).toBe('70.000,00 EUR');
    // 20.000 + 30.000 left in the products; the family's own 150.000 is another amount.
    expect(figure(summary, 'Unallocated')).toBe('50.000,00 EUR');
    expect(summary).toHaveTextContent(
      "Unallocated: the part of a product's cap not yet given to its projects and applications.",
    );
  });

  it('says on the family overview summary that Unallocated is the families’', async () => {
    renderOverview([
      familiesMock([family, familyRow(2, { availableBudget: '0.50' })], {
        summary: familySummary({ availableBudget: '150000.50' }),
      }),
    ]);
    await screen.findByRole('article', { name: 'Cloud Services' });
    const summary = screen.getByRole('region', { name: 'Budget summary' });
    expect(figure(summary, 'Unallocated')).toBe('150.000,50 EUR');
    expect(summary).toHaveTextContent(
      "Unallocated: the part of a family's cap not yet given to its products.",
    );
  });

  it('uses the same names in the tables: family and product rows show both, project rows Remaining', async () => {
    const withProducts = [
      { ...family, products: [productRow(12, cloud, { name: 'Storage', ...storage })] },
    ];
    renderOverview([
      familiesMock([family]),
      familyPageProductsMock(withProducts),
      storageEntitiesMock(),
    ]);
    await screen.findByRole('article', { name: 'Cloud Services' });
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    const table = await screen.findByRole('table', { name: 'Product families' });
    // The products of the page come with a query of their own, after the families.
    await within(table).findByRole('rowheader', { name: 'Storage' });
    const [familyLine, storageLine] = within(
      within(table).getByRole('rowgroup', { name: 'Cloud Services' }),
    ).getAllByRole('row');
    expect(cellUnder(table, familyLine!, 'Remaining')).toBe('70.000,00 EUR');
    expect(cellUnder(table, familyLine!, 'Unallocated')).toBe('150.000,00 EUR');
    expect(cellUnder(table, storageLine!, 'Remaining')).toBe('10.000,00 EUR');
    expect(cellUnder(table, storageLine!, 'Unallocated')).toBe('20.000,00 EUR');

    // A project has no cap: Remaining only, negative when the forecast is over the budget.
    await userEvent.click(within(table).getByRole('link', { name: 'Storage' }));
    const projects = await screen.findByRole('table', { name: 'Projects and applications' });
    const backup = within(projects).getByRole('rowheader', { name: 'Backup' }).closest('tr')!;
    expect(cellUnder(projects, backup, 'Remaining')).toBe('\u2212100,00 EUR');
    expect(within(projects).queryByRole('columnheader', { name: 'Unallocated' })).toBeNull();
  });

  it('shows Remaining and no Unallocated on a project card', async () => {
    renderOverview([storageEntitiesMock()], '/?family=1&product=12');
    const card = await screen.findByRole('article', { name: 'Backup' });
    expect(figure(card, 'Remaining')).toBe('\u2212100,00 EUR');
    expect(within(card).queryByText('Unallocated')).not.toBeInTheDocument();
    // The summary is the product's own, as on its card one level up.
    const summary = screen.getByRole('region', { name: 'Budget summary' });
    expect(figure(summary, 'Unallocated')).toBe('20.000,00 EUR');
  });
});
