import { formatMoney, formatRate } from './money';

describe('money display (spec §9)', () => {
  it('shows EUR values with Croatian grouping, two decimals and the currency code', () => {
    expect(formatMoney('1234.5', '1', 'EUR')).toBe('1.234,50 EUR');
    expect(formatMoney('1234567.89', '1', 'EUR')).toBe('1.234.567,89 EUR');
    expect(formatMoney('0', '1', 'EUR')).toBe('0,00 EUR');
  });

  it('multiplies by the selected rate before rounding', () => {
    expect(formatMoney('1000.00', '1.08000000', 'USD')).toBe('1.080,00 USD');
    expect(formatMoney('19.99', '7.5345', 'HRK')).toBe('150,61 HRK');
  });

  it('rounds half up exactly, where a float would round down', () => {
    // 1.005 is 1.00499999… as a float; the exact value rounds up.
    expect(formatMoney('1.005', '1', 'EUR')).toBe('1,01 EUR');
    expect(formatMoney('0.125', '1', 'EUR')).toBe('0,13 EUR');
    expect(formatMoney('10', '0.0005', 'XXX')).toBe('0,01 XXX');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatMoney('12345678901234567.89', '1', 'EUR')).toBe('12.345.678.901.234.567,89 EUR');
  });

  it('shows an empty or missing amount as zero', () => {
    expect(formatMoney(null, '1', 'EUR')).toBe('0,00 EUR');
    expect(formatMoney('', '1.08', 'USD')).toBe('0,00 USD');
  });
});

describe('daily rate display (numeric(12,3), spec step 0.001)', () => {
  it('keeps a third decimal and pads to two, with Croatian grouping', () => {
    expect(formatRate('812.345', 'EUR')).toBe('812,345 EUR');
    expect(formatRate('812.3', 'EUR')).toBe('812,30 EUR');
    expect(formatRate('1000', 'EUR')).toBe('1.000,00 EUR');
    expect(formatRate('1234.500', 'USD')).toBe('1.234,50 USD');
  });

  it('keeps every digit of a rate beyond float precision', () => {
    expect(formatRate('123456789012345.678', 'EUR')).toBe('123.456.789.012.345,678 EUR');
  });
});
