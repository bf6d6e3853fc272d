// One cost unit on the overview (spec §2): status badge, manager, budget summary, a card per
// product with its percentage, and Manage (to /manage-cost-unit?unit={name}).
import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CostUnitFieldsFragment } from '../../../gql/graphql';
import { formatLongDate } from '../../../shared/format/date';
import { useMoney } from '../../../shared/currency/currency';
import { BudgetSummary } from './BudgetSummary';
import { StatusBadge } from './StatusBadge';

export const manageLink = (name: string) =>
  `/manage-cost-unit?${new URLSearchParams({ unit: name })}`;

export function CostUnitCard({ unit }: { unit: CostUnitFieldsFragment }) {
  const money = useMoney();
  return (
    <Card component="article" aria-label={`Cost unit ${unit.name}`} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {unit.name}
          </Typography>
          <StatusBadge status={unit.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Manager: {unit.manager} · Start date: {formatLongDate(unit.statusDate)}
        </Typography>
        <BudgetSummary budget={unit.budget} forecast={unit.forecast} actuals={unit.actuals} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {unit.allocations.map((allocation) => (
            <Card
              key={allocation.id}
              variant="outlined"
              aria-label={`Product ${allocation.productName}`}
              sx={{ p: 1.5, minWidth: 180 }}
            >
              <Typography variant="subtitle2">{allocation.productName}</Typography>
              <Typography variant="body2">{allocation.percent} %</Typography>
              <Typography variant="body2" color="text.secondary">
                {money(allocation.budget)} of {money(allocation.productBudget)}
              </Typography>
            </Card>
          ))}
        </Stack>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={manageLink(unit.name)} size="small">
          Manage
        </Button>
      </CardActions>
    </Card>
  );
}
