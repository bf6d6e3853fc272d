// The spreadsheet upload (CSV or .xlsx) of /import-csv (CONTRACT.md 'Invoice import') through the bff's file route, with
// the same bearer token as GraphQL. XMLHttpRequest, not fetch: only it reports upload progress.
import { ENDPOINTS } from '../../../config';

export interface ErrorRow {
  row: number;
  errors: string[];
  [column: string]: string | number | string[];
}

export interface ImportAnswer {
  results: Array<{ row: number; status: string }>;
  errorRows: ErrorRow[];
  imported: number;
  already_imported: number;
  failed: number;
}

export type UploadOutcome =
  | { kind: 'done'; answer: ImportAnswer }
  /** The whole file was refused (4xx): the server's message. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'sessionLost' }
  | { kind: 'failed'; status: number };

export interface UploadOptions {
  token: string | undefined;
  file: File;
  /** A workbook's sheet to read (the form field `sheet`); empty or absent: its first visible one. */
  sheet?: string;
  /** 0..1 of the file sent. */
  onProgress(fraction: number): void;
  createRequest?: () => XMLHttpRequest;
}

export function uploadInvoiceCsv({
  token,
  file,
  sheet = '',
  onProgress,
  createRequest = () => new XMLHttpRequest(),
}: UploadOptions): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = createRequest();
    request.open('POST', ENDPOINTS.invoiceCsv);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ kind: 'sessionLost' }); // status 0 (spec §4)
    request.onload = () => {
      const { status } = request;
      let body: Record<string, unknown> | null;
      try {
        body = JSON.parse(String(request.responseText)) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (status === 401) resolve({ kind: 'sessionLost' });
      else if (status === 200 && body && Array.isArray(body.errorRows)) {
        resolve({ kind: 'done', answer: body as unknown as ImportAnswer });
      } else if (status >= 400 && status < 500 && typeof body?.message === 'string') {
        resolve({ kind: 'refused', status, message: body.message });
      } else resolve({ kind: 'failed', status });
    };
    const form = new FormData();
    if (sheet.trim() !== '') form.append('sheet', sheet.trim());
    form.append('file', file, file.name);
    request.send(form);
  });
}

export const TEMPLATE_FILE_NAME = 'invoice-import-template.csv';
