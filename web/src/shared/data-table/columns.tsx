// Column builders every list uses, so that the same kind of column looks and behaves the same on
// every screen: a row's actions in one compact cell placed where it is always in view, dates in
// the app's long form, amounts right-aligned.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { DataTableColumn } from './DataTable';
import { formatLongDate } from '../format/date';

/** The field of the actions column (DataTable keeps it visible: the column chooser cannot hide it). */
export const ACTIONS_FIELD = 'actions';

/** Width of one small text button (Approve, Details…) in the actions cell, gap included. */
const BUTTON_WIDTH = 84;

/**
 * A row's buttons in one 'Actions' cell. Placed early in the columns (after the row's id), it is
 * in view at 1280 px however many columns follow (web/README.md 'Row actions').
 */
export function actionsColumn<Row extends GridValidRowModel, SortField extends string>(
  buttons: number,
  render: (row: Row) => ReactNode,
): DataTableColumn<Row, SortField> {
  return {
    field: ACTIONS_FIELD,
    headerName: 'Actions',
    width: Math.max(1, buttons) * BUTTON_WIDTH + 16,
    sortable: false,
    disableExport: true,
    disableColumnMenu: true,
    hideable: false,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
        {render(row)}
      </Box>
    ),
  };
}

/** A date column in the app's long form (e.g. 'November 28, 2026'); empty when there is none. */
export function dateColumn<Row extends GridValidRowModel, SortField extends string>(
  field: string,
  headerName: string,
  sortField?: SortField,
  format: (value: string | null) => string = formatLongDate,
): DataTableColumn<Row, SortField> {
  return {
    field,
    headerName,
    ...(sortField && { sortField }),
    width: 150,
    valueFormatter: (value: string | null) => format(value),
  };
}
