// Invoice import from CSV (issue 11, CONTRACT.md 'Invoice import'): every imported row keeps a
// stable import key (a hash of its normalised fields). The primary key makes a re-imported row,
// also one of a second upload of the same file running at the same time, write nothing: the
// invoice's transaction inserts its rows' keys with the invoice and is undone when one is already
// there (a concurrent upload waits on the first one's locks and then finds its keys).
//
// And the invoice lines' actuals, added instead of recomputed: the statement trigger on inserted
// invoice lines (0003) recomputed the whole rollup of each product touched — 10 to 70 ms a product
// on the large data set, so an import of 5,000 invoices spent minutes there (bench:import). An
// inserted line only adds its EUR amount to one figure_rollup row and one product_year_figures
// row, which is what the recomputation would give (sums of the same numeric(14,2) amounts; rows
// it would create with forecast 0 are created so). It takes the same per-product advisory locks in
// id order first, so a concurrent recomputation still sees it whole. Deletes and updates keep
// recomputing (0003).
import { sql, type Kysely } from 'kysely';

const CODES = [
  ['ci', 'Capital', 'Infrastructure'],
  ['cm', 'Capital', 'Maintenance'],
  ['ce', 'Capital', 'Enhancement'],
  ['ei', 'Expense', 'Infrastructure'],
  ['em', 'Expense', 'Maintenance'],
  ['ee', 'Expense', 'Enhancement'],
] as const;

const of = (type: string, costtype: string) =>
  `part.type = '${type}' and part.costtype = '${costtype}'`;
const DIRECT = 'part.project_id is null and part.application_id is null';
/** product_year_figures' actuals columns, each with the condition a part adds to it. */
const ACTUALS: Array<[string, string]> = [
  ...CODES.flatMap(([code, type, costtype]): Array<[string, string]> => [
    [`a_${code}`, of(type, costtype)],
    [`ad_${code}`, `${of(type, costtype)} and ${DIRECT}`],
  ]),
  ['a_undefined', `part.type = 'Undefined'`],
];

/** …and its forecast columns, 0 in a row the actuals create. */
const FORECASTS = [...CODES.flatMap(([code]) => [`f_${code}`, `fd_${code}`]), 'f_undefined'];

export const ADDING_FUNCTION = `
create or replace function invoice_lines_insert_figures() returns trigger
language plpgsql as $$
declare
  product integer;
  part record;
begin
  for product in
    select distinct figure_item_product(li.product_id, li.project_id, li.application_id)
      from new_rows r join purchase_request_list_items li on li.id = r.list_item_id
     order by 1
  loop
    perform pg_advisory_xact_lock(3003, product);
  end loop;
  for part in
    select coalesce(li.product_id, p.product_id, a.product_id) as product_id,
           p.id as project_id, a.id as application_id, li.type, li.costtype,
           extract(year from inv.booked_on)::integer as year, sum(r.amount_eur) as amount
      from new_rows r
      join purchase_request_list_items li on li.id = r.list_item_id
      join invoices inv on inv.id = r.invoice_id
      left join projects p on p.id = li.project_id
      left join applications a on a.id = li.application_id
     group by 1, 2, 3, 4, 5, 6
  loop
    update figure_rollup f set actuals = f.actuals + part.amount
     where f.product_id = part.product_id
       and f.project_id is not distinct from part.project_id
       and f.application_id is not distinct from part.application_id
       and f.type = part.type and f.costtype is not distinct from part.costtype
       and f.year is not distinct from part.year;
    if not found then
      insert into figure_rollup
        (product_id, project_id, application_id, type, costtype, year, forecast, actuals)
      values (part.product_id, part.project_id, part.application_id, part.type, part.costtype,
              part.year, 0, part.amount);
    end if;
    update product_year_figures y set
      ${ACTUALS.map(([column, when]) => `${column} = y.${column} + case when ${when} then part.amount else 0 end`).join(', ')}
     where y.product_id = part.product_id and coalesce(y.year, 0) = coalesce(part.year, 0);
    if not found then
      insert into product_year_figures
        (product_id, year, ${FORECASTS.join(', ')}, ${ACTUALS.map(([c]) => c).join(', ')})
      values (part.product_id, part.year, ${FORECASTS.map(() => '0').join(', ')},
        ${ACTUALS.map(([, when]) => `case when ${when} then part.amount else 0 end`).join(', ')});
    end if;
  end loop;
  return null;
end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(ADDING_FUNCTION).execute(db);
  await sql`create table invoice_import_rows (
    import_key text primary key check (char_length(import_key) = 64),
    invoice_id integer not null references invoices (id) on delete cascade,
    row_number integer not null,
    imported_by text not null,
    imported_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index invoice_import_rows_invoice_idx on invoice_import_rows (invoice_id)`.execute(
    db,
  );
}
