// The body of a worker thread (render-in-worker.ts): renders one failed-rows PDF with the same
// renderer the API used on its event loop before, and hands the bytes back.
import { parentPort, workerData } from 'node:worker_threads';
import type { FailedRow } from '../invoices/index.ts';
import { renderImportErrorsPdf, type ImportErrorsPdfOptions } from './render-import-errors.ts';

const { rows, options } = workerData as { rows: FailedRow[]; options: ImportErrorsPdfOptions };
const pdf = await renderImportErrorsPdf(rows, options);
parentPort!.postMessage(pdf);
