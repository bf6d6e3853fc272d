// Showback (beyond the spec, issue 12 part 4) on the manage screen: what the cost unit carries by
// the 2 × 3 cost-type split, the products behind each figure (one figure at a time), its share
// per product as a chart, products below 100 % flagged with their unallocated rest, and the CSV.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PieChart } from '@mui/x-charts/PieChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@cost-steering/schema';
import type { ShowbackFiguresFieldsFragment } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { CHART_FOCUS_RING, INSET_FOCUS_RING } from '../../../shared/layout/focusRings';
import { useCurrency, useMoney } from '../../../shared/currency/currency';
import { downloadFile } from '../../../shared/files/downloadFile';
import { useNamedChartTabStop } from '../../../shared/charts/useNamedChartTabStop';
import { amountSlices } from '../../../shared/money/chartFormat';
import { saveBlob } from '../../../shared/files/saveBlob';
import { useSession } from '../../../shared/session/session';
import { CostUnitShowbackQuery } from '../documents';

type FigureName = 'budget' | 'forecast' | 'actuals';
type Breakdown = ShowbackFiguresFieldsFragment['budget'];

export const SHOWBACK_SPLIT: readonly { label: string; of(b: Breakdown): string }[] = [
  { label: 'Capital Infrastructure', of: (b) => b.capital.infrastructure },
  { label: 'Capital Maintenance', of: (b) => b.capital.maintenance },
  { label: 'Capital Enhancement', of: (b) => b.capital.enhancement },
  { label: 'Expense Infrastructure', of: (b) => b.expense.infrastructure },
  { label: 'Expense Maintenance', of: (b) => b.expense.maintenance },
  { label: 'Expense Enhancement', of: (b) => b.expense.enhancement },
];
const FIGURE_LABELS: Record<FigureName, string> = {
  budget: 'Budget',
  forecast: 'Forecast',
  actuals: 'Actuals',
};

const totalOf = (figures: ShowbackFiguresFieldsFragment, figure: FigureName) =>
  figure === 'budget' ? figures.budgetTotal : figures[figure].total;

export const showbackFileName = (name: string) => `${name.replace(/[^\w-]+/g, '_')}_showback.csv`;

const PIE_LABEL = 'Share per product';

export function Showback({ costUnitId, name }: { costUnitId: string; name: string }) {
  const money = useMoney();
  const { selected } = useCurrency();
  const showBanner = useBanner();
  const { getAccessToken, logout } = useSession();
  const [figure, setFigure] = useState<FigureName>('budget');
  const pieFigure = useNamedChartTabStop<HTMLElement>(PIE_LABEL);
  const { data } = useQuery(CostUnitShowbackQuery, {
    variables: { id: costUnitId },
    fetchPolicy: 'cache-and-network',
  });
  const showback = data?.costUnit?.showback;
  if (!showback) return null;
  const { figures, products } = showback;

  async function exportCsv(path: string) {
    const outcome = await downloadFile(path, showbackFileName(name), {
      getAccessToken,
      save: saveBlob,
    });
    if (outcome === 'sessionLost') logout();
    else if (outcome === 'forbidden') showBanner(TEXTS.forbidden);
    else if (outcome === 'failed') showBanner('Error: the showback could not be exported');
  }

  // Slices are sized by floats; their tooltips show the exact amount the table shows.
  const pie = amountSlices(
    products.map((product) => ({
      id: product.allocation.productId,
      label: product.allocation.productName,
      eurValue: totalOf(product.allocated, figure),
    })),
    { rate: selected.rate, money },
  );

  return (
    <Stack spacing={3} component="section" aria-label="Showback">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Showback {showback.year}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => void exportCsv(showback.csvPath)}>
          Export CSV
        </Button>
      </Stack>
      <Table aria-label="Showback by cost type" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Cost type</TableCell>
            <TableCell align="right">Budget</TableCell>
            <TableCell align="right">Forecast</TableCell>
            <TableCell align="right">Actuals</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SHOWBACK_SPLIT.map((split) => (
            <TableRow key={split.label}>
              <TableCell>{split.label}</TableCell>
              <TableCell align="right">{money(split.of(figures.budget))}</TableCell>
              <TableCell align="right">{money(split.of(figures.forecast))}</TableCell>
              <TableCell align="right">{money(split.of(figures.actuals))}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>Undefined</TableCell>
            <TableCell align="right">{money(figures.undefinedBudget)}</TableCell>
            <TableCell align="right">–</TableCell>
            <TableCell align="right">–</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>
              <strong>Total</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{money(figures.budgetTotal)}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{money(figures.forecast.total)}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{money(figures.actuals.total)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>

      <ToggleButtonGroup
        exclusive
        size="small"
        value={figure}
        onChange={(_event, value: FigureName | null) => value && setFigure(value)}
        aria-label="Figure"
        sx={{ '& .MuiToggleButton-root': INSET_FOCUS_RING }}
      >
        {(Object.keys(FIGURE_LABELS) as FigureName[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {FIGURE_LABELS[key]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label={`${FIGURE_LABELS[figure]} by product`} size="small">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Percentage</TableCell>
              {SHOWBACK_SPLIT.map((split) => (
                <TableCell key={split.label} align="right">
                  {split.label}
                </TableCell>
              ))}
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map(({ allocation, allocated }) => (
              <TableRow key={allocation.id}>
                <TableCell>
                  {allocation.productName}
                  {allocation.unallocatedPercent > 0 && (
                    <Chip
                      size="small"
                      // Filled error: white on it keeps WCAG AA contrast (warning's orange does not).
                      color="error"
                      sx={{ ml: 1 }}
                      label={`Unallocated ${allocation.unallocatedPercent} %`}
                    />
                  )}
                </TableCell>
                <TableCell align="right">{allocation.percent} %</TableCell>
                {SHOWBACK_SPLIT.map((split) => (
                  <TableCell key={split.label} align="right">
                    {money(split.of(allocated[figure]))}
                  </TableCell>
                ))}
                <TableCell align="right">{money(totalOf(allocated, figure))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      {pie.data.length > 0 && (
        <Box
          component="figure"
          aria-label={PIE_LABEL}
          ref={pieFigure}
          sx={{ m: 0, ...CHART_FOCUS_RING }}
        >
          <Typography component="figcaption" variant="subtitle2">
            {FIGURE_LABELS[figure]} share per product
          </Typography>
          <PieChart height={260} series={[pie]} />
        </Box>
      )}
    </Stack>
  );
}
