// Amounts in charts (product details, cost unit showback, planning picture). Axis labels are short
// enough to fit beside a bar ('60 k', '1,25 M'), in the display currency (the axis is labelled with
// its code) and with Croatian digits (spec §9): they are for reading the scale. Floats only size
// bars and slices: a tooltip shows the exact amount, formatted from the EUR decimal string as the
// tables show it.
import { fromEur } from '@cost-steering/schema';

const hrHR = new Intl.NumberFormat('hr-HR', { maximumFractionDigits: 2 });
const UNITS = ['k', 'M', 'bn'] as const;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The display currency's rate and the screen's money formatter (`useMoney`). */
interface Display {
  rate: string;
  money(eurValue: string | undefined): string;
}

/** 950 → '950', 60000 → '60 k', 1250000 → '1,25 M', 999999 → '1 M' (never '1.000 k'). */
export function compactAmount(value: number): string {
  let scaled = value;
  let unit = '';
  for (const next of UNITS) {
    // Compare what would be shown, so a value that rounds up to 1000 moves to the next unit.
    if (Math.abs(round2(scaled)) < 1000) break;
    scaled /= 1000;
    unit = next;
  }
  const text = hrHR.format(scaled);
  return unit ? `${text} ${unit}` : text;
}

/** Where a bar or slice is drawn: the display value as a number (exact up to the float). */
const plotted = (eurValue: string, display: Display) => Number(fromEur(eurValue, display.rate));

/**
 * One bar series: EUR decimal strings plotted as display-currency numbers (EUR × rate), with the
 * exact formatted amount ('12.345,67 USD', from the screen's money formatter) in the tooltip.
 */
export function amountSeries(label: string, eurValues: readonly string[], display: Display) {
  return {
    label,
    data: eurValues.map((value) => plotted(value, display)),
    valueFormatter: (_: number | null, context: { dataIndex: number }) =>
      display.money(eurValues[context.dataIndex]),
  };
}

/**
 * One pie series: slices sized by their display-currency numbers (EUR × rate), those that show
 * nothing left out, with the exact formatted amount ('10.493,68 GBP') in the tooltip.
 */
export function amountSlices<Id extends string | number>(
  slices: readonly { id: Id; label: string; eurValue: string }[],
  display: Display,
) {
  const shown = slices
    .map(({ id, label, eurValue }) => ({ id, label, eurValue, value: plotted(eurValue, display) }))
    .filter((slice) => slice.value > 0);
  return {
    data: shown.map(({ id, label, value }) => ({ id, label, value })),
    valueFormatter: (_: unknown, context: { dataIndex: number }) =>
      display.money(shown[context.dataIndex]?.eurValue),
  };
}
