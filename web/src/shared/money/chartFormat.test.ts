import { amountSlices, compactAmount } from './chartFormat';
import { formatMoney } from './money';

describe('compact chart amounts', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [12.5, '12,5'],
    [60_000, '60 k'],
    [400_000, '400 k'],
    [2_500, '2,5 k'],
    [1_250_000, '1,25 M'],
    [999_999, '1 M'],
    [3_000_000_000, '3 bn'],
    // hr-HR writes the minus sign (U+2212), as the money format does.
    [-60_000, '\u221260 k'],
  ])('shows %d as %s', (value, shown) => {
    expect(compactAmount(value)).toBe(shown);
  });
});

describe('pie slices of amounts', () => {
  it('sizes slices by EUR × rate, leaves empty ones out and shows the exact amount', () => {
    const pie = amountSlices(
      [
        { id: 1, label: 'None', eurValue: '0.00' },
        { id: 2, label: 'Desk', eurValue: '12345.50' },
      ],
      { rate: '0.85', money: (eur) => formatMoney(eur, '0.85', 'GBP') },
    );
    expect(pie.data).toEqual([{ id: 2, label: 'Desk', value: 10493.68 }]);
    // A float would show 12345.5 × 0.85 as 10493.67.
    expect(pie.valueFormatter(pie.data[0], { dataIndex: 0 })).toBe('10.493,68 GBP');
  });
});
