// /orders-expiration (spec §2 'Expiration list'): orders whose delivery date falls in the current
// or the previous calendar month (the server decides the window), filtered by product family,
// 10 per page; Details opens the order modal and Renew (role edit-purchase-request) goes to
// /renew-purchase-request for the order (an order is the approved request with the same id).
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { INVOICE_TEXTS } from '@cost-steering/schema';
import type {
  ExpiringOrderListQuery as ExpiringOrderListData,
  PurchaseOrderSortField,
  RequestStatus,
} from '../../gql/graphql';
import { useServerList } from '../../shared/data-table/useServerList';
import { useSession } from '../../shared/session/session';
import { ExpiringOrderListQuery, OrderFamiliesQuery } from './documents';
import { canRenew, renewPath } from './orderAccess';
import { OrderList } from './OrderList';
import type { OrderColumn } from './orderColumns';

const ALL = '';

type ExpiringRow = ExpiringOrderListData['expiringPurchaseOrders']['items'][number];

const STATUS_TEXT: Record<RequestStatus, string> = {
  DRAFT: 'Draft',
  PROPOSED: 'Proposed',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

/**
 * Which orders were renewed already, and by which request (issue 10 part 5): a renewal that is
 * not declined or withdrawn; its alerts stop with it.
 */
export const RENEWED_COLUMN: OrderColumn = {
  field: 'renewalRequestId',
  headerName: 'Renewed',
  width: 190,
  sortable: false,
  valueGetter: (_value, row) => {
    const renewal = row as ExpiringRow;
    return renewal.renewalRequestId
      ? `by request #${renewal.renewalRequestId} (${STATUS_TEXT[renewal.renewalStatus ?? 'DRAFT']})`
      : '';
  },
};
const EXTRA_COLUMNS = [RENEWED_COLUMN];

function FamilyFilter({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { data } = useQuery(OrderFamiliesQuery);
  const families = useMemo(
    () => [...(data?.productFamilies ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  return (
    <FormControl size="small" sx={{ mb: 1, minWidth: 260 }}>
      <InputLabel id="expiring-family-label">Product family</InputLabel>
      <Select
        labelId="expiring-family-label"
        label="Product family"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value={ALL}>All</MenuItem>
        {families.map((family) => (
          <MenuItem key={family.id} value={family.id}>
            {family.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

export function ExpiringOrdersPage() {
  const session = useSession();
  const list = useServerList<PurchaseOrderSortField>({ field: 'DELIVERY_DATE', direction: 'ASC' });
  const [family, setFamily] = useState(ALL);
  const filter = family === ALL ? null : { productFamilyIds: [family] };
  const { data, previousData, error, loading } = useQuery(ExpiringOrderListQuery, {
    variables: { ...list.variables, filter },
  });
  const renewer = canRenew(session);
  const action = useMemo(() => (renewer ? { label: 'Renew', path: renewPath } : null), [renewer]);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Expiring Purchase Orders
      </Typography>
      <FamilyFilter
        value={family}
        onChange={(id) => {
          setFamily(id);
          list.setPage(0);
        }}
      />
      <OrderList
        label="Expiring Purchase Orders"
        exportName="expiring-orders"
        exportFilter={filter}
        list={list}
        page={(data ?? previousData)?.expiringPurchaseOrders}
        loading={loading}
        error={error}
        emptyText={INVOICE_TEXTS.noExpiringOrders}
        noMatchText={INVOICE_TEXTS.noExpiringOrders}
        action={action}
        extraColumns={EXTRA_COLUMNS}
      />
    </Box>
  );
}
