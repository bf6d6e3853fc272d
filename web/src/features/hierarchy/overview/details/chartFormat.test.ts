import { compactAmount } from './chartFormat';

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
