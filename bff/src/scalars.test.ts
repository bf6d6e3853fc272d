// The custom scalars as a client meets them: what each accepts and the error for what it does not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scalarResolvers } from './scalars.ts';

describe('scalars', () => {
  it('Date accepts a day of the calendar only', () => {
    assert.equal(scalarResolvers.Date.parseValue(' 2028-02-29 '), '2028-02-29');
    for (const value of [
      '2026-13-45',
      '2026-02-29',
      '2026-2-1',
      '2026-02-01T00:00:00Z',
      20260201,
    ]) {
      assert.throws(
        () => scalarResolvers.Date.parseValue(value),
        { message: `Date cannot represent ${JSON.stringify(value)}` },
        String(value),
      );
    }
  });

  it('Decimal keeps the digits as written; a float is refused (it could be rounded already)', () => {
    assert.equal(scalarResolvers.Decimal.parseValue('1234.50'), '1234.50');
    assert.equal(scalarResolvers.Decimal.parseValue(12), '12');
    assert.throws(() => scalarResolvers.Decimal.parseValue(0.1), {
      message: 'Decimal cannot represent 0.1',
    });
  });
});
