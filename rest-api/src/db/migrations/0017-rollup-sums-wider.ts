// The rollup holds sums of money (migration 0004 typed them numeric(14,2), like one amount). One
// amount has at most 12 digits before the point; the forecast or actuals of many orders on one
// booking target do not, and approving the order that crossed it failed with 22003 (a 400 that
// names no field, for an approver who only typed an order number). The sums get 18 digits
// before the point — a million orders of the largest amount — and keep the fixed scale of two
// that lets the lists print them without round() (0004). Products' budget rollup (0014) stays:
// a product's budgets are capped by its own budget limit or target, itself money.
import { sql, type Kysely } from 'kysely';

const MONEY_SUM = 'numeric(20,2)';
const PIVOT_COLUMNS = ['ci', 'cm', 'ce', 'ei', 'em', 'ee']
  .flatMap((code) => [`f_${code}`, `a_${code}`, `fd_${code}`, `ad_${code}`])
  .concat(['f_undefined', 'a_undefined']);

const retype = (table: string, columns: string[]) =>
  `alter table ${table} ${columns
    .map((column) => `alter column ${column} type ${MONEY_SUM}`)
    .join(', ')}`;

const statements: string[] = [
  retype('figure_rollup', ['forecast', 'actuals']),
  retype('product_year_figures', PIVOT_COLUMNS),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
