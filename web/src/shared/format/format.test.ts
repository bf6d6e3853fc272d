import { formatLongDate } from './date';
import { formatDecimal } from './decimal';

describe('date and quantity formats (spec §9)', () => {
  it('shows a calendar date as a long English date', () => {
    expect(formatLongDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate(null)).toBe('');
  });

  it('shows quantities with a decimal comma and up to three decimals, exactly', () => {
    expect(formatDecimal('2.5')).toBe('2,5');
    expect(formatDecimal('1234.125')).toBe('1.234,125');
    expect(formatDecimal('10')).toBe('10');
    expect(formatDecimal(null)).toBe('');
  });
});
