// The one table of every list that grows (DESIGN.md §5/§6, web/README.md 'Tables'): MUI DataGrid
// in server mode. The server pages (the spec's 10 per page), sorts and searches; the table shows
// one page, a search box of at most 40 characters, column visibility, CSV export of the rows
// shown, 'Export to Excel' of every row of the search (exportName), loading, empty and 'no
// match' states, and rows that open their details.
import { useEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { LIMITS, TIMINGS } from '@cost-steering/schema';
import { PoliteAnnouncement } from '../a11y/PoliteAnnouncement';
import { cspNonce } from '../csp/cspNonce';
import { errorBannerText } from '../errors/errorText';
import { csvExportOptions } from './csvExport';
import { ExcelExportButton } from './ExcelExportButton';
import { useColumnVisibility } from './useColumnVisibility';
import { useLastPageAfterShrink, type ServerList } from './useServerList';

/** A DataGrid column; `sortField` (the list's sort enum) makes it sortable on the server. */
export type DataTableColumn<
  Row extends GridValidRowModel,
  SortField extends string,
> = GridColDef<Row> & {
  sortField?: SortField;
};

export interface DataTableProps<Row extends { id: string }, SortField extends string> {
  /** The table's accessible name and the CSV file's name. */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row, SortField>>;
  rows: readonly Row[];
  totalCount: number;
  loading: boolean;
  error?: unknown;
  list: ServerList<SortField>;
  /** Shown when the list is empty (no search). */
  emptyText: string;
  /** Shown when a search finds nothing. */
  noMatchText: string;
  /** The search box's label (the screen's search field, e.g. 'Search by description'). */
  searchLabel?: string;
  /** Opens a row's details: on a click on the row and on Enter (not on its buttons). */
  onRowOpen?: (row: Row) => void;
  /** Rows of their own height, e.g. 'auto' for a row that shows another row's details. */
  getRowHeight?: DataGridProps<Row>['getRowHeight'];
  /**
   * Columns hidden until the user shows them with the column chooser (so the list fits 1280 px);
   * the user's choice is kept per table (useColumnVisibility).
   */
  hiddenByDefault?: readonly string[];
  /**
   * The key columns a phone shows at first besides Actions (default: the first two columns);
   * the others start hidden there, the column chooser offers them (useColumnVisibility).
   */
  phoneColumns?: readonly string[];
  /** Which rows the CSV export writes (default: every row shown); not a row of details. */
  exportsRow?: (row: Row) => boolean;
  /**
   * The list's name at the bff's export route (bff/src/list-exports.ts): with it, 'Export to
   * Excel' writes every row of the current search, sort and `exportFilter` as {name}.xlsx.
   */
  exportName?: string;
  /** The list's filter input as its query takes it, for the Excel export. */
  exportFilter?: unknown;
}

export function DataTable<Row extends { id: string }, SortField extends string>(
  props: DataTableProps<Row, SortField>,
) {
  const { label, columns, rows, totalCount, loading, error, list, onRowOpen, exportsRow } = props;
  const { limit, search, sort } = list.variables;
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(label, {
    fields: columns.map((column) => column.field),
    hiddenByDefault: props.hiddenByDefault,
    phoneColumns: props.phoneColumns,
  });

  useLastPageAfterShrink(list, rows.length, totalCount, loading);
  const { apiRef, rememberFocus } = useFocusAfterRowLeaves(rows);

  const gridColumns = useMemo(
    () =>
      columns.map(({ sortField, ...column }) => ({
        ...column,
        sortable: sortField !== undefined,
      })),
    [columns],
  );

  const sortModel: GridSortModel = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.sortField === sort.field);
    return column ? [{ field: column.field, sort: sort.direction === 'ASC' ? 'asc' : 'desc' }] : [];
  }, [columns, sort]);

  function changeSort(model: GridSortModel) {
    const [first] = model;
    const sortField = first && columns.find((column) => column.field === first.field)?.sortField;
    list.setSort(
      sortField ? { field: sortField, direction: first.sort === 'desc' ? 'DESC' : 'ASC' } : null,
    );
  }

  function changePage(model: GridPaginationModel) {
    list.setPage(model.page);
  }

  function openFromClick(row: Row, event: MouseEvent) {
    if (isRowControl(event.target)) return;
    onRowOpen?.(row);
  }

  return (
    <Box onFocus={rememberFocus}>
      {(props.searchLabel || props.exportName) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
          {props.searchLabel && <SearchBox label={props.searchLabel} onSearch={list.setSearch} />}
          {props.exportName && (
            <Box sx={{ ml: 'auto', mb: 1 }}>
              <ExcelExportButton
                list={props.exportName}
                query={{ search, sort, filter: props.exportFilter }}
              />
            </Box>
          )}
        </Box>
      )}
      {error !== undefined && error !== null && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorBannerText(error)}
        </Alert>
      )}
      {/* A search that found nothing says so once: here, the screen's 'no match' text, where a
          screen reader hears it too (not also in the grid's overlay). */}
      <PoliteAnnouncement
        text={search && !loading ? searchOutcome(totalCount, props.noMatchText) : ''}
        visible={Boolean(search) && !loading && totalCount === 0}
      />
      <DataGrid
        // The grid's CSS-variables <style> tag needs the page's CSP nonce.
        nonce={cspNonce()}
        apiRef={apiRef}
        aria-label={label}
        rows={rows}
        columns={gridColumns}
        columnVisibilityModel={columnVisibility}
        onColumnVisibilityModelChange={setColumnVisibility}
        rowCount={totalCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={{ page: list.page, pageSize: limit }}
        onPaginationModelChange={changePage}
        pageSizeOptions={[limit]}
        sortModel={sortModel}
        onSortModelChange={changeSort}
        disableColumnFilter
        disableRowSelectionOnClick
        // A page holds at most 100 rows: render them all (and so in tests too).
        disableVirtualization
        autoHeight
        getRowHeight={props.getRowHeight}
        showToolbar
        localeText={{ noRowsLabel: search ? '' : props.emptyText }}
        slotProps={{
          toolbar: {
            showQuickFilter: false,
            csvOptions: {
              ...csvExportOptions(label),
              ...(exportsRow && {
                getRowsToExport: () => rows.filter(exportsRow).map((row) => row.id),
              }),
            },
            printOptions: { disableToolbarButton: true },
          },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
        }}
        onRowClick={onRowOpen ? (params, event) => openFromClick(params.row, event) : undefined}
        onCellKeyDown={(params, event) => {
          if (isRowControl(event.target)) {
            // Enter and Space press a row's own button (Approve, Delete, Invoice…): the grid
            // would page down on Space, and Enter must not also open the row.
            if (event.key === 'Enter' || event.key === ' ') event.defaultMuiPrevented = true;
            return;
          }
          if (event.key === 'Enter') onRowOpen?.(params.row);
        }}
        sx={onRowOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
      />
    </Box>
  );
}

