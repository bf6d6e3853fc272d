// GET /invoices/csv/template (CONTRACT.md 'Invoice import'): a sample file that imports cleanly
// into the demo data on whatever day it is asked for — a two-line invoice (one line by the item's
// name, one by its No.), a resource line in person days over a date range, a USD order. Made per
// request: an imported invoice was received, so it is dated today or earlier (the range: this
// month, begun), and the demo orders' numbers carry the year the data was seeded in.
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { DEMO_TEMPLATE_ORDERS } from '../../db/seed/demo-organisation.ts';
import { IMPORT_COLUMNS } from './import-file.ts';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** dd.mm.yyyy, as the offices the template is for write a date. */
const officeDate = (day: Date) =>
  `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;

/** The demo orders' numbers by their order text; absent ones (no demo data) are left out. */
async function demoOrderNumbers(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('purchase_requests')
    .select(['ordertext', 'ordernumber'])
    .where('status', '=', 'Approved')
    .where('ordertext', 'in', Object.values(DEMO_TEMPLATE_ORDERS))
    // A renewal keeps its order's text: the seeded order, the oldest, is set last and wins.
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.flatMap((row) => (row.ordernumber ? [[row.ordertext, row.ordernumber]] : [])),
  );
}

export async function importTemplate(ctx: AppContext): Promise<string> {
  const today = ctx.today();
  const year = today.getUTCFullYear();
  const numbers = await demoOrderNumbers(ctx.db);
  // Without the demo data the rows keep the demo's numbering, as an example of the format.
  const order = (text: string, n: number) =>
    numbers.get(text) ?? `PO-${year}-${String(n).padStart(4, '0')}`;
  const erp = order(DEMO_TEMPLATE_ORDERS.erpSupport, 5);
  const consulting = order(DEMO_TEMPLATE_ORDERS.erpConsulting, 4);
  const chat = order(DEMO_TEMPLATE_ORDERS.teamChat, 3);
  const month = MONTH.format(today);
  const date = officeDate(today);
  const monthStart = officeDate(new Date(Date.UTC(year, today.getUTCMonth(), 1)));
  const monthEnd = officeDate(new Date(Date.UTC(year, today.getUTCMonth() + 1, 0)));
  const rows = [
    [erp, `ERP ${month}`, date, '', '', 'Support contract', '3.500,00', '', 'EUR'],
    [erp, `ERP ${month}`, date, '', '', '2', '2.000,00', '', 'EUR'],
    [
      consulting,
      `Consulting; ${month}`,
      '',
      monthStart,
      monthEnd,
      'Senior consultant',
      '',
      '12,5',
      '',
    ],
    [chat, `Chat seats ${month}`, date, '', '', '1', '1.500,00', '', 'USD'],
  ];
  // A BOM and CRLF, as spreadsheet programs in Croatian and German offices save it.
  return stringify([IMPORT_COLUMNS.map((column) => column.name), ...rows], {
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
  });
}
