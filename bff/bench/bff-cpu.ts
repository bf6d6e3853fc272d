// npm run bench:bff-cpu — the bff's own CPU time per request (issue 15: "find where the time
// goes"). Wall-clock ratios on two shared cores move by ±20 % from run to run; CPU time spent by
// the bff process for a known number of requests does not. Each screen's query (the web's own
// documents) is answered once by the REST API on a small large data set; its REST answers are
// recorded and then served canned by a stand-in upstream that costs next to nothing, so the bff
// process's CPU (/proc/<pid>/stat) divided by the requests it served is the bff's own cost.
// BENCH_CPU_PROF=<dir> saves a CPU profile of the bff to read where that time goes.
//   BENCH_REQUESTS (default 2,000 per query), BENCH_CLIENTS (20 at once)
import { readFileSync } from 'node:fs';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { graphql } from '../src/test-support/graphql.ts';
import { listen } from '../src/test-support/http-server.ts';
import type { BffInput } from './bff-process.ts';
import { CONCURRENT_CLIENTS, startBenchStack } from './stack.ts';
import { startServiceProcess } from './service-process.ts';
import {
  ArchivedRequestListDocument,
  InvoiceListDocument,
  PurchaseOrderListDocument,
  asSentByWeb,
} from './web-documents.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const NEWEST_FIRST = { field: 'ID', direction: 'DESC' };

const QUERIES = [
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
  { name: 'me (the smallest query)', query: 'query Me { me { username roles } }', variables: {} },
];

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
const stack = await startBenchStack(issuer, 'pglite', { scale: 0.02 });
const token = await issuer.mintFor('controller');
const recorded = new Map<string, Recorded>();
for (const { query, variables } of QUERIES) {
  stack.proxy.reset();
  const answer = await graphql(stack.countedBff.url, query, { token, variables });
  if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
  for (const { path } of stack.proxy.calls) {
    const response = await fetch(`${stack.restApi.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const name of ['x-total-count', 'x-order']) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    recorded.set(path, { status: response.status, headers, body: await response.text() });
  }
}
await stack.close();

const canned = await listen((req, res) => {
  const answer = recorded.get(req.url ?? '');
  if (!answer) return void res.writeHead(404).end('{}');
  res.writeHead(answer.status, answer.headers).end(answer.body);
});
const bff = await startServiceProcess<null>(
  './bff-process.ts',
  { restApiUrl: canned.url, issuer: issuer.issuer, audience: issuer.audience } satisfies BffInput,
  process.env,
  ['--max-semi-space-size=32'],
);
console.log(
  `bench:bff-cpu — ${REQUESTS} requests a query, ${CONCURRENT_CLIENTS} clients at once, ` +
    'REST answers canned',
);
try {
  for (const { name, query, variables } of QUERIES) {
    const send = async () => {
      const answer = await graphql(bff.url, query, { token, variables });
      if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
    };
    for (let i = 0; i < 50; i++) await send();
    const before = cpuMs(bff.pid);
    const started = performance.now();
    let left = REQUESTS;
    await Promise.all(
      Array.from({ length: CONCURRENT_CLIENTS }, async () => {
        while (left-- > 0) await send();
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const perRequest = (cpuMs(bff.pid) - before) / REQUESTS;
    console.log(
      `  ${name.padEnd(26)} bff CPU ${perRequest.toFixed(2)} ms a request ` +
        `(${(REQUESTS / seconds).toFixed(0)} requests/s with the client on the same cores)`,
    );
  }
} finally {
  await bff.close();
  await canned.close();
  await issuer.close();
}
