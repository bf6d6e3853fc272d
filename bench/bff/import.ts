// npm run bench:import — the invoice CSV import (issue 11): a generated file of BENCH_IMPORT_ROWS
// (default 10,000) rows — semicolons, decimal commas, two lines per invoice — on the large data
// set's approved orders, uploaded to POST /invoices/csv on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: total time and rows per second, then the same file again (every row already
// imported). Target: 10,000 rows in under 10 s on PostgreSQL. Then issue 32's figures
// (import-spreadsheets.ts): the same rows as an .xlsx through the bff (reference ≤ 10 s on
// PostgreSQL), and failed_rows.pdf and .xlsx of 20,000 rows through the bff (each ≤ 15 s), each
// with the REST API's /readyz p99 while it runs (reference < 200 ms).
//   BENCH_IMPORT_ROWS (default 10000), BENCH_SCALE (default 1), BENCH_DATABASES=pglite,postgres
import { performance } from 'node:perf_hooks';
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { benchSpreadsheets } from './import-spreadsheets.ts';
import { benchDatabases } from './measure.ts';
import { startBenchStack } from './stack.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const TARGET_SECONDS = 10;

interface ImportAnswer {
  imported: number;
  already_imported: number;
  failed: number;
  errorRows: Array<{ errors: string[] }>;
}

async function upload(url: string, token: string, file: string): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as ImportAnswer;
}

async function benchDatabase(issuer: TestIssuer, database: 'pglite' | 'postgres') {
  const stack = await startBenchStack(issuer, database, { scale: SCALE, importRows: ROWS });
  try {
    const file = stack.restApi.info.importFile!;
    const bytes = Buffer.byteLength(file);
    const token = await issuer.mintFor('approver');
    console.log(
      `\n== ${database}: scale ${SCALE} (${stack.restApi.info.requests} requests), ` +
        `${ROWS} rows, ${(bytes / 1024).toFixed(0)} KB`,
    );
    const targets = [['REST POST /invoices/csv', `${stack.restApi.url}/invoices/csv`]] as const;
    for (const [name, url] of targets) {
      const start = performance.now();
      const first = await upload(url, token, file);
      const seconds = (performance.now() - start) / 1000;
      if (first.imported !== ROWS) {
        throw new Error(
          `${first.imported} of ${ROWS} imported: ${JSON.stringify(first.errorRows.slice(0, 3))}`,
        );
      }
      const againStart = performance.now();
      const again = await upload(url, token, file);
      const againSeconds = (performance.now() - againStart) / 1000;
      if (again.already_imported !== ROWS) throw new Error(`re-import: ${JSON.stringify(again)}`);
      const target =
        database === 'postgres'
          ? `  (target < ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'met' : 'MISSED'})`
          : '';
      console.log(`-- ${name}`);
      console.log(
        `  import     ${seconds.toFixed(2)} s  ${(ROWS / seconds).toFixed(0)} rows/s${target}`,
      );
      console.log(
        `  re-import  ${againSeconds.toFixed(2)} s  ${(ROWS / againSeconds).toFixed(0)} rows/s ` +
          `(all ${again.already_imported} already imported)`,
      );
      // The same file once more through the bff's streaming route (all already imported).
      const viaBffStart = performance.now();
      const viaBff = await upload(`${stack.bff.url}/files/invoices/csv`, token, file);
      const viaBffSeconds = (performance.now() - viaBffStart) / 1000;
      if (viaBff.already_imported !== ROWS) throw new Error(`via bff: ${JSON.stringify(viaBff)}`);
      console.log(`-- bff POST /files/invoices/csv (streamed to the REST API)`);
      console.log(
        `  re-import  ${viaBffSeconds.toFixed(2)} s  ${(ROWS / viaBffSeconds).toFixed(0)} rows/s`,
      );
    }
    await benchSpreadsheets({ rest: stack.restApi.url, bff: stack.bff.url }, token, file, ROWS);
  } finally {
    await stack.close();
  }
}

const databases = benchDatabases();
console.log(`bench:import — ${ROWS} rows, two lines per invoice`);
const issuer = await startTestIssuer();
try {
  for (const database of databases) await benchDatabase(issuer, database);
} finally {
  await issuer.close();
}
