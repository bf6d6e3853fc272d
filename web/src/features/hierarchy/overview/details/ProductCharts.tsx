// The three charts of the product detail modal (spec §2), in the display currency:
// budget, forecast and actuals by the 2 × 3 cost split; last, current and next year; and the
// purchase orders of the current and next year by cost split. Bars are plotted from the
// converted values; every label and tooltip shows the exact formatted amount.
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fromEur } from '@cost-steering/schema';
import type { ProductFiguresQuery } from '../../../../gql/graphql';
import { useCurrency, useMoney } from '../../../../shared/currency/currency';

type Figures = NonNullable<ProductFiguresQuery['product']>;
type Breakdown = Figures['budgetBreakdown'];

const COST_SPLIT: readonly { label: string; of(breakdown: Breakdown): string }[] = [
  { label: 'Capital Infrastructure', of: (b) => b.capital.infrastructure },
  { label: 'Capital Maintenance', of: (b) => b.capital.maintenance },
  { label: 'Capital Enhancement', of: (b) => b.capital.enhancement },
  { label: 'Expense Infrastructure', of: (b) => b.expense.infrastructure },
  { label: 'Expense Maintenance', of: (b) => b.expense.maintenance },
  { label: 'Expense Enhancement', of: (b) => b.expense.enhancement },
];

const CHART_HEIGHT = 280;
const axisNumber = new Intl.NumberFormat('hr-HR', { maximumFractionDigits: 0 });

export const CHART_TITLES = {
  costSplit: 'Budget, forecast and actuals by cost type',
  years: 'Last, current and next year',
  orders: 'Purchase orders by cost type: current and next year',
} as const;

function ChartFigure({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function ProductCharts({ figures }: { figures: Figures }) {
  const { selected } = useCurrency();
  const money = useMoney();

  /** One bar series: plotted as display-currency numbers, labelled with the exact amounts. */
  function series(label: string, eurValues: readonly string[]) {
    return {
      label,
      data: eurValues.map((value) => Number(fromEur(value, selected.rate))),
      valueFormatter: (_: number | null, context: { dataIndex: number }) =>
        money(eurValues[context.dataIndex]),
    };
  }
  const bySplit = (breakdown: Breakdown) => COST_SPLIT.map((split) => split.of(breakdown));
  const yAxis = [
    { label: selected.id, valueFormatter: (value: number) => axisNumber.format(value) },
  ];
  const splitAxis = [{ scaleType: 'band' as const, data: COST_SPLIT.map((split) => split.label) }];
  const years = [
    figures.lastYear,
    { ...figures, year: figures.lastYear.year + 1 },
    figures.nextYear,
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartFigure title={CHART_TITLES.costSplit}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={splitAxis}
          yAxis={yAxis}
          series={[
            series('Budget', bySplit(figures.budgetBreakdown)),
            series('Forecast', bySplit(figures.forecastBreakdown)),
            series('Actuals', bySplit(figures.actualsBreakdown)),
          ]}
        />
      </ChartFigure>
      <ChartFigure title={CHART_TITLES.years}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: years.map((year) => String(year.year)) }]}
          yAxis={yAxis}
          series={[
            series(
              'Budget',
              years.map((year) => year.budget),
            ),
            series(
              'Forecast',
              years.map((year) => year.forecast),
            ),
            series(
              'Actuals',
              years.map((year) => year.actuals),
            ),
          ]}
        />
      </ChartFigure>
      <ChartFigure title={CHART_TITLES.orders}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={splitAxis}
          yAxis={yAxis}
          series={[
            series('Current year', bySplit(figures.purchaseOrdersCurrentYear)),
            series('Next year', bySplit(figures.purchaseOrdersNextYear)),
          ]}
        />
      </ChartFigure>
    </Box>
  );
}
