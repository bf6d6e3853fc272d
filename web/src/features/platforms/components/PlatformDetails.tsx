// A platform's Details (spec §2 'Platform Overview'): total budget, owner, Manage and the products
// table. The spec's Manage button only logs; here it opens the manage screen of the platform's
// first product (managing is per platform product, /manage-platform?platform={product name}),
// shown to manage-platform only (web/README.md).
import { useNavigate } from '../../../shared/routing/useNavigate';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ROLES } from '@cost-steering/schema';
import { useMoney } from '../../../shared/currency/currency';
import { hasAnyRole, useSession } from '../../../shared/session/session';
import { PlatformDetailsQuery } from '../documents';
import { PlatformProductRow } from './PlatformProductRow';

export function PlatformDetails({ id, onClose }: { id: string; onClose(): void }) {
  const money = useMoney();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data } = useQuery(PlatformDetailsQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const platform = data?.platform;
  const first = platform?.products[0];
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="platform-title">
      <DialogTitle id="platform-title">{platform?.name ?? 'Platform'}</DialogTitle>
      <DialogContent dividers>
        {!platform ? (
          <CircularProgress aria-label="Loading platform" />
        ) : (
          <>
            <Typography>Total budget: {money(platform.budget)}</Typography>
            <Typography sx={{ mb: 2 }}>Owner: {platform.owner}</Typography>
            {platform.products.length === 0 ? (
              <Typography color="text.secondary">This platform has no products yet.</Typography>
            ) : (
              <Table size="small" aria-label="Products">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Owner</TableCell>
                    <TableCell align="right">Budget</TableCell>
                    <TableCell align="right">Platform cost</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {platform.products.map((product) => (
                    <PlatformProductRow key={product.id} product={product} />
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {hasAnyRole(user, [ROLES.managePlatform]) && (
          <Button
            disabled={!first}
            onClick={() =>
              first && navigate(`/manage-platform?${new URLSearchParams({ platform: first.name })}`)
            }
          >
            Manage
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
