// The colour of a figure status (spec §4 'Forecast colour'). The status itself is decided by
// `figureStatus` of the schema package — by the bff for each entity, by the page for the sums it
// makes — so bff and web can never colour the same figures differently.
import type { FigureStatus } from '@cost-steering/schema';

/** MUI palette paths, for `sx={{ color }}`. */
const STATUS_COLOR: Record<FigureStatus, string> = {
  NEGATIVE: 'error.main',
  WARNING: 'warning.main',
  POSITIVE: 'success.main',
};

export function statusColor(status: FigureStatus): string {
  return STATUS_COLOR[status];
}
