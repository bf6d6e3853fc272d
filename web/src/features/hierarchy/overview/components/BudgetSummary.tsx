// Budget summary (spec §2): budget, forecast, actuals and remaining budget in the display
// currency. The forecast is coloured against the budget and the actuals against the forecast
// (spec §4 'Forecast colour'), as the server judged them.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../../../shared/currency/currency';
import { statusColor } from '../../../../shared/money/statusColor';
import type { SummaryFigures } from '../figures';

/** One labelled amount of a summary, in an optional (status) colour. */
export function FigureLine({
  label,
  value,
  color,
}: {
  label: string;
  value: string;
  color?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, color, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function BudgetSummary({ figures }: { figures: SummaryFigures }) {
  const money = useMoney();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FigureLine label="Budget" value={money(figures.budget)} />
      <FigureLine
        label="Forecast"
        value={money(figures.forecast)}
        color={statusColor(figures.forecastStatus)}
      />
      <FigureLine
        label="Actuals"
        value={money(figures.actuals)}
        color={statusColor(figures.actualsStatus)}
      />
      <FigureLine label="Remaining budget" value={money(figures.availableBudget)} />
    </Box>
  );
}