/**
 * What a search found, said to screen readers (WCAG 4.1.3): the rows change away from the search
 * box, and the grid says nothing. None found: the screen's own 'no match' text, shown as well —
 * the one message (issue 31: a generic second one was read beside it).
 */
export function searchOutcome(count: number, noMatchText: string): string {
  if (count === 0) return noMatchText;
  return count === 1 ? '1 row matches your search.' : `${count} rows match your search.`;
}

/** A control of its own inside a row: a click or key on it is not the row's. */
function isRowControl(target: EventTarget): boolean {
  // The focused cell itself is the grid's [tabindex="0"]; a disabled button's focusable wrapper too.
  const control = target instanceof Element && target.closest('button, a, input, [tabindex="0"]');
  return Boolean(control) && !(control as Element).matches('[role="gridcell"]');
}

/**
 * When the row holding the focus leaves the list (approved, declined, deleted, restored — often
 * from a dialog, which gives the focus back to the row's button that is gone), the focus would
 * fall to <body> and a keyboard or screen-reader user would start again from the top. It goes to
 * the same column of the row now in that place (the one above when it was the last), through
 * the grid's own cell focus, or to the column's header when no row is left.
 */
function useFocusAfterRowLeaves(rows: readonly { id: string }[]) {
  const apiRef = useGridApiRef();
  const focused = useRef<{ id: string; index: number; field: string } | null>(null);
  function rememberFocus(event: FocusEvent<HTMLElement>) {
    const cell = event.target.closest<HTMLElement>('[role="row"][data-id] [data-field]');
    const id = cell?.closest<HTMLElement>('[data-id]')?.dataset.id;
    const field = cell?.dataset.field;
    focused.current =
      id && field ? { id, field, index: rows.findIndex((row) => row.id === id) } : null;
  }
  // After every render: a dialog closing re-renders the page, not only a new list.
  useEffect(() => {
    const last = focused.current;
    if (!last || rows.some((row) => row.id === last.id)) return;
    // Lost already, or still on the leaving row (the grid drops it from the page a render later).
    const active = document.activeElement;
    const rowOfActive = active?.closest<HTMLElement>('[role="row"][data-id]')?.dataset.id;
    if (active !== document.body && rowOfActive !== last.id) return;
    focused.current = null;
    const next = rows[Math.min(last.index, rows.length - 1)];
    if (next) apiRef.current?.setCellFocus(next.id, last.field);
    else apiRef.current?.setColumnHeaderFocus(last.field);
  });
  return { apiRef, rememberFocus };
}

/** The search box: at most 40 characters, sent after the spec's filter delay of typing. */
function SearchBox({ label, onSearch }: { label: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), TIMINGS.filterFetchDelayMs);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { maxLength: LIMITS.searchMax, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
