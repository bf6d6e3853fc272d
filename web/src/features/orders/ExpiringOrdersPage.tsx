// /orders-expiration (spec §2 'Expiration list'): orders whose delivery date falls in the current
// or the previous calendar month (the server decides the window), filtered by product family,
// 10 per page; Details opens the order modal and Renew (role edit-purchase-request) goes to
// /renew-purchase-request for the order (an order is the approved request with the same id).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { INVOICE_TEXTS } from '@cost-steering/schema';
import type { PurchaseOrderSortField } from '../../gql/graphql';
import { useMoney } from '../../shared/currency/currency';
import { DataTable } from '../../shared/data-table/DataTable';
import { useServerList } from '../../shared/data-table/useServerList';
import { OrderDetailsModal } from '../../shared/orders/OrderDetailsModal';
import { useSession } from '../../shared/session/session';
import { ExpiringOrderListQuery, OrderFamiliesQuery } from './documents';
import { actionColumn, orderColumns, type OrderRow } from './orderColumns';
import { canRenew, renewPath } from './orderAccess';

const ALL = '';

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
  const money = useMoney();
  const navigate = useNavigate();
  const list = useServerList<PurchaseOrderSortField>({ field: 'DELIVERY_DATE', direction: 'ASC' });
  const [family, setFamily] = useState(ALL);
  const { data, previousData, error, loading } = useQuery(ExpiringOrderListQuery, {
    variables: {
      ...list.variables,
      filter: family === ALL ? null : { productFamilyIds: [family] },
    },
  });
  const shown = (data ?? previousData)?.expiringPurchaseOrders;
  const rows = useMemo(() => shown?.items ?? [], [shown]);
  const [details, setDetails] = useState<OrderRow | null>(null);
  const renewer = canRenew(session);

  const columns = useMemo(
    () => [
      ...orderColumns(money),
      ...(renewer
        ? [
            actionColumn('renew', 'Renew', (row) => (
              <Button
                size="small"
                aria-label={`Renew order ${row.orderNumber}`}
                onClick={() => navigate(renewPath(row.id))}
              >
                Renew
              </Button>
            )),
          ]
        : []),
      actionColumn('details', 'Details', (row) => (
        <Button
          size="small"
          aria-label={`Details of order ${row.orderNumber}`}
          onClick={() => setDetails(row)}
        >
          Details
        </Button>
      )),
    ],
    [money, renewer, navigate],
  );

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
      <DataTable
        label="Expiring Purchase Orders"
        columns={columns}
        rows={rows}
        totalCount={shown?.totalCount ?? 0}
        loading={loading}
        error={error}
        list={list}
        emptyText={INVOICE_TEXTS.noExpiringOrders}
        noMatchText={INVOICE_TEXTS.noExpiringOrders}
        onRowOpen={setDetails}
      />
      {details && (
        <OrderDetailsModal
          orderId={details.id}
          onClose={() => setDetails(null)}
          actions={
            renewer && (
              <Button variant="contained" onClick={() => navigate(renewPath(details.id))}>
                Renew
              </Button>
            )
          }
        />
      )}
    </Box>
  );
}
