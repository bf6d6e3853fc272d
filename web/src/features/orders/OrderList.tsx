// The table and Details modal both order screens share (spec §2 'Purchase order list',
// 'Expiration list'): the order columns, the screen's one action (Invoice or Renew, when the user
// may) beside Details in the row's Actions cell and in the Details modal.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '../../shared/routing/useNavigate';
import Button from '@mui/material/Button';
import type { PurchaseOrderSortField } from '../../gql/graphql';
import { useMoney } from '../../shared/currency/currency';
import { DataTable } from '../../shared/data-table/DataTable';
import type { ServerList } from '../../shared/data-table/useServerList';
import { OrderDetailsModal } from '../../shared/orders/OrderDetailsModal';
import { orderColumns, ORDERS_HIDDEN, type OrderColumn, type OrderRow } from './orderColumns';
import { actionsColumn } from '../../shared/data-table/columns';

export interface OrderAction {
  /** 'Invoice' or 'Renew': the button's text and column. */
  label: string;
  /** Where it goes for an order. */
  path(orderId: string): string;
}

interface Props {
  label: string;
  list: ServerList<PurchaseOrderSortField>;
  page: { items: readonly OrderRow[]; totalCount: number } | undefined;
  loading: boolean;
  error: unknown;
  emptyText: string;
  noMatchText: string;
  searchLabel?: string;
  /** The screen's action, or null when the user may not take it. */
  action: OrderAction | null;
  /** Columns only this screen shows, after the order columns (the expiration list's Renewed). */
  extraColumns?: readonly OrderColumn[];
  /** The list at the bff's export route, and its filter (DataTable 'Export to Excel'). */
  exportName: string;
  exportFilter?: unknown;
}

export function OrderList({ page, action, extraColumns, ...table }: Props) {
  const money = useMoney();
  const navigate = useNavigate();
  const rows = useMemo(() => page?.items ?? [], [page]);
  const [details, setDetails] = useState<OrderRow | null>(null);

  const columns = useMemo(() => {
    const button = (row: OrderRow, text: string, ariaLabel: string, onClick: () => void) => (
      <Button size="small" aria-label={`${ariaLabel} ${row.orderNumber}`} onClick={onClick}>
        {text}
      </Button>
    );
    const actions = actionsColumn<OrderRow, PurchaseOrderSortField>(action ? 2 : 1, (row) => (
      <>
        {action &&
          button(row, action.label, `${action.label} order`, () => navigate(action.path(row.id)))}
        {button(row, 'Details', 'Details of order', () => setDetails(row))}
      </>
    ));
    // The actions come right after the PO number: in view at 1280 px whatever else is shown.
    const [number, ...rest] = orderColumns(money);
    return [number!, actions, ...rest, ...(extraColumns ?? [])];
  }, [money, action, navigate, extraColumns]);

  let modalAction: ReactNode = null;
  if (details && action) {
    modalAction = (
      <Button variant="contained" onClick={() => navigate(action.path(details.id))}>
        {action.label}
      </Button>
    );
  }

  return (
    <>
      <DataTable
        {...table}
        columns={columns}
        hiddenByDefault={ORDERS_HIDDEN}
        rows={rows}
        totalCount={page?.totalCount ?? 0}
        onRowOpen={setDetails}
      />
      {details && (
        <OrderDetailsModal
          orderId={details.id}
          onClose={() => setDetails(null)}
          actions={modalAction}
        />
      )}
    </>
  );
}
