// The failed-rows PDF off the event loop (issue 32 item 5): pdfkit lays out 20,000 rows in ~20 s
// of CPU, during which the API answered nothing, /readyz included. Each PDF is rendered in its own
// worker thread (render-import-errors.ts unchanged) — a fresh one per PDF: a download is rare and
// a worker's start (~0.5 s with the fonts) is small beside the render. At most WORKERS_MAX
// render at once; more wait their turn (each holds its rows and the PDF: ~50 MB for 20,000 rows).
//
// Services run their TypeScript through tsx (`node --import tsx`), whose loader Node 20 does not
// pass on to a worker: the worker's first lines register it (tsx's API), then load the module.
import { Worker } from 'node:worker_threads';
import type { FailedRow } from '../invoices/index.ts';
import type { ImportErrorsPdfOptions } from './render-import-errors.ts';

const WORKERS_MAX = 2;
const WORKER_MODULE = new URL('./import-errors-worker.ts', import.meta.url).href;
const TSX_API = import.meta.resolve('tsx/esm/api');
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_MODULE)}); });`;

let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= WORKERS_MAX) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function renderOnce(rows: FailedRow[], options: ImportErrorsPdfOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: { rows, options } });
    let done = false;
    worker.once('message', (pdf: Uint8Array) => {
      done = true;
      resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      done = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`The PDF worker stopped with code ${code}`));
    });
  });
}

/** renderImportErrorsPdf in a worker thread. */
export async function renderImportErrorsPdfInWorker(
  rows: FailedRow[],
  options: ImportErrorsPdfOptions,
): Promise<Buffer> {
  const release = await turn();
  try {
    return await renderOnce(rows, options);
  } finally {
    release();
  }
}
