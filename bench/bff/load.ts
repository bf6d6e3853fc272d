// npm run bench:load — issue 15 target 3: BENCH_USERS (default 100) simulated users for
// BENCH_SECONDS (default 60) on the demo organisation plus the large data set (BENCH_SCALE,
// default 1), each signed in as a demo user of its role and sending the web's own operations with
// think time (load-users.ts, load-session.ts). Printed: every error, each operation's count and
// p50/p95/p99, the throughput, and the peak RSS of each service process (target < 400 MB).
// Then (PostgreSQL) the same with two REST APIs and two bffs on one database (round robin), both
// REST APIs running the renewal alerts every second, and the counts checked at the end: no lost
// write, every notification and activity-log line written once (load-checks.ts).
//   BENCH_DATABASES=pglite,postgres (default postgres), BENCH_INSTANCES=1,2 (default both; 2 on
//   PostgreSQL only), BENCH_PGLITE_USERS (default BENCH_USERS), BENCH_SEED (default 15)
import { performance } from 'node:perf_hooks';
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { checkCounts } from './load-checks.ts';
import { startLoadStack, type BenchDatabase } from './load-stack.ts';
import { LoadRecord, Session, THINK_MAX_MS, THINK_MIN_MS, seededRandom } from './load-session.ts';
import { Workflow, work, type Role } from './load-users.ts';
import { sampleMemory } from './memory.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const PGLITE_USERS = Number(process.env.BENCH_PGLITE_USERS ?? USERS);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SEED = Number(process.env.BENCH_SEED ?? 15);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres').split(',') as BenchDatabase[];
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number) as Array<1 | 2>;
/** The renewal alerts' timer in every REST API during the run. */
const ALERT_INTERVAL_MS = 1000;
const RSS_TARGET_MB = 400;

/** Of every 20 users: 6 requesters, 3 Product Family Managers, 4 approvers, 7 controllers. */
const ROLE_CYCLE: readonly Role[] = [
  ...Array<Role>(6).fill('requester'),
  ...Array<Role>(3).fill('pfm'),
  ...Array<Role>(4).fill('approver'),
  ...Array<Role>(7).fill('controller'),
];
/** The demo user (docker/keycloak/realm.json) each role signs in as. */
const USERNAME: Record<Role, string> = {
  requester: 'requester',
  pfm: 'pfm',
  approver: 'approver',
  controller: 'controller',
};

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (value: number) => value.toFixed(0).padStart(6);

function printLatencies(record: LoadRecord, seconds: number) {
  let total = 0;
  console.log(`  ${'operation'.padEnd(28)} ${'count'.padStart(6)}    p50    p95    p99  (ms)`);
  for (const [name, samples] of [...record.latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...samples].sort((a, b) => a - b);
    total += samples.length;
    console.log(
      `  ${name.padEnd(28)} ${String(samples.length).padStart(6)} ${ms(at(sorted, 0.5))} ` +
        `${ms(at(sorted, 0.95))} ${ms(at(sorted, 0.99))}`,
    );
  }
  const all = [...record.latencies.values()].flat().sort((a, b) => a - b);
  console.log(
    `  ${'all operations'.padEnd(28)} ${String(total).padStart(6)} ${ms(at(all, 0.5))} ` +
      `${ms(at(all, 0.95))} ${ms(at(all, 0.99))}   throughput ${(total / seconds).toFixed(1)} ops/s`,
  );
}

function printErrors(record: LoadRecord) {
  console.log(`  errors: ${record.errors.length} (target 0)`);
  const byMessage = new Map<string, number>();
  for (const { operation, user, message } of record.errors) {
    const key = `${operation} as ${user}: ${message}`;
    byMessage.set(key, (byMessage.get(key) ?? 0) + 1);
  }
  for (const [key, n] of byMessage) console.log(`    ${n}× ${key}`);
}

