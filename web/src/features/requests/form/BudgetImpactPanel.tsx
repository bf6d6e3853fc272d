// Beyond the spec (issue 9 part 4): the budget impact before commitment, per entity — budget,
// committed, pending, this request, remaining — as accessible bars coloured by the bff's figure
// status (the forecast colour rule). Plain bars, not a chart library: each bar is a labelled
// meter a screen reader reads, and the exact amounts stand beside it.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { compareDecimals, sumDecimals, toScaled } from '@cost-steering/schema';
import { useMoney } from '../../../shared/currency/currency';
import { statusColor } from '../../../shared/money/statusColor';
import { RequestBudgetImpactQuery } from './documents';

/** Percent of the budget, 0–100, for the bar's width only (display; the figures stay exact). */
function percent(value: string, budget: string): number {
  const total = toScaled(budget);
  if (total <= 0n) return compareDecimals(value, '0') > 0 ? 100 : 0;
  const share = Number((toScaled(value) * 10000n) / total) / 100;
  return Math.max(0, Math.min(100, share));
}

export function BudgetImpactPanel({ requestId }: { requestId: string }) {
  const money = useMoney();
  const { data } = useQuery(RequestBudgetImpactQuery, { variables: { requestId } });
  const impact = data?.budgetImpact;
  if (!impact || impact.mode === 'OFF') return null;
  const blocked = impact.mode === 'BLOCK' && impact.entities.some((e) => e.exceeds);
  return (
    <Box component="section" aria-labelledby="budget-impact" sx={{ my: 2 }}>
      <Typography id="budget-impact" variant="h6" component="h2">
        Budget impact {impact.year}
      </Typography>
      {blocked && (
        <Alert severity="error" sx={{ my: 1 }}>
          This request exceeds a budget: Send Request will be refused.
        </Alert>
      )}
      {impact.entities.map((entity) => {
        const used = sumDecimals([entity.committed, entity.pending, entity.thisRequest]);
        const width = percent(used, entity.budget);
        return (
          <Box key={`${entity.entityType}:${entity.entityId}`} sx={{ my: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {entity.name}
            </Typography>
            <Box
              role="meter"
              aria-label={`${entity.name}: share of the budget`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(width)}
              sx={{ height: 10, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                sx={{ width: `${width}%`, height: '100%', bgcolor: statusColor(entity.status) }}
              />
            </Box>
            <Typography
              variant="body2"
              component="dl"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}
            >
              {(
                [
                  ['Budget', entity.budget],
                  ['Committed', entity.committed],
                  ['Pending', entity.pending],
                  ['This request', entity.thisRequest],
                  ['Remaining', entity.remaining],
                ] as const
              ).map(([label, value]) => (
                <span key={label}>
                  <dt style={{ display: 'inline' }}>{label}: </dt>
                  <dd style={{ display: 'inline', margin: 0 }}>{money(value)}</dd>
                </span>
              ))}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
