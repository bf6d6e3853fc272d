// Shared by this package's tests: a test issuer, a REST API on a fresh database, and a small
// HTTP client that signs requests as a demo user of the realm.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { setTimeout as tick } from 'node:timers/promises';
import pg from 'pg';
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { loadTestConfig } from '../config.ts';
import { errorHandler } from '../http/errors.ts';
import { startTestRestApi, type TestRestApi, type TestRestApiOptions } from './rest-api.ts';

/** A JSON body as tests read it: any member, checked by the assertions that follow. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Client {
  get<T = unknown>(path: string): Promise<Reply<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<Reply<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<Reply<T>>;
  patch<T = unknown>(path: string, body?: unknown): Promise<Reply<T>>;
  /** A DELETE, with a JSON body when one is given (the decline of a request carries one). */
  delete<T = unknown>(path: string, body?: unknown): Promise<Reply<T>>;
}

export interface TestContext {
  issuer: TestIssuer;
  api: TestRestApi;
  /** A client signed as a demo user of docker/keycloak/realm.json. */
  as(username: string): Client;
  /** A client sending this exact Authorization header (or none). */
  withAuthorization(header: string | undefined): Client;
  close(): Promise<void>;
}

export async function request<T>(
  url: string,
  method: string,
  authorization: string | undefined,
  body?: unknown,
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (json && text ? JSON.parse(text) : text) as T,
    text,
  };
}

function client(baseUrl: string, authorization: () => Promise<string | undefined>): Client {
  const send = async <T>(method: string, path: string, body?: unknown) =>
    request<T>(`${baseUrl}${path}`, method, await authorization(), body);
  return {
    get: (path) => send('GET', path),
    post: (path, body) => send('POST', path, body ?? {}),
    put: (path, body) => send('PUT', path, body ?? {}),
    patch: (path, body) => send('PATCH', path, body ?? {}),
    delete: (path, body) => send('DELETE', path, body),
  };
}

export async function startTestContext(
  options: Omit<TestRestApiOptions, 'issuer' | 'audience'> = {},
): Promise<TestContext> {
  const issuer = await startTestIssuer();
  const api = await startTestRestApi({
    issuer: issuer.issuer,
    audience: issuer.audience,
    ...options,
  });
  return {
    issuer,
    api,
    as: (username) => client(api.url, async () => `Bearer ${await issuer.mintFor(username)}`),
    withAuthorization: (header) => client(api.url, async () => header),
    close: async () => {
      await api.close();
      await issuer.close();
    },
  };
}

