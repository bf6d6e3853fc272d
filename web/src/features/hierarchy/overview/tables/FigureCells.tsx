// Budget, forecast, actuals and remaining budget as table cells, coloured like the cards.
import TableCell from '@mui/material/TableCell';
import type { FigureStatus } from '../../../../gql/graphql';
import { useMoney } from '../../../../shared/currency/currency';
import { statusColor } from '../../../../shared/money/statusColor';

export interface RowFigures {
  budget: string;
  forecast: string;
  actuals: string;
  forecastStatus: FigureStatus;
  actualsStatus: FigureStatus;
  /** Absent for projects and applications, which have no cap of their own: no cell then. */
  availableBudget?: string;
}

export const FIGURE_HEADERS = ['Budget', 'Forecast', 'Actuals', 'Remaining budget'] as const;

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
      {figures.availableBudget !== undefined && (
        <TableCell align="right">{money(figures.availableBudget)}</TableCell>
      )}
    </>
  );
}
