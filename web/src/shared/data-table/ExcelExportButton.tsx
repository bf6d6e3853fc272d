// 'Export to Excel' of a DataTable (web/README.md 'Tables'): every row of the list's current
// search, filter and sort — not only the page shown — downloaded from the bff's export route and
// saved as {list}.xlsx, with 'Exporting… N of M rows' and a bar while the rows arrive.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { TEXTS } from '@cost-steering/schema';
import { useBanner } from '../banner/StatusBanner';
import { downloadFile } from '../files/downloadFile';
import { saveBlob } from '../files/saveBlob';
import { useSession } from '../session/session';
import { exportRowCounter, exportUrl, type ExportQuery } from './excelExport';

export const EXPORT_FAILED_TEXT = 'Error: the list could not be exported to Excel';

interface Progress {
  rows: number;
  /** From X-Total-Rows; null until the answer's headers came. */
  total: number | null;
}

export function exportProgressText({ rows, total }: Progress): string {
  return total === null ? 'Exporting…' : `Exporting… ${rows} of ${total} rows`;
}

export function ExcelExportButton({ list, query }: { list: string; query: ExportQuery }) {
  const { getAccessToken, logout } = useSession();
  const showBanner = useBanner();
  const [progress, setProgress] = useState<Progress | null>(null);

  async function exportList() {
    setProgress({ rows: 0, total: null });
    const counter = exportRowCounter();
    const outcome = await downloadFile(
      exportUrl(list, query),
      `${list}.xlsx`,
      { getAccessToken, save: saveBlob },
      {
        progress: {
          started: (headers) => {
            const total = Number(headers.get('x-total-rows') ?? Number.NaN);
            setProgress({ rows: 0, total: Number.isInteger(total) ? total : null });
          },
          received: (chunk) => {
            const rows = counter.add(chunk);
            setProgress((shown) => (shown && shown.rows !== rows ? { ...shown, rows } : shown));
          },
        },
      },
    );
    setProgress(null);
    if (outcome === 'sessionLost') logout();
    else if (outcome === 'forbidden') showBanner(TEXTS.forbidden);
    else if (outcome === 'failed') showBanner(EXPORT_FAILED_TEXT);
  }

  const percent = progress?.total
    ? Math.min(100, Math.round((progress.rows / progress.total) * 100))
    : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Button
        size="small"
        startIcon={<FileDownloadIcon />}
        disabled={progress !== null}
        onClick={() => void exportList()}
      >
        Export to Excel
      </Button>
      {progress && (
        <Box sx={{ width: 200 }}>
          <Typography variant="caption" role="status">
            {exportProgressText(progress)}
          </Typography>
          <LinearProgress
            aria-label="Export progress"
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
          />
        </Box>
      )}
    </Box>
  );
}
