// Renewal alerts (issue 10 part 5, orders/renewal-alerts.ts):
//
// - `purchase_requests.renews_id`: the order a request renews (POST /purchaserequests `renews`).
//   An order counts as renewed while such a request is not Declined or Withdrawn; the order
//   lists look the renewals of their rows up by this column (index).
// - `renewal_alerts`: one row per order and alert (days before delivery), written in the
//   transaction that writes the notification. Its primary key is what makes an alert go out
//   exactly once, however many rest-api instances run the job against one database: an instance
//   that inserts a row another has inserted waits for that one's commit and then inserts nothing
//   (ON CONFLICT DO NOTHING), so it writes no notification either. A user deleting the
//   notification leaves the row (the alert was sent).
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  `alter table purchase_requests
     add column renews_id integer references purchase_requests on delete set null`,
  // The view named the table's columns when it was made: it takes the new one too.
  `create or replace view purchase_orders as
     select * from purchase_requests where status = 'Approved'`,
  `create index purchase_requests_renews_id_idx on purchase_requests (renews_id)
     where renews_id is not null`,
  `create table renewal_alerts (
    order_id integer not null references purchase_requests on delete cascade,
    days_before integer not null check (days_before between 1 and 366),
    delivery_date date not null,
    notification_id integer references notifications on delete set null,
    sent_at timestamptz not null default now(),
    primary key (order_id, days_before)
  )`,
  `create index renewal_alerts_notification_id_idx on renewal_alerts (notification_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
