// The cost unit's status (spec §2 'Overview': status badge; §4 statuses).
import Chip from '@mui/material/Chip';
import type { CostUnitStatus } from '../../../gql/graphql';

export const STATUS_LABELS: Record<CostUnitStatus, string> = {
  ACTIVE: 'Active',
  PROPOSED: 'Proposed',
  RETIRED: 'Retired',
  GLOBAL: 'Global',
};

const COLORS = {
  ACTIVE: 'success',
  PROPOSED: 'primary',
  RETIRED: 'default',
  GLOBAL: 'secondary',
} as const satisfies Record<CostUnitStatus, string>;

export function StatusBadge({ status }: { status: CostUnitStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status]} color={COLORS[status]} />;
}
