// One product of a platform's details (spec §2): name, owner, budget and Show/Hide, which expands
// to its projects and applications (number, name, owner, budget, Show: their purchase orders in
// the overview's modal). Consumers links to /platform-consumers.
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlatformProductFieldsFragment } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import {
  useEntityDetails,
  type EntityDetailsTarget,
} from '../../../shared/entity-details/EntityDetailsSlot';
import { PlatformProductEntitiesQuery } from '../documents';

function Entities({ productId }: { productId: string }) {
  const money = useMoney();
  const EntityDetails = useEntityDetails();
  const [shown, setShown] = useState<EntityDetailsTarget | null>(null);
  const { data } = useQuery(PlatformProductEntitiesQuery, { variables: { id: productId } });
  if (!data) return <CircularProgress size={20} aria-label="Loading projects and applications" />;
  const rows = [
    ...(data.product?.projects ?? []).map((e) => ({ ...e, kind: 'project' as const })),
    ...(data.product?.applications ?? []).map((e) => ({ ...e, kind: 'application' as const })),
  ];
  if (rows.length === 0) {
    return <Typography color="text.secondary">No projects or applications.</Typography>;
  }
  return (
    <>
      <Table size="small" aria-label="Projects and applications">
        <TableHead>
          <TableRow>
            <TableCell>No.</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell align="right">Budget</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.kind}-${row.id}`}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.kind === 'project' ? 'Project' : 'Application'}</TableCell>
              <TableCell>{row.owner}</TableCell>
              <TableCell align="right">{money(row.budget)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => setShown({ kind: row.kind, id: row.id, name: row.name })}
                >
                  Show
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EntityDetails entity={shown} isPlatform onClose={() => setShown(null)} />
    </>
  );
}

export function PlatformProductRow({ product }: { product: PlatformProductFieldsFragment }) {
  const money = useMoney();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow>
        <TableCell>{product.name}</TableCell>
        <TableCell>{product.owner}</TableCell>
        <TableCell align="right">{money(product.budget)}</TableCell>
        <TableCell align="right">{money(product.platformCost)}</TableCell>
        <TableCell>
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide' : 'Show'}
          </Button>
          <Button
            size="small"
            component={RouterLink}
            to={`/platform-consumers?${new URLSearchParams({ platform: product.id })}`}
          >
            Consumers
          </Button>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={5}>
            <Entities productId={product.id} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
