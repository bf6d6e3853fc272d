// The budget summary of what a level shows (spec §2), in the display currency.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SummaryFigures } from '../figures';
import { BudgetSummary } from './BudgetSummary';

export function SummaryPanel({ title, figures }: { title: string; figures: SummaryFigures }) {
  return (
    <Paper component="section" aria-label="Budget summary" sx={{ p: 2, mb: 3, maxWidth: 420 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <BudgetSummary figures={figures} />
    </Paper>
  );
}
