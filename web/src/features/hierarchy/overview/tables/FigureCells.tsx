// Budget, forecast, actuals, remaining and unallocated as table cells, coloured like the cards.
import TableCell from '@mui/material/TableCell';
import type { FigureStatus } from '../../../../gql/graphql';
import { useMoney } from '../../../../shared/currency/currency';
import { statusColor } from '../../../../shared/money/statusColor';
import { FIGURE_LABELS, remaining } from '../figures';

export interface RowFigures {
  budget: string;
  forecast: string;
  actuals: string;
  forecastStatus: FigureStatus;
  actualsStatus: FigureStatus;
  /** 'Unallocated'; absent for projects and applications, which have no cap: no cell then. */
  availableBudget?: string;
}

/** The columns of every entity; 'Unallocated' only where there is a cap (families, products). */
export const FIGURE_HEADERS = [
  FIGURE_LABELS.budget,
  FIGURE_LABELS.forecast,
  FIGURE_LABELS.actuals,
  FIGURE_LABELS.remaining,
] as const;
export const CAP_HEADERS = [...FIGURE_HEADERS, FIGURE_LABELS.unallocated] as const;

export function FigureCells({ figures }: { figures: RowFigures }) {
  const money = useMoney();
  return (
    <>
      <TableCell align="right">{money(figures.budget)}</TableCell>
      <TableCell align="right" sx={{ color: statusColor(figures.forecastStatus) }}>
        {money(figures.forecast)}
      </TableCell>
      <TableCell align="right" sx={{ color: statusColor(figures.actualsStatus) }}>
        {money(figures.actuals)}
      </TableCell>
      <TableCell align="right" sx={{ color: statusColor(figures.forecastStatus) }}>
        {money(remaining(figures))}
      </TableCell>
      {figures.availableBudget !== undefined && (
        <TableCell align="right">{money(figures.availableBudget)}</TableCell>
      )}
    </>
  );
}
