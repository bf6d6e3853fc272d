// /all-orders (spec §2 'Purchase order list'): every purchase order in the shared DataTable,
// searched by description, sorted by any column, 10 per page; Details opens the order modal and
// Invoice (role edit-invoice and create_invoice_enabled) goes to /create-invoice for the order.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INVOICE_TEXTS } from '@cost-steering/schema';
import type { PurchaseOrderSortField } from '../../gql/graphql';
import { useServerList } from '../../shared/data-table/useServerList';
import { useSession } from '../../shared/session/session';
import { PurchaseOrderListQuery } from './documents';
import { canInvoice, createInvoicePath } from './orderAccess';
import { OrderList } from './OrderList';

export function AllOrdersPage() {
  const session = useSession();
  const list = useServerList<PurchaseOrderSortField>({ field: 'START_DATE', direction: 'DESC' });
  const { data, previousData, error, loading } = useQuery(PurchaseOrderListQuery, {
    variables: list.variables,
  });
  const invoicer = canInvoice(session);
  const action = useMemo(
    () => (invoicer ? { label: 'Invoice', path: createInvoicePath } : null),
    [invoicer],
  );

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Purchase Orders
      </Typography>
      <OrderList
        label="Purchase Orders"
        exportName="purchase-orders"
        list={list}
        page={(data ?? previousData)?.purchaseOrders}
        loading={loading}
        error={error}
        emptyText={INVOICE_TEXTS.noOrders}
        noMatchText={INVOICE_TEXTS.noOrdersAvailable}
        searchLabel="Search by description"
        action={action}
      />
    </Box>
  );
}
