// The planning picture (beyond the spec, web/README.md 'Planning picture'): per family and
// product, last year's actuals, this year's budget and forecast, and next year's demanded,
// proposed and approved amounts, with totals and the growth of next year's budget; a chart of
// this year's budget against next year's approved budget; the same table as CSV from the bff.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { TEXTS } from '@cost-steering/schema';
import { ENDPOINTS } from '../../../config';
import type { PlanningPictureRowFieldsFragment } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { useCurrency, useMoney } from '../../../shared/currency/currency';
import { downloadFile } from '../../../shared/files/downloadFile';
import { useNamedChartTabStop } from '../../../shared/charts/useNamedChartTabStop';
import { CHART_FOCUS_RING } from '../../../shared/layout/focusRings';
import { amountSeries, compactAmount } from '../../../shared/money/chartFormat';
import { saveBlob } from '../../../shared/files/saveBlob';
import { useSession } from '../../../shared/session/session';
import { PlanningPictureQuery } from '../documents';
import { useFetchFailedBanner } from '../hooks/useFetchFailedBanner';

type Row = PlanningPictureRowFieldsFragment;

export const PICTURE_COLUMNS: ReadonlyArray<{ label: string; pick: keyof Row }> = [
  { label: 'Last year actuals', pick: 'lastYearActuals' },
  { label: 'Current year budget', pick: 'currentYearBudget' },
  { label: 'Current year forecast', pick: 'currentYearForecast' },
  { label: 'Next year demanded', pick: 'nextYearDemanded' },
  { label: 'Next year proposed', pick: 'nextYearProposed' },
  { label: 'Next year approved', pick: 'nextYearApproved' },
  { label: 'Growth', pick: 'growth' },
];

/** Why a row's growth is empty. */
export const NO_GROWTH = "No growth yet: next year's budget is not approved.";

export const pictureFileName = (year: number) => `planning-picture-${year + 1}.csv`;

const PICTURE_CHART_LABEL = 'Budget this year and next year';

function PictureChart({ rows }: { rows: readonly Row[] }) {
  const { selected } = useCurrency();
  const money = useMoney();
  const figure = useNamedChartTabStop<HTMLElement>(PICTURE_CHART_LABEL);
  const shown = rows.filter((row) => row.productName);
  // Bars are drawn from display values as numbers; tooltips show the exact amount, as the table.
  const series = (label: string, pick: 'currentYearBudget' | 'nextYearApproved') =>
    amountSeries(
      label,
      shown.map((row) => row[pick]),
      { rate: selected.rate, money },
    );
  return (
    <Box
      component="figure"
      aria-label={PICTURE_CHART_LABEL}
      ref={figure}
      sx={{ m: 0, mt: 3, ...CHART_FOCUS_RING }}
    >
      <Typography component="figcaption" variant="subtitle1">
        Budget this year and next year ({selected.id})
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: shown.map((row) => row.productName ?? '') }]}
        yAxis={[{ valueFormatter: (value: number) => compactAmount(value) }]}
        series={[
          series('Current year budget', 'currentYearBudget'),
          series('Next year approved', 'nextYearApproved'),
        ]}
      />
    </Box>
  );
}

export function PlanningPicture() {
  const { data, error } = useQuery(PlanningPictureQuery);
  const money = useMoney();
  const { getAccessToken, logout } = useSession();
  const showBanner = useBanner();
  useFetchFailedBanner(error);
  if (!data) return null;
  const { year, rows, totals } = data.planningPicture;

  async function exportCsv() {
    const outcome = await downloadFile(ENDPOINTS.planningPictureCsv, pictureFileName(year), {
      getAccessToken,
      save: saveBlob,
    });
    if (outcome === 'sessionLost') logout();
    else if (outcome === 'forbidden') showBanner(TEXTS.forbidden);
    else if (outcome === 'failed') showBanner('Error: the planning picture could not be exported');
  }

  // A row without an approved budget for next year has no growth to show (its 'growth' would be
  // minus this year's budget: a plan not made yet, not a cut).
  const cells = (row: Row) =>
    PICTURE_COLUMNS.map(({ pick }) => (
      <TableCell key={pick} align="right">
        {pick === 'growth' && !row.hasNextYearBudget ? (
          <span title={NO_GROWTH}>—</span>
        ) : (
          money(row[pick] as string)
        )}
      </TableCell>
    ));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography sx={{ flexGrow: 1 }}>
          This year {year}, next year {year + 1}: where next year&apos;s budget grows.
        </Typography>
        <Button variant="outlined" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Planning picture">
          <TableHead>
            <TableRow>
              <TableCell>Product family</TableCell>
              <TableCell>Product</TableCell>
              {PICTURE_COLUMNS.map(({ label }) => (
                <TableCell key={label} align="right">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.productFamilyId}-${row.productId ?? 'family'}`}>
                <TableCell>{row.productFamilyName}</TableCell>
                <TableCell>{row.productName ?? '(family)'}</TableCell>
                {cells(row)}
              </TableRow>
            ))}
            <TableRow sx={{ '& td': { fontWeight: 'bold' } }}>
              <TableCell>Total</TableCell>
              <TableCell />
              {cells(totals)}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <PictureChart rows={rows} />
    </Box>
  );
}
