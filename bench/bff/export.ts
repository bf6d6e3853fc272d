// npm run bench:export — every purchase order to .xlsx (issue 32 item 6; targets: 50,000 orders in
// at most 10 s, the REST API's and the bff's RSS under 400 MB while it runs): GET
// /files/export/purchase-orders.xlsx through the bff, which pages the order list's GraphQL query
// through the REST API and streams the workbook. The REST API and the bff run in processes of
// their own with NODE_ENV=production, as deployed; their RSS is sampled during the download.
//   BENCH_SCALE (default 1: 50,000 orders), BENCH_RUNS (default 3), BENCH_DATABASES=pglite,postgres
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { benchDatabases } from './measure.ts';
import { residentMb, sampleMemory } from './memory.ts';
import { startRestApiAndBff } from './rest-and-bff.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const USER = 'viewer';
const TARGET_SECONDS = 10;
const TARGET_RSS_MB = 400;
const ROW_END = Buffer.from('</row>');

interface Download {
  seconds: number;
  firstByteSeconds: number;
  bytes: number;
  /** Rows counted in the stored sheet as they arrive, as the browser's progress counts them. */
  rows: number;
  totalRows: number;
}

async function exportOrders(bffUrl: string, token: string): Promise<Download> {
  const start = performance.now();
  const response = await fetch(`${bffUrl}/files/export/purchase-orders.xlsx?sort=-START_DATE`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  const firstByteSeconds = (performance.now() - start) / 1000;
  let bytes = 0;
  let rows = 0;
  let carry = Buffer.alloc(0);
  for await (const chunk of response.body!) {
    const bytesOf = Buffer.concat([carry, chunk as Uint8Array]);
    bytes += (chunk as Uint8Array).byteLength;
    for (let at = bytesOf.indexOf(ROW_END); at >= 0; at = bytesOf.indexOf(ROW_END, at + 1)) rows++;
    carry = bytesOf.subarray(Math.max(0, bytesOf.length - (ROW_END.length - 1)));
  }
  return {
    seconds: (performance.now() - start) / 1000,
    firstByteSeconds,
    bytes,
    rows: rows - 1,
    totalRows: Number(response.headers.get('x-total-rows')),
  };
}

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const mb = (value: number | null | undefined) => (value == null ? 'n/a' : `${value.toFixed(0)} MB`);
const verdict = (ok: boolean) => (ok ? 'under' : 'OVER');

async function benchDatabase(issuer: TestIssuer, database: 'pglite' | 'postgres') {
  const { restApi, bff, close } = await startRestApiAndBff(issuer, database, SCALE);
  try {
    const token = await issuer.mintFor(USER);
    console.log(
      `\n== ${database}: large data set at scale ${SCALE} (filled in ` +
        `${restApi.info.seedSeconds.toFixed(0)} s); idle RSS rest-api ${mb(residentMb(restApi.pid))}, ` +
        `bff ${mb(residentMb(bff.pid))}`,
    );
    for (let run = 1; run <= RUNS; run++) {
      const memory = sampleMemory(
        new Map([
          ['rest-api', restApi.pid],
          ['bff', bff.pid],
        ]),
      );
      const cpuBefore = [cpuSeconds(restApi.pid), cpuSeconds(bff.pid)];
      const result = await exportOrders(bff.url, token);
      const peaks = memory.stop();
      const [restCpu, bffCpu] = [cpuSeconds(restApi.pid), cpuSeconds(bff.pid)].map(
        (after, index) => after - cpuBefore[index]!,
      );
      if (result.rows !== result.totalRows) {
        throw new Error(`${result.rows} rows written, X-Total-Rows said ${result.totalRows}`);
      }
      const rest = peaks.get('rest-api') ?? null;
      const own = peaks.get('bff') ?? null;
      console.log(
        `  run ${run}: ${result.rows} orders in ${result.seconds.toFixed(1)} s ` +
          `(${verdict(result.seconds <= TARGET_SECONDS)} the ${TARGET_SECONDS} s target; first byte ` +
          `${result.firstByteSeconds.toFixed(2)} s; ${(result.bytes / 1024 / 1024).toFixed(1)} MiB)`,
      );
      console.log(
        `    peak RSS rest-api ${mb(rest)} (${verdict((rest ?? 0) < TARGET_RSS_MB)} ${TARGET_RSS_MB} MB), ` +
          `bff ${mb(own)} (${verdict((own ?? 0) < TARGET_RSS_MB)} ${TARGET_RSS_MB} MB)`,
      );
      // Where the time goes: the REST API's process (its database is another), and the bff's.
      console.log(
        `    CPU during the export: rest-api ${restCpu!.toFixed(1)} s, bff ${bffCpu!.toFixed(1)} s`,
      );
    }
  } finally {
    await close();
  }
}

console.log(
  `bench:export — ${RUNS} exports of every purchase order to .xlsx; targets: at most ` +
    `${TARGET_SECONDS} s for 50,000 orders, RSS of rest-api and bff under ${TARGET_RSS_MB} MB (issue 32)`,
);
const issuer = await startTestIssuer();
try {
  for (const database of benchDatabases()) await benchDatabase(issuer, database);
} finally {
  await issuer.close();
}
