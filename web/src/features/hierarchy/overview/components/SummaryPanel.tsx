// The budget summary of what a level shows (spec §2), in the display currency, with what its two
// 'what is left' amounts mean at this level: they were easy to confuse (web/README.md).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UNALLOCATED_MEANING, type SummaryFigures } from '../figures';
import { BudgetSummary } from './BudgetSummary';

interface Props {
  title: string;
  figures: SummaryFigures;
  /** Whose cap 'Unallocated' is taken from: the families' or the products'. */
  capsOf: keyof typeof UNALLOCATED_MEANING;
}

export function SummaryPanel({ title, figures, capsOf }: Props) {
  return (
    <Paper component="section" aria-label="Budget summary" sx={{ p: 2, mb: 3, maxWidth: 420 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <BudgetSummary figures={figures} />
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
        Remaining: budget minus forecast. Unallocated: {UNALLOCATED_MEANING[capsOf]}.
      </Typography>
    </Paper>
  );
}
