// /invoices (spec §2 'Invoices'): the invoices in the shared DataTable, searched by PO name, 10 per
// page; a row expands to its lines (DataGrid's community edition has no detail panel, so an
// expanded invoice is followed by a row of its own spanning every column); Export (role
// edit-invoice and the export flag) downloads its PDF in English or German. Totals in EUR (§9);
// a credit note says so in the Type column, its total negative (rest-api/CONTRACT.md 'Credit
// notes').
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { INVOICE_TEXTS, ROLES } from '@cost-steering/schema';
import type { InvoiceKind, InvoiceRowFieldsFragment, InvoiceSortField } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/data-table/DataTable';
import { useServerList } from '../../shared/data-table/useServerList';
import { InvoiceLinesTable } from '../../shared/orders/InvoiceLinesTable';
import { eur, INVOICE_KIND_LABELS, invoiceDateText } from '../../shared/orders/format';
import { hasAnyRole, useSession } from '../../shared/session/session';
import { InvoiceListQuery } from './documents';
import { ExportInvoiceButton } from './ExportInvoiceButton';

/** An invoice, or the row of lines under an expanded invoice (`linesOf` its id). */
type InvoiceRow = InvoiceRowFieldsFragment & { linesOf?: string };
type Column = DataTableColumn<InvoiceRow, InvoiceSortField>;

const linesRowId = (invoiceId: string) => `${invoiceId}:lines`;

function withLineRows(
  invoices: readonly InvoiceRowFieldsFragment[],
  expanded: ReadonlySet<string>,
): InvoiceRow[] {
  return invoices.flatMap((invoice) =>
    expanded.has(invoice.id)
      ? [invoice, { ...invoice, id: linesRowId(invoice.id), linesOf: invoice.id }]
      : [invoice],
  );
}

function invoiceColumns(
  expanded: ReadonlySet<string>,
  toggle: (id: string) => void,
  exporter: boolean,
): Column[] {
  const columns: Column[] = [
    {
      field: 'lines',
      headerName: 'Lines',
      width: 80,
      sortable: false,
      disableExport: true,
      disableColumnMenu: true,
      colSpan: (_value, row) => (row.linesOf ? columns.length : 1),
      renderCell: ({ row }) => {
        if (row.linesOf) {
          return (
            <Box id={row.id} sx={{ width: '100%', py: 1 }}>
              <InvoiceLinesTable name={row.name} lines={row.lines} />
            </Box>
          );
        }
        const open = expanded.has(row.id);
        return (
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} lines of ${row.name}`}
            aria-expanded={open}
            aria-controls={open ? linesRowId(row.id) : undefined}
            onClick={() => toggle(row.id)}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </IconButton>
        );
      },
    },
    { field: 'id', headerName: 'Invoice ID', sortField: 'ID', width: 110 },
    {
      field: 'kind',
      headerName: 'Type',
      width: 120,
      sortable: false,
      valueFormatter: (value: InvoiceKind) => INVOICE_KIND_LABELS[value],
    },
    { field: 'name', headerName: 'Title', sortField: 'NAME', minWidth: 180, flex: 1 },
    { field: 'poName', headerName: 'PO Name', sortField: 'PO_NAME', minWidth: 200, flex: 2 },
    {
      field: 'orderNumber',
      headerName: 'PO Number',
      sortField: 'ORDER_NUMBER',
      width: 140,
      valueFormatter: (value: string | null) => value ?? '',
    },
    {
      field: 'contactName',
      headerName: 'Company Contact',
      sortField: 'CONTACT',
      minWidth: 140,
      flex: 1,
      valueFormatter: (value: string | null) => value ?? '',
    },
    {
      field: 'date',
      headerName: 'Date',
      sortField: 'DATE',
      minWidth: 180,
      flex: 1,
      valueGetter: (_value, row) => invoiceDateText(row),
    },
    {
      field: 'totalAmount',
      headerName: 'Total Amount (EUR)',
      sortField: 'TOTAL_AMOUNT',
      width: 170,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => eur(value),
    },
  ];
  if (exporter) {
    columns.push({
      field: 'export',
      headerName: 'Export',
      width: 110,
      sortable: false,
      disableExport: true,
      disableColumnMenu: true,
      renderCell: ({ row }) =>
        row.linesOf ? null : <ExportInvoiceButton invoiceId={row.id} name={row.name} />,
    });
  }
  return columns;
}

export function InvoicesPage() {
  const { user, configuration } = useSession();
  const list = useServerList<InvoiceSortField>({ field: 'DATE', direction: 'DESC' });
  const { data, previousData, error, loading } = useQuery(InvoiceListQuery, {
    variables: list.variables,
  });
  const shown = (data ?? previousData)?.invoices;
  const invoices = useMemo(() => shown?.items ?? [], [shown]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const exporter =
    hasAnyRole(user, [ROLES.editInvoice]) && configuration.flags.invoicesExportEnabled;
  const columns = useMemo(
    () =>
      invoiceColumns(
        expanded,
        (id) =>
          setExpanded((current) => {
            const next = new Set(current);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
        exporter,
      ),
    [expanded, exporter],
  );

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Invoices
      </Typography>
      <DataTable
        label="Invoices"
        exportName="invoices"
        columns={columns}
        rows={withLineRows(invoices, expanded)}
        totalCount={shown?.totalCount ?? 0}
        loading={loading}
        error={error}
        list={list}
        emptyText={INVOICE_TEXTS.noInvoices}
        noMatchText={INVOICE_TEXTS.noInvoicesMatch}
        searchLabel="Search by PO name"
        getRowHeight={({ model }) => (model.linesOf ? 'auto' : null)}
        exportsRow={(row) => !row.linesOf}
      />
    </Box>
  );
}
