// Budget impact before commitment (issue 9 part 4), on the request form after Next and in the
// approve modal — one panel for both: per entity the budget,
// what approved orders commit, what other open requests would add, this request, and what would
// remain (EUR, current year, shown in the selected currency). The figures are the text; the bar
// beside them only repeats them (aria-hidden) in the forecast colour of the server's status.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RequestBudgetImpactQuery } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { errorBannerText } from '../../../shared/errors/errorText';
import { statusColor } from '../../../shared/money/statusColor';
import { graphql } from '../../../gql';

export const BudgetImpactQuery = graphql(`
  query RequestBudgetImpact($requestId: ID!) {
    budgetImpact(requestId: $requestId) {
      ...BudgetImpactFields
    }
  }
`);

export const BudgetImpactFields = graphql(`
  fragment BudgetImpactFields on BudgetImpact {
    requestId
    mode
    year
    entities {
      entityType
      entityId
      name
      budget
      committed
      pending
      thisRequest
      remaining
      exceeds
      status
    }
  }
`);

/** The fields both queries select (the stored request's and the preview's). */
export type Impact = NonNullable<RequestBudgetImpactQuery['budgetImpact']>;
type Entity = Impact['entities'][number];

/** The commitment the check guards: Send on the form, Approve in the modal. */
export type Commitment = 'Send Request' | 'Approval';

/** What the user is told when an entity would go over its budget. */
export function budgetNote(
  impact: Impact,
  commitment: Commitment,
): { severity: 'error' | 'warning'; text: string } | null {
  const over = impact.entities.filter((entity) => entity.exceeds).map((entity) => entity.name);
  if (over.length === 0 || impact.mode === 'OFF') return null;
  const names = over.join(', ');
  return impact.mode === 'BLOCK'
    ? {
        severity: 'error',
        text: `${commitment} will be refused: the budget of ${names} would be exceeded.`,
      }
    : { severity: 'warning', text: `Warning: the budget of ${names} would be exceeded.` };
}

/** A stored request's impact: on the form after Next and in the approve modal. */
export function BudgetImpactPanel({
  requestId,
  commitment,
}: {
  requestId: string;
  commitment: Commitment;
}) {
  const { data, error, loading } = useQuery(BudgetImpactQuery, { variables: { requestId } });
  if (loading) return <LinearProgress aria-label="Loading budget impact" />;
  if (error) return <Alert severity="error">{errorBannerText(error)}</Alert>;
  if (!data?.budgetImpact) return null;
  return <BudgetImpactView impact={data.budgetImpact} commitment={commitment} />;
}

/** The table, the bars and the note of one impact, however it was asked for. */
export function BudgetImpactView({
  impact,
  commitment,
  caption,
}: {
  impact: Impact;
  commitment: Commitment;
  /** Says what the figures assume (the preview's whole amount on each entity). */
  caption?: string;
}) {
  const money = useMoney();
  if (impact.entities.length === 0) return null;
  const note = budgetNote(impact, commitment);
  return (
    <Box component="section" aria-labelledby="budget-impact-title" sx={{ mt: 2 }}>
      <Typography id="budget-impact-title" variant="subtitle1" component="h3">
        Budget impact {impact.year}
      </Typography>
      {caption && (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
      <Table size="small" aria-labelledby="budget-impact-title">
        <TableHead>
          <TableRow>
            <TableCell>Entity</TableCell>
            <TableCell align="right">Budget</TableCell>
            <TableCell align="right">Committed</TableCell>
            <TableCell align="right">Pending</TableCell>
            {/* Only the part of the request that falls in the measured year counts here. */}
            <TableCell align="right">This request ({impact.year} part)</TableCell>
            <TableCell align="right">Remaining</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {impact.entities.map((entity) => (
            <TableRow key={`${entity.entityType}-${entity.entityId}`}>
              <TableCell>
                {entity.name}
                <ImpactBar entity={entity} />
              </TableCell>
              <TableCell align="right">{money(entity.budget)}</TableCell>
              <TableCell align="right">{money(entity.committed)}</TableCell>
              <TableCell align="right">{money(entity.pending)}</TableCell>
              <TableCell align="right">{money(entity.thisRequest)}</TableCell>
              <TableCell align="right" sx={{ color: statusColor(entity.status), fontWeight: 600 }}>
                {money(entity.remaining)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {note && (
        <Alert severity={note.severity} sx={{ mt: 1 }}>
          {note.text}
        </Alert>
      )}
    </Box>
  );
}

/** Committed, pending and this request stacked against the budget (or the total when over). */
function ImpactBar({ entity }: { entity: Entity }) {
  const parts = [
    { value: Number(entity.committed), color: 'text.secondary' },
    { value: Number(entity.pending), color: 'info.light' },
    { value: Number(entity.thisRequest), color: statusColor(entity.status) },
  ];
  const scale = Math.max(Number(entity.budget), ...[parts.reduce((sum, p) => sum + p.value, 0)]);
  return (
    <Box
      aria-hidden
      sx={{ display: 'flex', width: 160, height: 8, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {scale > 0 &&
        parts.map((part, index) => (
          <Box
            key={index}
            sx={{ width: `${(part.value / scale) * 100}%`, bgcolor: part.color, height: '100%' }}
          />
        ))}
    </Box>
  );
}
