import { screen, within } from '@testing-library/react';
import { InDisplayCurrency } from '../../../testing/currency';
import { renderWithProviders } from '../../../testing/render';
import { CostUnitShowbackQuery } from '../documents';
import { Showback } from './Showback';

// The pie is replaced by a probe that keeps its props: its tooltip text is what is tested.
interface PieProps {
  series: {
    data: { id: string; value: number }[];
    valueFormatter(item: unknown, context: { dataIndex: number }): string;
  }[];
}
const mockPies: PieProps[] = [];
jest.mock('@mui/x-charts/PieChart', () => ({
  PieChart: (props: PieProps) => {
    mockPies.push(props);
    return null;
  },
}));

const amounts = (infrastructure: string) => ({
  __typename: 'CostTypeAmounts' as const,
  infrastructure,
  maintenance: '0.00',
  enhancement: '0.00',
  total: infrastructure,
});
const breakdown = (total: string) => ({
  __typename: 'CostBreakdown' as const,
  total,
  capital: amounts(total),
  expense: amounts('0.00'),
});
const figures = (budget: string) => ({
  __typename: 'ShowbackFigures' as const,
  budgetTotal: budget,
  undefinedBudget: '0.00',
  budget: breakdown(budget),
  forecast: breakdown('0.00'),
  actuals: breakdown('0.00'),
});
const product = (productId: string, productName: string, budget: string) => ({
  __typename: 'ShowbackProduct' as const,
  allocation: {
    __typename: 'CostUnitAllocation' as const,
    id: `1:${productId}`,
    costUnitId: '1',
    productId,
    productName,
    imageId: null,
    fraction: '0.5000',
    percent: 50,
    productPercent: 100,
    unallocatedPercent: 0,
    productBudget: budget,
    productForecast: '0.00',
    productActuals: '0.00',
    budget,
    forecast: '0.00',
    actuals: '0.00',
  },
  allocated: figures(budget),
});

const showbackMock = {
  request: { query: CostUnitShowbackQuery, variables: { id: '1' } },
  result: {
    data: {
      costUnit: {
        __typename: 'CostUnit' as const,
        id: '1',
        showback: {
          __typename: 'CostUnitShowback' as const,
          year: 2026,
          csvPath: '/files/showback/1.csv',
          figures: figures('12345.50'),
          // A product with nothing has no slice: the tooltips still belong to their slices.
          products: [product('2', 'Nothing', '0.00'), product('3', 'Service Desk', '12345.50')],
        },
      },
    },
  },
};

describe('cost unit showback', () => {
  afterEach(() => window.localStorage.clear());

  it("shows each slice's exact amount in its tooltip, as the table does", async () => {
    renderWithProviders(
      <InDisplayCurrency id="GBP" rate="0.85">
        <Showback costUnitId="1" name="CU Corporate IT" />
      </InDisplayCurrency>,
      { mocks: [showbackMock] as never },
    );
    const table = await screen.findByRole('table', { name: 'Budget by product' });
    const row = within(table).getByRole('row', { name: /Service Desk/ });
    const total = within(row).getAllByRole('cell').at(-1)!.textContent;
    // 12,345.50 EUR × 0.85 = 10,493.675 GBP exactly, which a float makes 10493.67.
    expect(total).toBe('10.493,68 GBP');

    const [series] = mockPies.at(-1)!.series;
    expect(series!.data.map((slice) => slice.id)).toEqual(['3']);
    expect(series!.valueFormatter(series!.data[0], { dataIndex: 0 })).toBe(total);
  });
});
