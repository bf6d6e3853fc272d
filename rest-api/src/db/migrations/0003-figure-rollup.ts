// Issue 3, at scale: forecast and actuals summed ahead of reading (DESIGN.md §4 rules, unchanged).
//
// `figure_rollup` holds, per booking target (a product itself, one of its projects or one of its
// applications) × item type × cost type × calendar year, the forecast (approved orders' list items,
// pro rata by days over the order's span, rounded to cents per item and year) and the actuals
// (invoice lines by the invoice's booking date); `product_year_figures` the same per product and
// year, pivoted to the cost codes. Every list then reads a few rows per product or entity instead
// of summing every item and invoice line of the organisation.
//
// The database keeps it right, whoever writes: statement-level triggers on the tables the figures
// come from recompute the rollup of the products a statement touched, in the same transaction.
// An order without a delivery date counts wholly in "the current year", which moves on New
// Year's Day: its rows carry year NULL and readers count them in the year they report as current.
import { sql, type Kysely } from 'kysely';

// The six cost codes (spec §3: capital/expense × infrastructure/maintenance/enhancement).
const CODES = [
  ['ci', 'Capital', 'Infrastructure'],
  ['cm', 'Capital', 'Maintenance'],
  ['ce', 'Capital', 'Enhancement'],
  ['ei', 'Expense', 'Infrastructure'],
  ['em', 'Expense', 'Maintenance'],
  ['ee', 'Expense', 'Enhancement'],
] as const;
const DIRECT = 'project_id is null and application_id is null';
/**
 * product_year_figures columns: f_<code> / a_<code> (forecast / actuals of the product and its
 * entities), fd_<code> / ad_<code> (booked on the product directly), f_undefined / a_undefined
 * (items whose type is still Undefined: no code, but part of a family's totals).
 */
const PIVOT = [
  ...CODES.flatMap(([code, type, costtype]) => {
    const of = `type = '${type}' and costtype = '${costtype}'`;
    return [
      [`f_${code}`, 'forecast', of],
      [`a_${code}`, 'actuals', of],
      [`fd_${code}`, 'forecast', `${of} and ${DIRECT}`],
      [`ad_${code}`, 'actuals', `${of} and ${DIRECT}`],
    ];
  }),
  ['f_undefined', 'forecast', `type = 'Undefined'`],
  ['a_undefined', 'actuals', `type = 'Undefined'`],
] as const;
const PIVOT_COLUMNS = PIVOT.map(([column]) => column);
const PIVOT_SUMS = PIVOT.map(
  ([, figure, where]) => `coalesce(sum(${figure}) filter (where ${where}), 0)`,
);

/** The SQL of the recomputation: the one place where the forecast and actuals rules are coded. */
const refreshFunction = `
create function refresh_figure_rollup(product_ids integer[]) returns void
language plpgsql as $$
declare
  product integer;
begin
  -- One writer per product at a time, in id order (no deadlocks between writers). A concurrent
  -- write to the same product waits here; each statement below then takes a new snapshot
  -- (READ COMMITTED), so it sees the other writer's committed rows and replaces them.
  for product in select distinct id from unnest(product_ids) as id where id is not null order by id
  loop
    perform pg_advisory_xact_lock(3003, product);
  end loop;

  delete from figure_rollup where product_id = any(product_ids);

  insert into figure_rollup
    (product_id, project_id, application_id, type, costtype, year, forecast, actuals)
  with items as (
    select li.id, li.purchase_request_id, li.type, li.costtype, li.amount_eur,
           li.product_id, null::integer as project_id, null::integer as application_id
      from purchase_request_list_items li
     where li.product_id = any(product_ids)
    union all
    select li.id, li.purchase_request_id, li.type, li.costtype, li.amount_eur,
           e.product_id, e.id, null
      from purchase_request_list_items li join projects e on e.id = li.project_id
     where e.product_id = any(product_ids)
    union all
    select li.id, li.purchase_request_id, li.type, li.costtype, li.amount_eur,
           e.product_id, null, e.id
      from purchase_request_list_items li join applications e on e.id = li.application_id
     where e.product_id = any(product_ids)
  ),
  forecast as (
    select i.product_id, i.project_id, i.application_id, i.type, i.costtype, y.year,
           case when pr.deliverydate is null then i.amount_eur
                else round(i.amount_eur
                  * (least(pr.deliverydate, make_date(y.year, 12, 31))
                     - greatest(pr.podate, make_date(y.year, 1, 1)) + 1)
                  / (pr.deliverydate - pr.podate + 1), 2)
           end as amount
      from items i
      join purchase_requests pr on pr.id = i.purchase_request_id
     cross join lateral (
       select null::integer as year where pr.deliverydate is null
       union all
       select generate_series(extract(year from pr.podate)::integer,
                              extract(year from pr.deliverydate)::integer)
        where pr.deliverydate is not null
     ) y
     where pr.status = 'Approved'
  ),
  actuals as (
    select i.product_id, i.project_id, i.application_id, i.type, i.costtype,
           extract(year from inv.booked_on)::integer as year, il.amount_eur as amount
      from items i
      join invoice_lines il on il.list_item_id = i.id
      join invoices inv on inv.id = il.invoice_id
  ),
  parts as (
    select product_id, project_id, application_id, type, costtype, year,
           amount as forecast, 0 as actuals from forecast
    union all
    select product_id, project_id, application_id, type, costtype, year,
           0, amount from actuals
  )
  select product_id, project_id, application_id, type, costtype, year, sum(forecast), sum(actuals)
    from parts
   group by product_id, project_id, application_id, type, costtype, year;

  -- The same per product and year, pivoted to the cost codes: what the product lists read.
  delete from product_year_figures where product_id = any(product_ids);
  insert into product_year_figures (product_id, year, ${PIVOT_COLUMNS.join(', ')})
  select product_id, year, ${PIVOT_SUMS.join(',\n         ')}
    from figure_rollup
   where product_id = any(product_ids)
   group by product_id, year;
end $$`;

