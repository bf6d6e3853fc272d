// The three charts of the product detail modal (spec §2), in the display currency:
// budget, forecast and actuals by the 2 × 3 cost split; last, current and next year; and the
// purchase orders of the current and next year by cost split. Bars are plotted from the
// converted values; axes show compact amounts ('60 k'), every tooltip the exact formatted amount.
// The cost-split charts lie on their side: six names as long as 'Capital Infrastructure' fit
// one under the other, whole, where side by side they were cut or left out.
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductFiguresQuery } from '../../../../gql/graphql';
import { useCurrency, useMoney } from '../../../../shared/currency/currency';
import { useNamedChartTabStop } from '../../../../shared/charts/useNamedChartTabStop';
import { CHART_FOCUS_RING } from '../../../../shared/layout/focusRings';
import { amountSeries, compactAmount } from '../../../../shared/money/chartFormat';

type Figures = NonNullable<ProductFiguresQuery['product']>;
type Breakdown = Figures['budgetBreakdown'];

export const COST_SPLIT: readonly { label: string; of(breakdown: Breakdown): string }[] = [
  { label: 'Capital Infrastructure', of: (b) => b.capital.infrastructure },
  { label: 'Capital Maintenance', of: (b) => b.capital.maintenance },
  { label: 'Capital Enhancement', of: (b) => b.capital.enhancement },
  { label: 'Expense Infrastructure', of: (b) => b.expense.infrastructure },
  { label: 'Expense Maintenance', of: (b) => b.expense.maintenance },
  { label: 'Expense Enhancement', of: (b) => b.expense.enhancement },
];

const YEARS_HEIGHT = 280;
const SPLIT_HEIGHT = 340;
/** Room for the longest cost-split name ('Expense Infrastructure') at the axis font size. */
const SPLIT_AXIS_WIDTH = 140;

export const CHART_TITLES = {
  costSplit: 'Budget, forecast and actuals by cost type',
  years: 'Last, current and next year',
  orders: 'Purchase orders by cost type: current and next year',
} as const;

function ChartFigure({ title, children }: { title: string; children: React.ReactNode }) {
  const figure = useNamedChartTabStop<HTMLElement>(title);
  return (
    <Box
      component="figure"
      aria-label={title}
      ref={figure}
      sx={{ m: 0, minWidth: 0, ...CHART_FOCUS_RING }}
    >
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

  const series = (label: string, eurValues: readonly string[]) =>
    amountSeries(label, eurValues, { rate: selected.rate, money });
  const bySplit = (breakdown: Breakdown) => COST_SPLIT.map((split) => split.of(breakdown));
  /** The amount axis, labelled with the display currency: compact ticks. */
  const amountAxis = [
    { label: selected.id, valueFormatter: (value: number) => compactAmount(value) },
  ];
  const splitAxis = [
    {
      scaleType: 'band' as const,
      data: COST_SPLIT.map((split) => split.label),
      width: SPLIT_AXIS_WIDTH,
      // Every name is shown; none is dropped for lack of room.
      tickLabelInterval: () => true,
    },
  ];
  const years = [
    figures.lastYear,
    { ...figures, year: figures.lastYear.year + 1 },
    figures.nextYear,
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartFigure title={CHART_TITLES.costSplit}>
        <BarChart
          layout="horizontal"
          height={SPLIT_HEIGHT}
          yAxis={splitAxis}
          xAxis={amountAxis}
          series={[
            series('Budget', bySplit(figures.budgetBreakdown)),
            series('Forecast', bySplit(figures.forecastBreakdown)),
            series('Actuals', bySplit(figures.actualsBreakdown)),
          ]}
        />
      </ChartFigure>
      <ChartFigure title={CHART_TITLES.years}>
        <BarChart
          height={YEARS_HEIGHT}
          xAxis={[{ scaleType: 'band', data: years.map((year) => String(year.year)) }]}
          yAxis={amountAxis}
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
          layout="horizontal"
          height={SPLIT_HEIGHT}
          yAxis={splitAxis}
          xAxis={amountAxis}
          series={[
            series('Current year', bySplit(figures.purchaseOrdersCurrentYear)),
            series('Next year', bySplit(figures.purchaseOrdersNextYear)),
          ]}
        />
      </ChartFigure>
    </Box>
  );
}
