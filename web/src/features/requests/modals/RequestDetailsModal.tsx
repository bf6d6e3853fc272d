// Request details (spec §2 'Open requests', 'Archive'): the request's fields and its list items.
import Button from '@mui/material/Button';
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
import type { RequestRowFieldsFragment } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { formatLongDate } from '../../../shared/format/date';
import { formatDecimal } from '../../../shared/format/decimal';
import { ownCurrency, statusLabel } from '../lists/requestFormat';
import { itemClassification } from './classification';

export function RequestDetailsModal({
  request,
  onClose,
}: {
  request: RequestRowFieldsFragment;
  onClose(): void;
}) {
  const money = useMoney();
  const fields: [string, string | null | undefined][] = [
    ['Description', request.orderText],
    ['Status', statusLabel(request.status)],
    ['PR Owner', request.ownerName],
    ['Company', request.companyName],
    ['Company Contact', request.contactName],
    ['Supplier', request.supplierName],
    ['SBU', request.sbuName],
    ['Buying Unit', request.buyingUnitName],
    ['Accounting Element', request.accountingElement],
    ['Amount', ownCurrency(request.orderAmount, request.currency)],
    ['Current Year', money(request.amountCurrentYear)],
    ['Next Year', money(request.amountNextYear)],
    ['Start Date', formatLongDate(request.startDate)],
    ['Delivery Date', formatLongDate(request.deliveryDate)],
    ['Comment', request.comments],
    ['Message', request.message],
    ['Justification', request.justification && capitalised(request.justification.status)],
    ['Justification comment', request.justification?.comment],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="details-title">
      <DialogTitle id="details-title">Request {request.id}</DialogTitle>
      <DialogContent>
        <Typography
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
        >
          {fields
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <FieldRow key={label} label={label} value={value ?? ''} />
            ))}
        </Typography>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          List items
        </Typography>
        <Table size="small" aria-label={`List items of request ${request.id}`}>
          <TableHead>
            <TableRow>
              <TableCell>No.</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Entity</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Resource</TableCell>
              <TableCell align="right">Person days</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {request.listItems.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.position}</TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell>{capitalised(item.entityType)}</TableCell>
                <TableCell>{itemClassification(item.type, item.costType)}</TableCell>
                <TableCell>{item.resourceName}</TableCell>
                <TableCell align="right">{formatDecimal(item.quantity)}</TableCell>
                <TableCell align="right">{ownCurrency(item.amount, item.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function capitalised(value: string) {
  return value.charAt(0) + value.slice(1).toLowerCase();
}

function FieldRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}
