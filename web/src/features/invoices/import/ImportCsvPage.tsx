// /import-csv (spec §2 'Import CSV', §4: idle, uploading, complete): choose a CSV file, upload it
// with a progress bar (the bytes sent, then the rows being processed), then the counts of
// Successful and Failed Imports and the failed rows in the shared DataTable (column Error plus the
// row's fields). A file refused as a whole (too large, wrong columns, …) is only logged and shows
// as the one failed row (spec §8). The format is described here and the template downloadable.
// With failed rows, 'Download PDF', 'Download Excel' and 'Download CSV' send them back to the
// server and save failed_rows.pdf / .xlsx / .csv — the spreadsheets in the import's own columns
// with `row` and `error` beside them, which the import ignores: corrected, the same file uploads
// again. The server makes the whole file before its first byte (a PDF of 20,000 rows takes
// ~20 s), so the page says which file is being made until it is saved.
import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import {
  INVOICE_IMPORT_COLUMNS,
  INVOICE_IMPORT_LIMITS,
  INVOICE_IMPORT_TEXTS,
  TEXTS,
} from '@cost-steering/schema';
import { ENDPOINTS } from '../../../config';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { useFocusAfterSave } from '../../../shared/forms/FocusAfterSave';
import { downloadFile, type DownloadOutcome } from '../../../shared/files/downloadFile';
import { DataTable, type DataTableColumn } from '../../../shared/data-table/DataTable';
import { useServerList } from '../../../shared/data-table/useServerList';
import { useSession } from '../../../shared/session/session';
import { saveBlob } from '../../../shared/files/saveBlob';
import {
  TEMPLATE_FILE_NAME,
  uploadInvoiceCsv,
  type ErrorRow,
  type ImportAnswer,
  type UploadOptions,
  type UploadOutcome,
} from './uploadInvoiceCsv';

export type ImportState = 'idle' | 'uploading' | 'complete';

/** The failed rows' downloads: the button, the file saved and the route it comes from. */
export const FAILED_ROWS_DOWNLOADS = [
  { label: 'Download PDF', fileName: 'failed_rows.pdf', url: ENDPOINTS.importErrorsPdf },
  { label: 'Download Excel', fileName: 'failed_rows.xlsx', url: ENDPOINTS.failedRows('xlsx') },
  { label: 'Download CSV', fileName: 'failed_rows.csv', url: ENDPOINTS.failedRows('csv') },
] as const;
type FailedRowsDownload = (typeof FAILED_ROWS_DOWNLOADS)[number];

interface FailedRow {
  id: string;
  row: string;
  error: string;
  fields: Record<string, string>;
}

const toFailedRow = (row: ErrorRow): FailedRow => ({
  id: String(row.row),
  row: String(row.row),
  error: row.errors.join('\n'),
  fields: Object.fromEntries(
    INVOICE_IMPORT_COLUMNS.map(({ name }) => [name, String(row[name] ?? '')]),
  ),
});

const COLUMNS: ReadonlyArray<DataTableColumn<FailedRow, never>> = [
  { field: 'row', headerName: 'Row', width: 70 },
  { field: 'error', headerName: 'Error', flex: 2, minWidth: 320 },
  ...INVOICE_IMPORT_COLUMNS.map(({ name }): DataTableColumn<FailedRow, never> => ({
    field: name,
    headerName: name,
    minWidth: 120,
    valueGetter: (_value, row) => row.fields[name],
  })),
];

