// The showback of a cost unit as CSV (CONTRACT.md 'Cost units', issue 12 part 4): one line per
// product with its percentages and the allocated figures by cost code, a total line last. Text
// cells that a spreadsheet would run as a formula (= + - @, tab, carriage return first) get a
// leading apostrophe (OWASP 'CSV injection'); numbers are written as they are (a negative amount
// is a number, not a formula).
import { stringify } from 'csv-stringify/sync';
import { fractionToPercent } from '@cost-steering/schema';
import { safeCell } from '../http/safe-cell.ts';
import { CODES } from './figures.ts';
import type { costUnitShowback } from './service.ts';

type Showback = Awaited<ReturnType<typeof costUnitShowback>>;

const LABELS = { budget: 'Budget', forecast: 'Forecast', actuals: 'Actuals' } as const;
const CODE_LABELS: Record<string, string> = {
  ci: 'Capital Infrastructure',
  cm: 'Capital Maintenance',
  ce: 'Capital Enhancement',
  ei: 'Expense Infrastructure',
  em: 'Expense Maintenance',
  ee: 'Expense Enhancement',
  undef: 'Undefined',
};

const FIGURE_KEYS = (['budget', 'forecast', 'actuals'] as const).flatMap((figure) => [
  ...CODES.map((code) => [figure, code] as const),
  ...(figure === 'budget' ? [[figure, 'undef'] as const] : []),
  [figure, 'total'] as const,
]);

export function showbackCsv(showback: Showback): string {
  const header = [
    'Cost Unit',
    'Product',
    'Percentage',
    'Allocated To All Cost Units',
    'Unallocated',
    // EUR, as every aggregate (DESIGN.md §4), whatever the display currency on screen: said so.
    ...FIGURE_KEYS.map(([figure, key]) =>
      key === 'total'
        ? `${LABELS[figure]} Total (EUR)`
        : `${LABELS[figure]} ${CODE_LABELS[key]} (EUR)`,
    ),
  ];
  const unit = safeCell(showback.costunit.name);
  const percent = (fraction: string) => `${fractionToPercent(fraction)} %`;
  const lines = showback.products.map((product) => [
    unit,
    safeCell(product.name),
    percent(product.percentage),
    percent(product.product_percentage),
    percent(product.unallocated_percentage),
    ...FIGURE_KEYS.map(([figure, key]) => product.allocated[figure][key] ?? '0.00'),
  ]);
  const total = [
    unit,
    'Total',
    '',
    '',
    '',
    ...FIGURE_KEYS.map(([figure, key]) => showback.figures[figure][key] ?? '0.00'),
  ];
  return stringify([header, ...lines, total]);
}
