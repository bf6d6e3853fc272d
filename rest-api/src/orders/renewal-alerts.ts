// Renewal alerts (issue 10 part 5, beyond the spec): the expiration list only helps someone who
// looks, so the owner of an approved order is notified ahead of its delivery date — by default
// 30 and 7 days before (`renewal_alert_days` of the configuration file) — with the path that
// renews it. The job runs inside the rest-api on a timer (startRenewalAlerts, started and stopped
// with the server) and by hand in tests (runRenewalAlerts, with the injected clock).
//
// Rules (CONTRACT.md 'Renewal alerts'):
// - An alert of N days is due once the delivery date is at most N days ahead (delivery ≥ today:
//   an order delivered yesterday gets none; one delivered today still gets one). Of the due
//   alerts of an order only the nearest is sent: after a downtime that passed both the 30 and
//   the 7-day points, one alert (7) goes out, not two at once. Nor is an alert sent when one at
//   least as near was sent already (the configuration may change between runs).
// - Orders renewed (a sent request renewing them, open or approved; not a Draft) get none.
// - Exactly once, also with several rest-api instances on one database: each alert is a row of
//   `renewal_alerts` (primary key order + days, migration 0009) inserted with ON CONFLICT DO
//   NOTHING in the transaction that writes its notification. Of two instances inserting the
//   same row, the second waits for the first's commit, inserts nothing and so notifies nobody;
//   if the first rolls back, the second sends it. Rows are inserted in (order, days) order, so
//   two instances never wait on each other crosswise.
// - Catching up is not a separate step: every run sends whatever is due and not yet sent, so
//   the first run after a downtime (one runs at start) sends what the downtime missed.
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordActivity } from '../activity/index.ts';
import { isoDay, type AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { insertNotifications } from '../notifications/index.ts';
import { type Configuration, readConfiguration } from '../reference/index.ts';
import { RENEWING_STATUSES } from './repository.ts';

/** The configuration key and its default (days before the delivery date). */
export const RENEWAL_ALERT_DAYS_KEY = 'renewal_alert_days';
export const DEFAULT_RENEWAL_ALERT_DAYS: readonly number[] = [30, 7];
/** The bounds of one value of `renewal_alert_days`. */
export const MAX_RENEWAL_ALERT_DAYS = 366;

/** Orders handled per transaction. */
const BATCH = 200;

export type AlertContext = Pick<AppContext, 'db' | 'today' | 'configFile'>;

export interface AlertDays {
  /** Distinct, largest first; empty: no alerts. */
  days: number[];
  /** Why the configured value was not used (the default was), when it was not. */
  problem?: string;
}

/**
 * `renewal_alert_days`: a list of whole numbers of days, 1 to 366 (`[]` switches the alerts off).
 * Absent, or anything else, is the default [30, 7] — a typo must not silently stop the alerts.
 */
export function renewalAlertDays(configuration: Configuration | null): AlertDays {
  const value = configuration?.[RENEWAL_ALERT_DAYS_KEY];
  if (value === undefined) return { days: [...DEFAULT_RENEWAL_ALERT_DAYS] };
  const valid =
    Array.isArray(value) &&
    value.every(
      (day) => Number.isInteger(day) && (day as number) >= 1 && day <= MAX_RENEWAL_ALERT_DAYS,
    );
  if (!valid) {
    return {
      days: [...DEFAULT_RENEWAL_ALERT_DAYS],
      problem: `${RENEWAL_ALERT_DAYS_KEY} must be a list of whole numbers of days from 1 to ${MAX_RENEWAL_ALERT_DAYS}; using ${JSON.stringify(DEFAULT_RENEWAL_ALERT_DAYS)}`,
    };
  }
  return { days: [...new Set(value as number[])].sort((a, b) => b - a) };
}

/** An alert due for an order, with what its notification says. */
export interface DueAlert {
  order_id: number;
  days_before: number;
  ordernumber: string;
  ordertext: string;
  deliverydate: string;
  /** Days from today to the delivery date (0: today). */
  days_left: number;
  prowner_id: number;
  prowner: string;
}

export interface SentAlert extends DueAlert {
  notification_id: number;
}

const renewed = (order: string) => sql<boolean>`exists (select 1 from purchase_requests r
  where r.renews_id = ${sql.ref(order)} and r.status in (${sql.join([...RENEWING_STATUSES])}))`;

/** The nearest due alert of each order that has none at least as near yet (one batch). */
export async function dueRenewalAlerts(
  db: Kysely<Database>,
  today: string,
  days: readonly number[],
  limit = BATCH,
): Promise<DueAlert[]> {
  if (days.length === 0) return [];
  const points = sql.join(days.map((day) => sql`(${day}::int)`));
  const { rows } = await sql<DueAlert>`
    select o.id as order_id, due.days_before, o.ordernumber, o.ordertext, o.deliverydate,
      (o.deliverydate - ${today}::date) as days_left, o.prowner_id, u.username as prowner
    from purchase_requests o
    join users u on u.id = o.prowner_id
    cross join lateral (
      select min(p.days) as days_before from (values ${points}) as p(days)
      where o.deliverydate - p.days <= ${today}::date
    ) due
    where o.status = 'Approved'
      and o.deliverydate between ${today}::date and ${today}::date + ${Math.max(...days)}::int
      and due.days_before is not null
      and not exists (select 1 from renewal_alerts a
        where a.order_id = o.id and a.days_before <= due.days_before)
      and not ${renewed('o.id')}
    order by o.id
    limit ${limit}`.execute(db);
  return rows;
}

const whenText = (daysLeft: number) =>
  daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

/** The path of the form that renews an order (spec §2 /renew-purchase-request). */
export const renewPath = (orderId: number) => `/renew-purchase-request?request=${orderId}`;

/**
 * Ours (the spec has no such notification). Notifications carry no link field: the path is in
 * the message, where the notifications screen shows it.
 */
export function alertTexts(alert: DueAlert): { title: string; message: string } {
  return {
    title: `Purchase order ${alert.ordernumber} expires on ${alert.deliverydate}`,
    message:
      `Purchase order ${alert.ordernumber} '${alert.ordertext}' (#${alert.order_id}) reaches ` +
      `its delivery date on ${alert.deliverydate}, ${whenText(alert.days_left)}. ` +
      `Renew it: ${renewPath(alert.order_id)}`,
  };
}

/**
 * One transaction: claims the alerts (their rows; those another run claimed first are skipped,
 * as are orders renewed or delivered meanwhile) and writes the claimed ones' notifications and
 * activity-log lines. Returns what was sent.
 */
export async function sendRenewalAlerts(
  db: Kysely<Database>,
  today: string,
  due: readonly DueAlert[],
): Promise<SentAlert[]> {
  if (due.length === 0) return [];
  const ordered = [...due].sort((a, b) => a.order_id - b.order_id || a.days_before - b.days_before);
  return db.transaction().execute(async (trx) => {
    const values = sql.join(
      ordered.map((alert) => sql`(${alert.order_id}::int, ${alert.days_before}::int)`),
    );
    const { rows: claimed } = await sql<{ order_id: number; days_before: number }>`
      insert into renewal_alerts (order_id, days_before, delivery_date)
      select v.order_id, v.days_before, o.deliverydate
      from (values ${values}) as v(order_id, days_before)
      join purchase_requests o on o.id = v.order_id
      where o.status = 'Approved' and o.deliverydate >= ${today}::date
        and not ${renewed('o.id')}
      order by v.order_id, v.days_before
      on conflict (order_id, days_before) do nothing
      returning order_id, days_before`.execute(trx);
    const sent: SentAlert[] = [];
    for (const { order_id, days_before } of claimed) {
      const alert = ordered.find((a) => a.order_id === order_id && a.days_before === days_before)!;
      const [notification] = await insertNotifications(trx, [
        { userId: alert.prowner_id, ...alertTexts(alert) },
      ]);
      await trx
        .updateTable('renewal_alerts')
        .set({ notification_id: notification!.id })
        .where('order_id', '=', order_id)
        .where('days_before', '=', days_before)
        .execute();
      await recordActivity(trx, {
        username: 'system',
        action: 'CREATE',
        entity: 'renewalalert',
        entityId: order_id,
        summary: `days_before=${days_before}; delivery=${alert.deliverydate}; to=${alert.prowner}`,
      });
      sent.push({ ...alert, notification_id: notification!.id });
    }
    return sent;
  });
}

export interface RunResult {
  sent: SentAlert[];
  days: number[];
  problem?: string;
}

/** One run of the job: every alert due today (the injected clock) and not sent yet. */
export async function runRenewalAlerts(
  ctx: AlertContext,
  signal?: AbortSignal,
): Promise<RunResult> {
  const { days, problem } = renewalAlertDays(await readConfiguration(ctx.configFile));
  const today = isoDay(ctx.today());
  const sent: SentAlert[] = [];
  while (!signal?.aborted) {
    const due = await dueRenewalAlerts(ctx.db, today, days);
    sent.push(...(await sendRenewalAlerts(ctx.db, today, due)));
    if (due.length < BATCH) break;
  }
  return { sent, days, ...(problem ? { problem } : {}) };
}

export interface RenewalAlertTimer {
  /** Stops the timer and waits for a run under way (it ends after its current batch). */
  stop(): Promise<void>;
}

/**
 * Runs the job now (catching up after a downtime) and then every `intervalMs`, never two runs
 * of one instance at once. The timer is unref'd: it keeps no process alive.
 */
export function startRenewalAlerts(
  ctx: AlertContext,
  options: { intervalMs: number; logger: Logger },
): RenewalAlertTimer {
  const { logger } = options;
  const abort = new AbortController();
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running || abort.signal.aborted) return;
    running = runRenewalAlerts(ctx, abort.signal)
      .then(
        ({ sent, problem }) => {
          if (problem) logger.warn(problem);
          if (sent.length > 0) logger.info({ sent: sent.length }, 'renewal alerts sent');
        },
        (error: unknown) => logger.error({ err: error }, 'renewal alerts failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      abort.abort();
      clearInterval(timer);
      await running;
    },
  };
}
