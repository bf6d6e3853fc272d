import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { recordDownloads } from '../../../testing/downloads';
import { testSession } from '../../../testing/session';
import { PlanningPictureQuery } from '../documents';
import { NO_GROWTH, PlanningPicture } from './PlanningPicture';

// The bar chart is replaced by a probe that keeps its props: its tooltip texts are tested.
interface BarProps {
  series: {
    label: string;
    valueFormatter(value: unknown, context: { dataIndex: number }): string;
  }[];
}
const mockBars: BarProps[] = [];
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: (props: BarProps) => {
    mockBars.push(props);
    return null;
  },
}));

const line = (family: string, product: string | null, approved: string, growth: string) => ({
  __typename: 'PlanningPictureRow',
  productFamilyId: '1',
  productFamilyName: family,
  productId: product ? '2' : null,
  productName: product,
  lastYearActuals: '100.00',
  currentYearBudget: '1000.00',
  currentYearForecast: '900.00',
  nextYearDemanded: '1500.00',
  nextYearProposed: '1200.00',
  nextYearApproved: approved,
  growth,
  hasNextYearBudget: approved !== '0.00',
});

const pictureMock = {
  request: { query: PlanningPictureQuery },
  result: {
    data: {
      planningPicture: {
        __typename: 'PlanningPicture',
        year: 2026,
        rows: [line('Workplace', 'ERP Core', '1100.00', '100.00')],
        totals: { ...line('Total', null, '1100.00', '100.00'), productFamilyId: 'total' },
      },
    },
  },
};

describe('planning picture', () => {
  const originalFetch = global.fetch;
  let saved: string[];
  beforeEach(() => {
    saved = recordDownloads();
  });
  afterEach(() => {
    global.fetch = originalFetch;
    jest.restoreAllMocks();
  });

  it('shows each product and the totals, and downloads the CSV with the bearer token', async () => {
    const fetchMock = jest.fn(
      async () => ({ status: 200, ok: true, blob: async () => new Blob(['a,b']) }) as Response,
    );
    global.fetch = fetchMock as typeof fetch;
    renderWithProviders(<PlanningPicture />, {
      mocks: [pictureMock] as never,
      session: testSession({ getAccessToken: async () => 'token-1' }),
    });
    const table = await screen.findByRole('table', { name: 'Planning picture' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Workplace',
      'ERP Core',
      '100,00 EUR',
      '1.000,00 EUR',
      '900,00 EUR',
      '1.500,00 EUR',
      '1.200,00 EUR',
      '1.100,00 EUR',
      '100,00 EUR',
    ]);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('Total');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['planning-picture-2027.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/files/planning-picture.csv', {
      headers: { Authorization: 'Bearer token-1' },
    });
  });

  it("shows no growth for a product whose next year's budget is not approved yet", async () => {
    const unplanned = {
      ...pictureMock,
      result: {
        data: {
          planningPicture: {
            ...pictureMock.result.data.planningPicture,
            rows: [line('Workplace', 'ERP Core', '0.00', '-1000.00')],
          },
        },
      },
    };
    renderWithProviders(<PlanningPicture />, { mocks: [unplanned] as never });
    const table = await screen.findByRole('table', { name: 'Planning picture' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent(/^—$/);
    expect(within(cells.at(-1)!).getByTitle(NO_GROWTH)).toBeInTheDocument();
    expect(table).not.toHaveTextContent('-1.000,00');
  });

  it("shows each bar's exact amount with its currency in the tooltip, as the table does", async () => {
    const row = {
      ...line('Workplace', 'ERP Core', '1100.00', '100.00'),
      currentYearBudget: '1234.50',
    };
    renderWithProviders(<PlanningPicture />, {
      mocks: [
        {
          ...pictureMock,
          result: {
            data: { planningPicture: { ...pictureMock.result.data.planningPicture, rows: [row] } },
          },
        },
      ] as never,
    });
    await screen.findByRole('table', { name: 'Planning picture' });
    const { series } = mockBars.at(-1)!;
    expect(series.map((one) => [one.label, one.valueFormatter(1234.5, { dataIndex: 0 })])).toEqual([
      ['Current year budget', '1.234,50 EUR'],
      ['Next year approved', '1.100,00 EUR'],
    ]);
  });
});
