import { formatLongDate, serverToday } from './date';
import { formatDecimal } from './decimal';

describe('date and quantity formats (spec §9)', () => {
  it('shows a calendar date as a long English date', () => {
    expect(formatLongDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate(null)).toBe('');
  });

  it("counts today as the REST API does, by the UTC day, whatever the browser's zone", () => {
    // A browser in New York (UTC−5) at 21:30 on the 24th: the server's day is already the 25th.
    const evening = new Date('2026-11-25T02:30:00Z');
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    expect(serverToday(evening)).toBe('2026-11-25');
    // Zagreb (UTC+1) at 00:30 on the 25th: the server's day is still the 24th.
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    expect(serverToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-24');
  });

  it('shows quantities with a decimal comma and up to three decimals, exactly', () => {
    expect(formatDecimal('2.5')).toBe('2,5');
    expect(formatDecimal('1234.125')).toBe('1.234,125');
    expect(formatDecimal('10')).toBe('10');
    expect(formatDecimal(null)).toBe('');
  });
});
