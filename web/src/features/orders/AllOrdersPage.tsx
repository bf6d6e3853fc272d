// /all-orders (spec §2 'Purchase order list'): every purchase order in the shared DataTable,
// searched by description, sorted by any column, 10 per page; Details opens the order modal and
// Invoice (role edit-invoice and create_invoice_enabled) goes to /create-invoice for the order.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { INVOICE_TEXTS } from '@cost-steering/schema';
import type { PurchaseOrderSortField } from '../../gql/graphql';
import { useMoney } from '../../shared/currency/currency';
import { DataTable } from '../../shared/data-table/DataTable';
import { useServerList } from '../../shared/data-table/useServerList';
import { OrderDetailsModal } from '../../shared/orders/OrderDetailsModal';
import { useSession } from '../../shared/session/session';
import { PurchaseOrderListQuery } from './documents';
import { actionColumn, orderColumns, type OrderRow } from './orderColumns';
import { canInvoice, createInvoicePath } from './orderAccess';

export function AllOrdersPage() {
  const session = useSession();
  const money = useMoney();
  const navigate = useNavigate();
  const list = useServerList<PurchaseOrderSortField>({ field: 'START_DATE', direction: 'DESC' });
  const { data, previousData, error, loading } = useQuery(PurchaseOrderListQuery, {
    variables: list.variables,
  });
  const shown = (data ?? previousData)?.purchaseOrders;
  const rows = useMemo(() => shown?.items ?? [], [shown]);
  const [details, setDetails] = useState<OrderRow | null>(null);
  const invoicer = canInvoice(session);

  const columns = useMemo(() => {
    const invoice = (row: OrderRow) => navigate(createInvoicePath(row.id));
    return [
      ...orderColumns(money),
      ...(invoicer
        ? [
            actionColumn('invoice', 'Invoice', (row) => (
              <Button
                size="small"
                aria-label={`Invoice order ${row.orderNumber}`}
                onClick={() => invoice(row)}
              >
                Invoice
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
    ];
  }, [money, invoicer, navigate]);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Purchase Orders
      </Typography>
      <DataTable
        label="Purchase Orders"
        columns={columns}
        rows={rows}
        totalCount={shown?.totalCount ?? 0}
        loading={loading}
        error={error}
        list={list}
        emptyText={INVOICE_TEXTS.noOrders}
        noMatchText={INVOICE_TEXTS.noOrdersAvailable}
        searchLabel="Search by description"
        onRowOpen={setDetails}
      />
      {details && (
        <OrderDetailsModal
          orderId={details.id}
          onClose={() => setDetails(null)}
          actions={
            invoicer && (
              <Button variant="contained" onClick={() => navigate(createInvoicePath(details.id))}>
                Invoice
              </Button>
            )
          }
        />
      )}
    </Box>
  );
}
