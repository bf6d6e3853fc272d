// npm run bench:bff-cpu — the bff's own CPU time per request (issue 15: "find where the time
// goes"). Wall-clock ratios on two shared cores move by ±20 % from run to run; CPU time spent by
// the bff process for a known number of requests does not. Each screen's query (the web's own
// documents) is answered once by the REST API on a small large data set; its REST answers are
// recorded and then served canned by a stand-in upstream that costs next to nothing, so the bff
// process's CPU (/proc/<pid>/stat) divided by the requests it served is the bff's own cost.
// BENCH_CPU_PROF=<dir> saves a CPU profile of the bff to read where that time goes
// (bench/profile-summary.ts sums one up by function and by package).
// BENCH_CPU_BASELINE=<another checkout's bff/>: a second bff from there on the same canned
// answers, the two measured in alternating blocks, so that a change is compared before/after in
// one run (the shared cores' speed drifts between runs by more than most changes save).
//   BENCH_REQUESTS (default 2,000 per query and bff), BENCH_CLIENTS (20 at once),
//   BENCH_BLOCKS (4: the blocks each bff's requests are split into), BENCH_QUERIES=archive,me
//   (only the queries whose name starts so), BENCH_SCALE (default 0.02: 20 products; 1 weighs the
//   overview of 1,000 products)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { graphql } from '../../bff/src/testing/graphql.ts';
import { listen } from '../../bff/src/testing/http-server.ts';
import type { BffInput } from './bff-process.ts';
import { OVERVIEW_QUERY, WHOLE_TREE_QUERY } from './overview-queries.ts';
import { BFF_NODE_FLAGS, CONCURRENT_CLIENTS, startBenchStack } from './stack.ts';
import { baselineBffProcess, startServiceProcess, type ServiceProcess } from './service-process.ts';
import {
  ArchivedRequestListDocument,
  FamilyProductsDocument,
  InvoiceListDocument,
  OverviewFamiliesDocument,
  PurchaseOrderListDocument,
  asSentByWeb,
} from './web-documents.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 4);
const BASELINE_DIR = process.env.BENCH_CPU_BASELINE;
const SCALE = Number(process.env.BENCH_SCALE ?? 0.02);
const NEWEST_FIRST = { field: 'ID', direction: 'DESC' };

const ALL_QUERIES = [
  {
    name: 'archive, first page',
    query: asSentByWeb(ArchivedRequestListDocument),
    variables: { offset: 0, limit: 10, search: null, sort: NEWEST_FIRST },
  },
  {
    name: 'orders, first page',
    query: asSentByWeb(PurchaseOrderListDocument),
    variables: {
      offset: 0,
      limit: 10,
      search: null,
      sort: { field: 'START_DATE', direction: 'DESC' },
    },
  },
  {
    name: 'invoices, first page',
    query: asSentByWeb(InvoiceListDocument),
    variables: { offset: 0, limit: 10, search: null, sort: { field: 'DATE', direction: 'DESC' } },
  },
  {
    name: "first screen (the overview's first page of families with the summary)",
    query: asSentByWeb(OverviewFamiliesDocument),
    variables: { offset: 0, limit: 12, filter: {}, sort: 'NAME_ASC' },
  },
  {
    name: 'family opened (its product cards)',
    query: asSentByWeb(FamilyProductsDocument),
    variables: { familyId: '1', filter: {}, sort: 'NAME_ASC' },
  },
  { name: 'me (the smallest query)', query: 'query Me { me { username roles } }', variables: {} },
  {
    name: 'overview (every family with its products)',
    query: OVERVIEW_QUERY,
    variables: { sort: 'BUDGET_DESC' },
  },
  { name: 'whole tree', query: WHOLE_TREE_QUERY, variables: { sort: 'BUDGET_DESC' } },
];
const ONLY = process.env.BENCH_QUERIES?.split(',').map((name) => name.trim());
const QUERIES = ONLY
  ? ALL_QUERIES.filter((query) => ONLY.some((start) => query.name.startsWith(start)))
  : ALL_QUERIES;

