// The small graph of a product card: budget, forecast and actuals as bars against the largest of
// the three, forecast and actuals in their status colours. Widths come from exact decimals.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { compareDecimals, toScaled } from '@cost-steering/schema';
import type { FigureStatus } from '../../../../gql/graphql';
import { useMoney } from '../../../../shared/currency/currency';
import { statusColor } from '../../../../shared/money/statusColor';

interface Props {
  budget: string;
  forecast: string;
  actuals: string;
  forecastStatus: FigureStatus;
  actualsStatus: FigureStatus;
}

/** `value` as a whole percentage of `largest` (0 when there is nothing to measure). */
export function barPercent(value: string, largest: string): number {
  const whole = toScaled(largest);
  const part = toScaled(value);
  if (whole <= 0n || part <= 0n) return 0;
  return Number((part * 100n) / whole);
}

export function ProductGraph({ budget, forecast, actuals, forecastStatus, actualsStatus }: Props) {
  const money = useMoney();
  const largest = [budget, forecast, actuals].reduce((max, value) =>
    compareDecimals(value, max) > 0 ? value : max,
  );
  const bars = [
    { label: 'Budget', value: budget, color: 'primary.main' },
    { label: 'Forecast', value: forecast, color: statusColor(forecastStatus) },
    { label: 'Actuals', value: actuals, color: statusColor(actualsStatus) },
  ];
  const description = bars.map((bar) => `${bar.label} ${money(bar.value)}`).join(', ');

  return (
    <Box role="img" aria-label={description} sx={{ display: 'grid', gap: 0.5, mt: 1.5 }}>
      {bars.map((bar) => (
        <Box
          key={bar.label}
          sx={{ display: 'grid', gridTemplateColumns: '64px 1fr', alignItems: 'center' }}
        >
          <Typography variant="caption" color="text.secondary" aria-hidden>
            {bar.label}
          </Typography>
          <Box sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Box
              sx={{
                height: '100%',
                width: `${barPercent(bar.value, largest)}%`,
                bgcolor: bar.color,
                borderRadius: 1,
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
