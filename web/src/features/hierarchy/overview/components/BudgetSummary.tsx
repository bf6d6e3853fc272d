// Budget summary (spec §2): budget, forecast, actuals, remaining (budget − forecast) and
// unallocated (the cap not yet handed down) in the display currency, as a description list so a
// screen reader pairs each label with its amount. The forecast is coloured against the budget
// and the actuals against the forecast (spec §4 'Forecast colour'), as the server judged them;
// the remaining amount follows the forecast's colour, being the same comparison.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../../../shared/currency/currency';
import { statusColor } from '../../../../shared/money/statusColor';
import { FIGURE_LABELS, remaining, type SummaryFigures } from '../figures';

export function FigureList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
      {children}
    </Box>
  );
}

/** One labelled amount of a FigureList, in an optional (status) colour. */
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
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, color, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function BudgetSummary({ figures }: { figures: SummaryFigures }) {
  const money = useMoney();
  const forecastColor = statusColor(figures.forecastStatus);
  return (
    <FigureList>
      <FigureLine label={FIGURE_LABELS.budget} value={money(figures.budget)} />
      <FigureLine
        label={FIGURE_LABELS.forecast}
        value={money(figures.forecast)}
        color={forecastColor}
      />
      <FigureLine
        label={FIGURE_LABELS.actuals}
        value={money(figures.actuals)}
        color={statusColor(figures.actualsStatus)}
      />
      <FigureLine
        label={FIGURE_LABELS.remaining}
        value={money(remaining(figures))}
        color={forecastColor}
      />
      <FigureLine label={FIGURE_LABELS.unallocated} value={money(figures.availableBudget)} />
    </FigureList>
  );
}
