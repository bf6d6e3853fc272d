import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { distinctCodes, restProduct } from './testing/rest-fixtures.ts';
import {
  codesWithPrefix,
  orderTotalsToCodes,
  toCostBreakdown,
  toYearFigures,
} from './cost-breakdown.ts';

describe('cost breakdown', () => {
  it('puts c/e × i/m/e in capital/expense × infrastructure/maintenance/enhancement', () => {
    assert.deepEqual(toCostBreakdown(distinctCodes(2)), {
      capital: { infrastructure: '2.01', maintenance: '2.02', enhancement: '2.03', total: '6.06' },
      expense: { infrastructure: '2.04', maintenance: '2.05', enhancement: '2.06', total: '6.15' },
      total: '12.21',
    });
  });

  it('adds totals exactly, where floats would lose cents', () => {
    const breakdown = toCostBreakdown({
      ci: '0.10',
      cm: '0.20',
      ce: '0.00',
      ei: '9007199254740993.01',
      em: '0.01',
      ee: '0.00',
    });
    assert.equal(breakdown.capital.total, '0.30');
    assert.equal(breakdown.expense.total, '9007199254740993.02');
    assert.equal(breakdown.total, '9007199254740993.32');
  });

  it('passes the REST amounts on as they are', () => {
    const breakdown = toCostBreakdown({ ...distinctCodes(0), ci: '-12.50' });
    assert.equal(breakdown.capital.infrastructure, '-12.50');
    assert.equal(breakdown.capital.total, '-12.45');
  });

  it('reads prefixed flat codes, e.g. product_PR_fci … product_PR_fee', () => {
    assert.deepEqual(codesWithPrefix(restProduct(), 'product_PR_f'), distinctCodes(4));
    assert.deepEqual(codesWithPrefix(restProduct(), 'b'), distinctCodes(1));
  });

  it('reads the purchase-order totals totalCI … totalEE', () => {
    assert.deepEqual(
      orderTotalsToCodes(restProduct().purchaseorderscurrentyear),
      distinctCodes(10),
    );
  });

  it('maps a neighbouring year with its split forecast and actuals', () => {
    assert.deepEqual(toYearFigures(restProduct().lastyear), {
      year: 2025,
      budget: '70000.00',
      forecast: '65000.00',
      forecastBreakdown: toCostBreakdown(distinctCodes(6)),
      actuals: '64000.00',
      actualsBreakdown: toCostBreakdown(distinctCodes(7)),
    });
  });
});
