// Amounts in the product charts. Axis labels are short enough to fit beside a bar ('60 k',
// '1,25 M'), in the display currency (the axis is labelled with its code) and with Croatian digits
// (spec §9): they are for reading the scale. The tooltip of a bar shows its exact amount.
import { fromEur } from '@cost-steering/schema';

const hrHR = new Intl.NumberFormat('hr-HR', { maximumFractionDigits: 2 });
const UNITS = ['k', 'M', 'bn'] as const;
const round2 = (value: number) => Math.round(value * 100) / 100;

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

/**
 * One bar series: EUR decimal strings plotted as display-currency numbers (EUR × rate), with the
 * exact formatted amount ('12.345,67 USD', from the screen's money formatter) in the tooltip.
 */
export function amountSeries(
  label: string,
  eurValues: readonly string[],
  display: { rate: string; money(eurValue: string | undefined): string },
) {
  return {
    label,
    data: eurValues.map((value) => Number(fromEur(value, display.rate))),
    valueFormatter: (_: number | null, context: { dataIndex: number }) =>
      display.money(eurValues[context.dataIndex]),
  };
}