async function run(issuer: TestIssuer, database: BenchDatabase, instances: 1 | 2) {
  const users = database === 'pglite' ? PGLITE_USERS : USERS;
  const setup = performance.now();
  const stack = await startLoadStack(issuer, {
    database,
    instances,
    scale: SCALE,
    renewalAlertIntervalMs: ALERT_INTERVAL_MS,
  });
  try {
    const { info } = stack.restApis[0]!;
    console.log(
      `\n== ${database}, ${instances} REST API + ${instances} bff process(es), ${users} users, ` +
        `${SECONDS} s: ${info.requests} requests and orders, ${info.products} products ` +
        `(ready in ${((performance.now() - setup) / 1000).toFixed(0)} s)`,
    );
    const tokens = new Map<string, string>();
    for (const username of Object.values(USERNAME)) {
      tokens.set(username, await issuer.mintFor(username));
    }
    const [{ now: since }] = (await stack.query<{ now: string }>(`select now()::text as now`)) as [
      { now: string },
    ];
    const record = new LoadRecord();
    const workflow = new Workflow(`L${Date.now().toString(36)}`);
    const memory = sampleMemory(
      new Map([
        ...stack.restApis.map((api, i) => [`rest-api ${i + 1}`, api.pid] as const),
        ...stack.bffs.map((bff, i) => [`bff ${i + 1}`, bff.pid] as const),
      ]),
    );
    let requestsSent = 0;
    const start = performance.now();
    const until = start + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: users }, (_, i) => {
        const role = ROLE_CYCLE[i % ROLE_CYCLE.length]!;
        const username = USERNAME[role];
        const session = new Session({
          username,
          token: tokens.get(username)!,
          bffUrls: stack.bffs.map((bff) => bff.url),
          nextBff: () => requestsSent++,
          record,
          random: seededRandom(SEED * 1000 + i),
          until,
        });
        return work(session, role, workflow);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const peaks = memory.stop();
    printErrors(record);
    printLatencies(record, seconds);
    for (const [name, mb] of peaks) {
      console.log(
        `  peak RSS ${name.padEnd(10)} ${mb === null ? 'n/a' : `${mb.toFixed(0)} MB`} ` +
          `(target < ${RSS_TARGET_MB} MB: ${mb !== null && mb < RSS_TARGET_MB ? 'met' : 'MISSED'})`,
      );
    }
    console.log(
      `  wrote: ${workflow.created.length} requests, ${workflow.listItems} list items, ` +
        `${workflow.sent.length} sent, ${workflow.signed.length} signed, ` +
        `${workflow.approved.length} approved, ${workflow.invoices} invoices`,
    );
    // The alerts of the last orders: two timer periods (and a run under way) after the end.
    await new Promise((resolve) => setTimeout(resolve, 3 * ALERT_INTERVAL_MS));
    const { checks, duplicates } = await checkCounts(stack.query, workflow, since);
    const failed = checks.filter((check) => check.expected !== check.actual);
    for (const check of checks) {
      console.log(
        `  ${check.expected === check.actual ? 'ok ' : 'BAD'} ${check.name}: expected ` +
          `${check.expected}, found ${check.actual}`,
      );
    }
    console.log(
      `  written twice: ${duplicates.length === 0 ? 'none' : duplicates.join('; ')}\n` +
        `-- ${database} ×${instances}: ${record.errors.length} errors, ${failed.length} counts ` +
        `off, ${duplicates.length} duplicates`,
    );
  } finally {
    await stack.close();
  }
}

console.log(
  `bench:load — ${USERS} users (PGlite ${PGLITE_USERS}), ${SECONDS} s, scale ${SCALE}, think ` +
    `time ${THINK_MIN_MS}–${THINK_MAX_MS} ms (uniform, seed ${SEED}), roles per 20 users: ` +
    `6 requesters, 3 PFMs, 4 approvers, 7 controllers`,
);
const issuer = await startTestIssuer();
try {
  for (const database of DATABASES) {
    if (database === 'postgres' && !process.env.TEST_DATABASE_URL) {
      console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');
      continue;
    }
    for (const instances of INSTANCES) {
      if (instances === 2 && database === 'pglite') {
        console.log('pglite: one process holds the database, no second REST API instance.');
        continue;
      }
      await run(issuer, database, instances);
    }
  }
} finally {
  await issuer.close();
}