/** The product a list item rolls up to: its own, or that of its project or application. */
const itemProductFunction = `
create function figure_item_product(product integer, project integer, application integer)
returns integer language sql stable as $$
  select coalesce(product,
                  (select product_id from projects where id = project),
                  (select product_id from applications where id = application))
$$`;

const productsOfItemIds = (itemIds: string) =>
  `select figure_item_product(li.product_id, li.project_id, li.application_id)
     from purchase_request_list_items li where li.id in (${itemIds})`;

/** A trigger function that refreshes the products `products` (SQL) selects. */
const refreshingFunction = (name: string, products: string) => `
create function ${name}() returns trigger language plpgsql as $$
begin
  perform refresh_figure_rollup(array(${products}));
  return null;
end $$`;

/**
 * Inserts and deletes: once per statement, over its transition table (a seed inserting 150,000
 * invoice lines recomputes each product once).
 */
function statementTrigger(table: string, event: 'insert' | 'delete', products: string): string[] {
  const name = `${table}_${event}_figures`;
  const rows = event === 'insert' ? 'new table as new_rows' : 'old table as old_rows';
  return [
    refreshingFunction(name, products),
    `create trigger ${name} after ${event} on ${table} referencing ${rows}
       for each statement execute function ${name}()`,
  ];
}

/**
 * Updates: per row, and only when a column the figures depend on changed (an order's amount
 * written after its items, a status message, … cost nothing). Row triggers, not transition tables:
 * joining the rows before and after a statement has no index to use.
 */
function updateTrigger(table: string, columns: string[], products: string): string[] {
  const name = `${table}_update_figures`;
  const changed = columns.map((column) => `old.${column} is distinct from new.${column}`);
  return [
    refreshingFunction(name, products),
    `create trigger ${name} after update on ${table} for each row
       when (${changed.join(' or ')}) execute function ${name}()`,
  ];
}

// Deletes of orders and invoices cascade to their items and lines, whose triggers fire then.
const ITEM_COLUMNS = [
  'purchase_request_id',
  'type',
  'costtype',
  'product_id',
  'project_id',
  'application_id',
  'amount_eur',
];
const itemProductOf = (row: 'old' | 'new' | 'r') =>
  `figure_item_product(${row}.product_id, ${row}.project_id, ${row}.application_id)`;
const TRIGGERS: string[][] = [
  statementTrigger(
    'purchase_request_list_items',
    'insert',
    `select ${itemProductOf('r')} from new_rows r`,
  ),
  statementTrigger(
    'purchase_request_list_items',
    'delete',
    `select ${itemProductOf('r')} from old_rows r`,
  ),
  updateTrigger(
    'purchase_request_list_items',
    ITEM_COLUMNS,
    `select ${itemProductOf('old')} union select ${itemProductOf('new')}`,
  ),
  updateTrigger(
    'purchase_requests',
    ['status', 'podate', 'deliverydate'],
    productsOfItemIds(
      'select id from purchase_request_list_items where purchase_request_id = new.id',
    ),
  ),
  statementTrigger(
    'invoice_lines',
    'insert',
    productsOfItemIds('select list_item_id from new_rows'),
  ),
  statementTrigger(
    'invoice_lines',
    'delete',
    productsOfItemIds('select list_item_id from old_rows'),
  ),
  updateTrigger(
    'invoice_lines',
    ['invoice_id', 'list_item_id', 'amount_eur'],
    productsOfItemIds('select old.list_item_id union select new.list_item_id'),
  ),
  updateTrigger(
    'invoices',
    ['date', 'start_date'],
    productsOfItemIds('select list_item_id from invoice_lines where invoice_id = new.id'),
  ),
  // A project or application moved to another product takes its figures along.
  updateTrigger('projects', ['product_id'], 'select old.product_id union select new.product_id'),
  updateTrigger(
    'applications',
    ['product_id'],
    'select old.product_id union select new.product_id',
  ),
];

const statements: string[] = [
  `create table figure_rollup (
    product_id integer not null references products on delete cascade,
    project_id integer references projects on delete cascade,
    application_id integer references applications on delete cascade,
    type text not null,
    costtype text,
    year integer,
    forecast numeric not null,
    actuals numeric not null,
    check (num_nonnulls(project_id, application_id) <= 1)
  )`,
  `create index figure_rollup_product_id_idx on figure_rollup (product_id)`,
  `create table product_year_figures (
    product_id integer not null references products on delete cascade,
    year integer,
    ${PIVOT_COLUMNS.map((column) => `${column} numeric not null`).join(',\n    ')}
  )`,
  // One row per product and year; NULL (undated orders) is a year of its own here.
  `create unique index product_year_figures_key
     on product_year_figures (product_id, coalesce(year, 0))`,
  `create index figure_rollup_project_id_idx on figure_rollup (project_id)
     where project_id is not null`,
  `create index figure_rollup_application_id_idx on figure_rollup (application_id)
     where application_id is not null`,
  refreshFunction,
  itemProductFunction,
  ...TRIGGERS.flat(),
  // Data written before this migration.
  `select refresh_figure_rollup(array(select id from products))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