/** User + system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, clock ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12 (100 ticks a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const issuer = await startTestIssuer();
const stack = await startBenchStack(issuer, 'pglite', { scale: SCALE });
const token = await issuer.mintFor('controller');
const recorded = new Map<string, Recorded>();
const restCalls = new Map<string, string>();
for (const { name, query, variables } of QUERIES) {
  stack.proxy.reset();
  const answer = await graphql(stack.countedBff.url, query, { token, variables });
  if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
  const calls: string[] = [];
  for (const { path } of stack.proxy.calls) {
    const response = await fetch(`${stack.restApi.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const header of ['x-total-count', 'x-order']) {
      const value = response.headers.get(header);
      if (value !== null) headers[header] = value;
    }
    const body = await response.text();
    recorded.set(path, { status: response.status, headers, body });
    calls.push(`${path.split('?')[0]} (${(Buffer.byteLength(body) / 1024).toFixed(1)} KB)`);
  }
  restCalls.set(name, calls.join(', ') || 'no REST call');
}
await stack.close();

const canned = await listen((req, res) => {
  const answer = recorded.get(req.url ?? '');
  if (!answer) return void res.writeHead(404).end('{}');
  res.writeHead(answer.status, answer.headers).end(answer.body);
});
const startBffProcess = (script: string) =>
  startServiceProcess<null>(
    script,
    { restApiUrl: canned.url, issuer: issuer.issuer, audience: issuer.audience } satisfies BffInput,
    process.env,
    BFF_NODE_FLAGS,
  );
const bffs: Array<{ label: string; process: ServiceProcess<null> }> = [
  { label: 'this', process: await startBffProcess('./bff-process.ts') },
];
if (BASELINE_DIR) {
  const script = baselineBffProcess(BASELINE_DIR);
  bffs.unshift({ label: 'baseline', process: await startBffProcess(script) });
}
const load = () => loadavg()[0]!.toFixed(1);
console.log(
  `bench:bff-cpu — ${REQUESTS} requests a query and bff in ${BLOCKS} alternating blocks, ` +
    `${CONCURRENT_CLIENTS} clients at once, REST answers canned; load average ${load()}`,
);
for (const { label, process: bff } of bffs) console.log(`  ${label} bff: pid ${bff.pid}`);

/** `count` requests by CONCURRENT_CLIENTS clients; returns the bff's CPU ms and the seconds. */
async function block(
  bff: ServiceProcess<null>,
  send: (url: string) => Promise<void>,
  count: number,
) {
  const before = cpuMs(bff.pid);
  const started = performance.now();
  let left = count;
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async () => {
      while (left-- > 0) await send(bff.url);
    }),
  );
  return { cpu: cpuMs(bff.pid) - before, seconds: (performance.now() - started) / 1000 };
}

try {
  for (const { name, query, variables } of QUERIES) {
    const send = async (url: string) => {
      const answer = await graphql(url, query, { token, variables });
      if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
    };
    for (const { process: bff } of bffs) for (let i = 0; i < 50; i++) await send(bff.url);
    const perBlock = Math.ceil(REQUESTS / BLOCKS);
    const totals = bffs.map(() => ({ cpu: 0, seconds: 0 }));
    /** This bff's CPU over the baseline's, block by block (each pair ran back to back). */
    const pairedRatios: number[] = [];
    for (let b = 0; b < BLOCKS; b++) {
      const cpus: number[] = [];
      for (const [index, { process: bff }] of bffs.entries()) {
        const { cpu, seconds } = await block(bff, send, perBlock);
        totals[index]!.cpu += cpu;
        totals[index]!.seconds += seconds;
        cpus.push(cpu);
      }
      if (cpus.length === 2) pairedRatios.push(cpus[1]! / cpus[0]!);
    }
    console.log(`  ${name}: ${restCalls.get(name)}`);
    for (const [index, { label }] of bffs.entries()) {
      const { cpu, seconds } = totals[index]!;
      const requests = perBlock * BLOCKS;
      console.log(
        `    ${label.padEnd(9)} bff CPU ${(cpu / requests).toFixed(3)} ms a request ` +
          `(${(requests / seconds).toFixed(0)} requests/s with the client on the same cores)`,
      );
    }
    if (pairedRatios.length > 0) {
      const sorted = pairedRatios.sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      console.log(
        `    this / baseline, block by block: median ${median.toFixed(3)} ` +
          `(${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`,
      );
    }
  }
  console.log(`  load average at the end ${load()}`);
} finally {
  for (const { process: bff } of bffs) await bff.close();
  await canned.close();
  await issuer.close();
}
