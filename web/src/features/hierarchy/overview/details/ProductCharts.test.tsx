import { screen, within } from '@testing-library/react';
import { formatMoney } from '../../../../shared/money/money';
import { InDisplayCurrency } from '../../../../testing/currency';
import { renderWithProviders } from '../../../../testing/render';
import { amountSeries } from '../../../../shared/money/chartFormat';
import { CHART_TITLES, COST_SPLIT, ProductCharts } from './ProductCharts';

const COST_TYPES = COST_SPLIT.map((split) => split.label);

function split(capitalInfrastructure: string, expenseEnhancement = '0.00') {
  const amounts = (infrastructure: string, enhancement: string) => ({
    infrastructure,
    maintenance: '0.00',
    enhancement,
  });
  return {
    capital: amounts(capitalInfrastructure, '0.00'),
    expense: amounts('0.00', expenseEnhancement),
  };
}

const figures = {
  id: '12',
  budget: '60000.00',
  forecast: '30000.00',
  actuals: '10000.00',
  budgetBreakdown: split('60000.00', '5000.00'),
  forecastBreakdown: split('30000.00'),
  actualsBreakdown: split('10000.00'),
  purchaseOrdersCurrentYear: split('20000.00'),
  purchaseOrdersNextYear: split('0.00'),
  lastYear: { year: 2025, budget: '400000.00', forecast: '0.00', actuals: '0.00' },
  nextYear: { year: 2027, budget: '100000.00', forecast: '0.00', actuals: '0.00' },
};

function renderCharts() {
  renderWithProviders(
    <InDisplayCurrency id="USD" rate="1.5">
      <ProductCharts figures={figures as never} />
    </InDisplayCurrency>,
  );
}

/** The texts drawn in a chart's SVG: axis ticks, axis labels. */
function chartTexts(title: string): string[] {
  const figure = screen.getByRole('figure', { name: title });
  return [...figure.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
}

describe('product charts', () => {
  afterEach(() => window.localStorage.clear());

  // The keyboard audit: each chart's tab stop (its arrow-key navigation) had no name.
  it.each(Object.values(CHART_TITLES))(
    "names the tab stop of '%s' like the chart",
    async (title) => {
      renderCharts();
      const figure = await screen.findByRole('figure', { name: title });
      expect(within(figure).getByRole('group', { name: title })).toHaveAttribute('tabindex', '0');
    },
  );

  it.each([CHART_TITLES.costSplit, CHART_TITLES.orders])(
    "names all six cost types, whole, in '%s'",
    async (title) => {
      renderCharts();
      await screen.findByRole('figure', { name: title });
      const texts = chartTexts(title);
      for (const costType of COST_TYPES) expect(texts).toContain(costType);
      expect(texts.join(' ')).not.toContain('…');
    },
  );

  it('labels the amount axis with compact amounts in the display currency', async () => {
    renderCharts();
    await screen.findByRole('figure', { name: CHART_TITLES.years });
    const texts = chartTexts(CHART_TITLES.years);
    // 400.000 EUR last year at 1.5 → 600.000 USD: the scale reads up to '600 k', in USD.
    expect(texts).toEqual(expect.arrayContaining(['0', '200 k', '400 k', '600 k', 'USD']));
    expect(texts.join(' ')).not.toMatch(/…|\d\.\d{3}/);
  });

  it('plots EUR × rate and shows the exact amount in the tooltip', () => {
    const budget = amountSeries('Budget', ['12345.67', '0.10'], {
      rate: '1.5',
      money: (eur) => formatMoney(eur, '1.5', 'USD'),
    });
    expect(budget.data).toEqual([18518.51, 0.15]);
    expect(budget.valueFormatter(null, { dataIndex: 0 })).toBe('18.518,51 USD');
    expect(budget.valueFormatter(null, { dataIndex: 1 })).toBe('0,15 USD');
  });
});
