// One future budget as a card: entity, owner, status and the amounts of its kind, with Details
// and — only where the screen allows it — Approve and Decline.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FutureBudgetFieldsFragment } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { ENTITY_TYPE_LABELS, STATUS_LABELS } from '../labels';

const STATUS_COLORS = { PROPOSED: 'warning', DECLINED: 'error', APPROVED: 'success' } as const;

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value}
    </Typography>
  );
}

export function PlanCard({
  plan,
  onDetails,
  onApprove,
  onDecline,
}: {
  plan: FutureBudgetFieldsFragment;
  onDetails: () => void;
  onApprove?: () => void;
  onDecline?: () => void;
}) {
  const money = useMoney();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${plan.entityName} request ${plan.id}`}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {plan.entityName}
          </Typography>
          <Chip
            size="small"
            label={STATUS_LABELS[plan.status]}
            color={STATUS_COLORS[plan.status]}
          />
        </Stack>
        <Line label="Entity type" value={ENTITY_TYPE_LABELS[plan.entityType]} />
        <Line label="Owner" value={plan.owner} />
        {plan.kind === 'DEMAND' ? (
          <>
            <Line label="Demand ID" value={plan.demandId} />
            <Line label="Demand title" value={plan.demandTitle} />
            <Line label="Demanded" value={money(plan.demandedBudget)} />
          </>
        ) : (
          <>
            <Line label="Proposed" value={money(plan.proposedBudget)} />
            <Line label="Proposed by" value={plan.proposedBy} />
          </>
        )}
        {plan.approvedBudget && <Line label="Approved" value={money(plan.approvedBudget)} />}
        {plan.description && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {plan.description}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onDetails}>
          Details
        </Button>
        {onApprove && (
          <Button size="small" color="success" onClick={onApprove}>
            Approve
          </Button>
        )}
        {onDecline && (
          <Button size="small" color="error" onClick={onDecline}>
            Decline
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
