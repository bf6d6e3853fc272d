// How much of an order counts in a calendar year (DESIGN.md §4), as SQL over the order row `pr`:
// the entity order tables, the request and order lists and the budget impact all read it.
import { sql, type RawBuilder } from 'kysely';

export const firstDay = (year: number) => `${year}-01-01`;
export const lastDay = (year: number) => `${year}-12-31`;

/**
 * The part of an EUR amount of an order (alias `pr`) that falls in `year`: pro rata by days from
 * its start date to its delivery date, both included; without a delivery date all of it in the
 * current year (DESIGN.md §4). In cents that add up to the amount: the rounded share up to the
 * year's end minus the rounded share before the year (migration 0015). The order tables of an
 * entity show it per order; the lists read the same rule, applied per list item, from the rollup
 * (refresh_figure_rollup).
 */
export function orderYearPart(amount: RawBuilder<unknown>, year: number, currentYear: number) {
  const first = firstDay(year);
  const last = lastDay(year);
  // 0.00, not 0: the value is sent as it prints (money has two decimals).
  const undated = year === currentYear ? amount : sql`0.00`;
  return sql<string>`case
    when pr.deliverydate is null then ${undated}
    when pr.podate > ${last}::date or pr.deliverydate < ${first}::date then 0.00
    else round(
        ${amount} * (least(pr.deliverydate, ${last}::date) - pr.podate + 1)
          / (pr.deliverydate - pr.podate + 1),
        2)
      - round(
        ${amount} * (greatest(pr.podate, ${first}::date) - pr.podate)
          / (pr.deliverydate - pr.podate + 1),
        2)
  end`;
}
