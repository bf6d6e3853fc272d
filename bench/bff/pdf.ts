// npm run bench:pdf — rendering one invoice PDF (issue 10, part 6; target p95 < 150 ms): GET
// /files/pdf/{id}/{language} through the bff against GET /pdf/{id}/{language} of the REST API
// directly, in the same run, in English and German, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL, at the large data set. Two invoices: the one with the most lines of the newest 100
// (the heaviest table), and the newest one.
// The REST API and the bff run in processes of their own with NODE_ENV=production, as deployed.
//   BENCH_SCALE (default 1: 50,000 orders, 150,000 invoice lines), BENCH_RUNS (default 60),
//   BENCH_DATABASES=pglite,postgres
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { WARMUP, benchDatabases, ms, stats, timedInterleaved } from './measure.ts';
import { startRestApiAndBff } from './rest-and-bff.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const USER = 'viewer';
const TARGET_P95_MS = 150;

async function download(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  const bytes = await response.arrayBuffer();
  if (response.headers.get('content-type') !== 'application/pdf') throw new Error(`not a PDF`);
  return bytes.byteLength;
}

async function readJson(url: string, token: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  await response.json();
}

/** The newest 100 invoices: the one with the most lines, and the newest. */
async function invoicesToRender(restUrl: string, token: string) {
  const response = await fetch(`${restUrl}/invoices?offset=0&limit=100&sort=-id`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = (await response.json()) as Record<string, { id: number; listitems: object }>;
  const invoices = Object.values(page).map((invoice) => ({
    id: invoice.id,
    lines: Object.keys(invoice.listitems).length,
  }));
  if (invoices.length === 0) throw new Error('no invoices to render');
  const newest = invoices.reduce((a, b) => (b.id > a.id ? b : a));
  const longest = invoices.reduce((a, b) => (b.lines > a.lines ? b : a));
  return [
    {
      label: `invoice ${longest.id} (${longest.lines} lines, the most of the newest 100)`,
      ...longest,
    },
    { label: `invoice ${newest.id} (${newest.lines} lines, the newest)`, ...newest },
  ];
}

async function benchDatabase(issuer: TestIssuer, database: 'pglite' | 'postgres') {
  const { restApi, bff, close } = await startRestApiAndBff(issuer, database, SCALE);
  try {
    const token = await issuer.mintFor(USER);
    const { info } = restApi;
    console.log(
      `\n== ${database}: ${info.products} products, ${info.entities} projects and applications ` +
        `(filled in ${info.seedSeconds.toFixed(0)} s)`,
    );
    for (const invoice of await invoicesToRender(restApi.url, token)) {
      console.log(`-- ${invoice.label}`);
      for (const language of ['english', 'german']) {
        let size = 0;
        const [viaBff, directly, json] = (
          await timedInterleaved(RUNS, [
            async () => {
              size = await download(`${bff.url}/files/pdf/${invoice.id}/${language}`, token);
            },
            async () => {
              await download(`${restApi.url}/pdf/${invoice.id}/${language}`, token);
            },
            async () => {
              await readJson(`${restApi.url}/invoices/${invoice.id}`, token);
            },
          ])
        ).map(stats);
        const verdict = (p95: number) => (p95 < TARGET_P95_MS ? 'under' : 'OVER');
        console.log(`  ${language} (${(size / 1024).toFixed(1)} KiB)`);
        console.log(
          `    via bff      p50 ${ms(viaBff!.p50)}  p95 ${ms(viaBff!.p95)}  ` +
            `(${verdict(viaBff!.p95)} the ${TARGET_P95_MS} ms p95 target)`,
        );
        console.log(
          `    direct REST  p50 ${ms(directly!.p50)}  p95 ${ms(directly!.p95)}  ` +
            `(${verdict(directly!.p95)} the ${TARGET_P95_MS} ms p95 target)`,
        );
        console.log(
          `    reference: the invoice as JSON, GET /invoices/${invoice.id}: ` +
            `p50 ${ms(json!.p50)}  p95 ${ms(json!.p95)}`,
        );
      }
    }
  } finally {
    await close();
  }
}

const databases = benchDatabases();
console.log(
  `bench:pdf — ${RUNS} runs after ${WARMUP} warm-up runs, interleaved; target: p95 under ` +
    `${TARGET_P95_MS} ms (issue 10)`,
);
const issuer = await startTestIssuer();
try {
  for (const database of databases) await benchDatabase(issuer, database);
} finally {
  await issuer.close();
}