/** The activity log's lines as [time, user, action, entity, id, summary] (read as admin). */
export async function activityLines(context: TestContext): Promise<string[][]> {
  const { text } = await context.as('admin').get('/activitylog');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/**
 * Sent requests and orders that are not the sum of their items (a Draft is still being
 * itemized), and items invoiced beyond their amount.
 */
export const INCONSISTENT_MONEY_SQL = `
  select pr.id from purchase_requests pr
  join purchase_request_list_items li on li.purchase_request_id = pr.id
  where pr.status <> 'Draft'
  group by pr.id having pr.orderamount <> sum(li.amount)
  union all
  select li.id from purchase_request_list_items li
  join invoice_lines il on il.list_item_id = li.id
  group by li.id having sum(il.amount) > li.amount`;

/**
 * The tables a write of the hierarchy, reference, notifications, requests or companies calls can
 * change: rows that writes update are digested whole, append-only tables counted (and the log's
 * last id kept).
 */
const WRITTEN_TABLES = {
  users: 'digest',
  product_families: 'count',
  products: 'digest',
  projects: 'digest',
  applications: 'digest',
  images: 'count',
  notifications: 'digest',
  purchase_requests: 'digest',
  purchase_request_list_items: 'digest',
  companies: 'digest',
  company_contacts: 'digest',
  activity_log: 'count',
} as const;

/**
 * A fingerprint of every written table (a refused PUT must leave the row as it was) and of the
 * activity log. Equal before and after = nothing written.
 */
export async function writeFootprint(context: TestContext): Promise<Record<string, string>> {
  const columns = Object.entries(WRITTEN_TABLES).map(([table, how]) =>
    how === 'digest'
      ? `(select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from ${table} t)
           as ${table}`
      : `(select count(*) || ':' || coalesce(max(id), 0) from ${table}) as ${table}`,
  );
  const [row] = await context.api.query<Record<string, string>>(`select ${columns.join(', ')}`);
  return row!;
}

/**
 * What no answer may carry: stack frames, file names, SQL words and the database's own error
 * texts. (Plain English like "must be at least 1" passes: a frame is "  at fn (file:1:2)".)
 */
export const LEAKS =
  /\s{2}at |\bat \S+ \(|node_modules|\.[jt]s:\d|\b(select|insert|update|delete)\b.*\b(from|into|set)\b|\bsyntax\b|\brelation\b|invalid byte sequence|numeric field overflow|invalid input syntax|postgres|pglite/i;

/**
 * A small app of a test's own routes between the API's JSON body parser and error middleware, on
 * a free port: for what one piece of the HTTP layer does, without a database or tokens.
 */
export async function serveRoutes(
  mount: (app: express.Express) => void,
): Promise<{ url: string; close: () => void }> {
  const app = express();
  app.use(express.json({ limit: '2mb' }));
  mount(app);
  app.use(errorHandler);
  const server = app.listen(0);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

/** The ids of a page in their order (the X-Order header). */
export const pageIdsOf = (reply: { headers: Headers }) =>
  (reply.headers.get('x-order') ?? '').split(',').filter(Boolean).map(Number);

/**
 * Walking a sorted list `size` rows at a time gives the same ids, in the same order, as the one
 * page of all of them: each page really is the next part of the sorted list (a page whose ids were
 * picked in another order than the rows' would show other rows than the whole list has there).
 */
export async function assertPagesAgree(client: Client, path: string, sort: string, size = 2) {
  const sep = path.includes('?') ? '&' : '?';
  const whole = await client.get(`${path}${sep}sort=${sort}&limit=100`);
  assert.equal(whole.status, 200, `${sort}: ${whole.text}`);
  const expected = pageIdsOf(whole);
  const walked: number[] = [];
  for (let offset = 0; offset < expected.length; offset += size) {
    const page = await client.get(`${path}${sep}sort=${sort}&limit=${size}&offset=${offset}`);
    assert.equal(page.status, 200, `${sort}: ${page.text}`);
    walked.push(...pageIdsOf(page));
  }
  assert.deepEqual(walked, expected, `pages sorted by ${sort}`);
}

/**
 * A PostgreSQL connection of its own to a test server's schema (TEST_DATABASE_URL), as a second
 * writer beside the server's pool; the caller ends it.
 */
export async function connectToSchema(schema: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: loadTestConfig().testDatabaseUrl,
    options: `-c search_path=${schema}`,
  });
  await client.connect();
  return client;
}

/**
 * How many other backends wait for a lock in a statement naming `table` — read on a connection
 * outside any transaction (`observer`): inside one, pg_stat_activity is a single snapshot.
 */
export async function lockWaiters(observer: pg.Client, table: string): Promise<number> {
  const { rows } = await observer.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and pid <> pg_backend_pid() and query ilike $1`,
    [`%${table}%`],
  );
  return rows[0]!.waiting;
}

/** Until at least `count` backends wait for a lock on `table` (lockWaiters), polled. */
export async function untilLockWaiters(observer: pg.Client, table: string, count = 1) {
  while ((await lockWaiters(observer, table)) < count) await tick(10);
}

/**
 * The reply's status, or 'waited' as soon as a backend waits for a row lock in a statement naming
 * `table` (the call is then stuck behind whoever holds it).
 */
export async function answeredWithoutWaiting(
  observer: pg.Client,
  table: string,
  reply: Promise<{ status: number }>,
): Promise<number | 'waited'> {
  let answered: number | undefined;
  void reply.then((r) => (answered = r.status));
  for (;;) {
    if (answered !== undefined) return answered;
    if ((await lockWaiters(observer, table)) > 0) return 'waited';
    await tick(10);
  }
}

/**
 * The backends waiting for a transaction ($1), directly or behind another waiter (the second
 * `for update` of a row waits for the first one's tuple lock, not for the holder).
 */
const BLOCKED_BEHIND = `
  with recursive blocked(pid) as (
    select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
    union
    select a.pid from pg_stat_activity a join blocked b on b.pid = any(pg_blocking_pids(a.pid))
  )
  select count(*)::int as count from blocked`;

/**
 * The calls `fire` starts while a transaction of its own holds the rows `lock` locks: each call
 * is sent and blocked behind that transaction (on a row lock or an index entry, in whatever
 * statement) before it commits, so they all go on at the same moment. Without the services' own
 * locks they would then all read the same state and all write.
 */
export async function raceBehindLock<T>(
  schema: string,
  lock: { sql: string; params: unknown[] },
  fire: () => Array<Promise<T>>,
): Promise<T[]> {
  const holder = await connectToSchema(schema);
  const observer = await connectToSchema(schema);
  try {
    await holder.query('begin');
    const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
    await holder.query(lock.sql, lock.params);
    let answered = 0;
    const calls = fire().map((call) => call.finally(() => answered++));
    for (;;) {
      const { rows: blocked } = await observer.query<{ count: number }>(BLOCKED_BEHIND, [
        rows[0]!.pid,
      ]);
      if (blocked[0]!.count >= calls.length) break;
      if (answered > 0) {
        // A call that never waits has nothing to race: say so instead of waiting forever.
        const early = answered;
        await holder.query('commit');
        const results = await Promise.allSettled(calls);
        throw new Error(
          `${early} of ${calls.length} calls answered before the lock was let go: ` +
            JSON.stringify(results).slice(0, 2000),
        );
      }
      await tick(10);
    }
    await holder.query('commit');
    return await Promise.all(calls);
  } finally {
    await Promise.all([holder.end(), observer.end()]);
  }
}
