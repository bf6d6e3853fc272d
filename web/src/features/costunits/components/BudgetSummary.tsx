// Budget, forecast and actuals of a cost unit or of its part of a product, in the chosen currency.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../../shared/currency/currency';

export function BudgetSummary(props: { budget: string; forecast: string; actuals: string }) {
  const money = useMoney();
  const items = [
    ['Budget', props.budget],
    ['Forecast', props.forecast],
    ['Actuals', props.actuals],
  ] as const;
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      {items.map(([label, value]) => (
        <Typography key={label} variant="body2">
          {label}: <strong>{money(value)}</strong>
        </Typography>
      ))}
    </Stack>
  );
}
