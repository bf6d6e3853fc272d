// Budget summary of a family (or of all of them): budget, forecast, actuals and available budget
// in the display currency. The forecast is coloured against the budget and the actuals against
// the forecast (spec §4 'Forecast colour').
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../../shared/currency/currency';
import { forecastTone, TONE_COLOR } from '../../../shared/money/money';

export interface BudgetFigures {
  budget: string;
  forecast: string;
  actuals: string;
  availableBudget: string;
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
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

export function BudgetSummary({ figures }: { figures: BudgetFigures }) {
  const money = useMoney();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Figure label="Budget" value={money(figures.budget)} />
      <Figure
        label="Forecast"
        value={money(figures.forecast)}
        color={TONE_COLOR[forecastTone(figures.forecast, figures.budget)]}
      />
      <Figure
        label="Actuals"
        value={money(figures.actuals)}
        color={TONE_COLOR[forecastTone(figures.actuals, figures.forecast)]}
      />
      <Figure label="Available budget" value={money(figures.availableBudget)} />
    </Box>
  );
}