/** What the file picker offers: CSV and text files, and Excel workbooks (rest-api CONTRACT.md). */
const ACCEPTED_FILES =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The REST API reads a sheet name of at most 100 characters (Excel's own are at most 31). */
const SHEET_NAME_MAX = 100;

export interface ImportCsvPageProps {
  /** Tests give a fake XMLHttpRequest. */
  createRequest?: UploadOptions['createRequest'];
}

export function ImportCsvPage({ createRequest }: ImportCsvPageProps = {}) {
  const { getAccessToken, logout } = useSession();
  const showBanner = useBanner();
  const [state, setState] = useState<ImportState>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState('');
  const [progress, setProgress] = useState(0);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [failed, setFailed] = useState<FailedRow[]>([]);
  /** The failed-rows file being made and downloaded (one at a time), else null. */
  const [making, setMaking] = useState<FailedRowsDownload | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useServerList<never>();
  // Upload is disabled while it runs: the focus then goes to the result (its counts are read).
  const result = useRef<HTMLDivElement>(null);
  useFocusAfterSave(state === 'uploading', result);

  async function upload() {
    if (!file) return;
    setState('uploading');
    setProgress(0);
    let outcome: UploadOutcome;
    try {
      outcome = await uploadInvoiceCsv({
        token: await getAccessToken(),
        file,
        sheet,
        onProgress: setProgress,
        ...(createRequest ? { createRequest } : {}),
      });
    } catch {
      // The identity provider renewing the token could not be reached: no answer, status 0
      // (spec §4, app/apollo/sessionLost.ts).
      outcome = { kind: 'sessionLost' };
    }
    list.setPage(0);
    if (outcome.kind === 'sessionLost') {
      logout();
      return;
    }
    if (outcome.kind === 'done') {
      setAnswer(outcome.answer);
      setFailed(outcome.answer.errorRows.map(toFailedRow));
    } else {
      // Spec §8: a failed upload is only logged; its reason shows as the failed row.
      const message =
        outcome.kind === 'refused' ? outcome.message : `The upload failed (${outcome.status}).`;
      console.error('CSV upload failed', outcome);
      setAnswer({ results: [], errorRows: [], imported: 0, already_imported: 0, failed: 1 });
      setFailed([{ id: 'file', row: '–', error: message, fields: {} }]);
    }
    setState('complete');
  }

  /** A file route's outcome as every download shows it (a 401 or no answer logs out, spec §4). */
  function reportDownload(outcome: DownloadOutcome, failedText: string) {
    if (outcome === 'sessionLost') logout();
    else if (outcome === 'forbidden') showBanner(TEXTS.forbidden);
    else if (outcome === 'failed') showBanner(failedText);
  }

  async function downloadTemplate() {
    const outcome = await downloadFile(ENDPOINTS.invoiceCsvTemplate, TEMPLATE_FILE_NAME, {
      getAccessToken,
      save: saveBlob,
    });
    reportDownload(outcome, 'Error: the template could not be downloaded');
  }

  async function downloadFailedRows(download: FailedRowsDownload, errorRows: ErrorRow[]) {
    setMaking(download);
    try {
      const outcome = await downloadFile(
        download.url,
        download.fileName,
        { getAccessToken, save: saveBlob },
        { jsonBody: { errorRows } },
      );
      reportDownload(outcome, `Error: ${download.fileName} could not be made`);
    } finally {
      setMaking(null);
    }
  }

  const { offset, limit, search } = list.variables;
  const shown = useMemo(() => {
    const term = search?.toLowerCase();
    const matching = term
      ? failed.filter((row) =>
          [row.error, ...Object.values(row.fields)].some((v) => v.toLowerCase().includes(term)),
        )
      : failed;
    return { rows: matching.slice(offset, offset + limit), total: matching.length };
  }, [failed, offset, limit, search]);

  const complete = state === 'complete' ? answer : null;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Import CSV
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          Choose file
          <input
            ref={input}
            hidden
            type="file"
            accept={ACCEPTED_FILES}
            aria-label="CSV or Excel file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setState('idle');
            }}
          />
        </Button>
        <TextField
          label="Sheet (Excel only)"
          size="small"
          value={sheet}
          onChange={(event) => setSheet(event.target.value)}
          helperText="Empty: the first sheet"
          slotProps={{ htmlInput: { maxLength: SHEET_NAME_MAX } }}
        />
        <Button
          variant="contained"
          disabled={!file || state === 'uploading'}
          onClick={() => void upload()}
        >
          Upload
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()}>
          Download template
        </Button>
      </Stack>
      {file && <Typography>Chosen file: {file.name}</Typography>}
      {state === 'uploading' && (
        <Box>
          <Typography>{progress < 1 ? 'Uploading the file…' : 'Importing the rows…'}</Typography>
          <LinearProgress
            aria-label="Upload progress"
            variant={progress < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(progress * 100)}
          />
        </Box>
      )}
      {/* Always there, out of the flow while empty (no gap for it): the counts are said by
          screen readers only if their live region was there before them (WCAG 4.1.3). Once
          complete it is the 'Import result' region, where the focus goes after Upload (the
          button is disabled while it runs); a role, not a <section>, so the element stays. */}
      <Stack
        spacing={2}
        ref={result}
        tabIndex={-1}
        role={complete ? 'region' : undefined}
        aria-label={complete ? 'Import result' : undefined}
        sx={complete ? undefined : { position: 'absolute' }}
      >
        <Stack direction="row" spacing={4} role="status" aria-label="Import counts">
          {complete && (
            <>
              <Typography>
                {INVOICE_IMPORT_TEXTS.successful}: <strong>{complete.imported}</strong>
              </Typography>
              <Typography>
                {INVOICE_IMPORT_TEXTS.failed}: <strong>{complete.failed}</strong>
              </Typography>
              {complete.already_imported > 0 && (
                <Typography>
                  {INVOICE_IMPORT_TEXTS.alreadyImported}:{' '}
                  <strong>{complete.already_imported}</strong>
                </Typography>
              )}
            </>
          )}
        </Stack>
        {complete && complete.errorRows.length > 0 && (
          <Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {FAILED_ROWS_DOWNLOADS.map((download) => (
                <Button
                  key={download.fileName}
                  startIcon={<DownloadIcon />}
                  disabled={making !== null}
                  onClick={() => void downloadFailedRows(download, complete.errorRows)}
                >
                  {download.label}
                </Button>
              ))}
            </Stack>
            {making && (
              <Box role="status" aria-label="Download progress">
                <Typography variant="body2">
                  Making {making.fileName} of {complete.errorRows.length} failed rows…
                </Typography>
                <LinearProgress aria-label={`Making ${making.fileName}`} />
              </Box>
            )}
          </Box>
        )}
        {complete && (
          <DataTable<FailedRow, never>
            label="Failed rows"
            columns={COLUMNS}
            rows={shown.rows}
            totalCount={shown.total}
            loading={false}
            list={list}
            emptyText={INVOICE_IMPORT_TEXTS.noFailedRows}
            noMatchText={INVOICE_IMPORT_TEXTS.noFailedRows}
            getRowHeight={() => 'auto'}
          />
        )}
      </Stack>
      <Box component="section" aria-label="File format">
        <Alert severity="info" role="note">
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            File format
          </Typography>
          <Typography variant="body2">
            An Excel workbook (.xlsx: its first sheet, or the one named above) or a CSV file (UTF-8,
            Windows-1252 as German Excel saves &quot;CSV&quot;, or Excel&apos;s &quot;Unicode
            text&quot;), separated by semicolons, commas or tabs, with a header row naming the
            columns below. Rows with the same order number and invoice title form one invoice, one
            line per row; they are imported together or not at all. Amounts as 1.200,50 or 1,200.50
            (a currency beside them allowed); dates as yyyy-mm-dd, dd.mm.yyyy or dd.mm.yy, today or
            earlier. Importing the same rows again imports nothing twice. At most{' '}
            {INVOICE_IMPORT_LIMITS.bytes / 1024 / 1024} MB and{' '}
            {INVOICE_IMPORT_LIMITS.rows.toLocaleString('hr-HR')} rows per file.
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {INVOICE_IMPORT_COLUMNS.map((column) => (
              <li key={column.name}>
                <Typography variant="body2">
                  <code>{column.name}</code> {column.required ? '(required)' : '(optional)'}:{' '}
                  {column.help}
                </Typography>
              </li>
            ))}
          </Box>
        </Alert>
      </Box>
    </Stack>
  );
}
