import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  compareDecimals,
  fromEur,
  fromScaled,
  moneyDisplay,
  moneyText,
  sumDecimals,
  toEur,
  toScaled,
} from './decimal.ts';

describe('exact decimals', () => {
  it('writes a money amount as stored, with two decimals', () => {
    assert.deepEqual(['1200', '0.5', '999.50', '-3', '0'].map(moneyText), [
      '1200.00',
      '0.50',
      '999.50',
      '-3.00',
      '0.00',
    ]);
  });

  it('sums money without float error', () => {
    assert.equal(sumDecimals(['0.10', '0.20', null, '', '1000000000.05']), '1000000000.35');
  });

  it('compares values of different scale exactly', () => {
    assert.equal(compareDecimals('10.5', '10.50'), 0);
    assert.equal(compareDecimals('-1', '0.01'), -1);
    assert.equal(compareDecimals('99999999999.99', '99999999999.98'), 1);
  });

  it('converts to EUR by dividing by the rate and rounds half away from zero', () => {
    assert.equal(toEur('108.00', '1.08000000'), '100.00');
    assert.equal(toEur('1.00', '3.00000000'), '0.33');
    assert.equal(toEur('2.00', '3.00000000'), '0.67');
  });

  it('shows EUR in a display currency by multiplying by the rate, exactly', () => {
    assert.equal(fromEur('1000.00', '1.08000000'), '1080.00');
    assert.equal(fromEur('19.99', '7.5345'), '150.61');
    assert.equal(fromEur('12345678901234567.89', '1'), '12345678901234567.89');
  });

  it('rounds the displayed amount half away from zero, where a float would not', () => {
    // 1.005 is 1.00499999… as a float.
    assert.equal(fromEur('1.005', '1'), '1.01');
    assert.equal(fromEur('10', '0.0005'), '0.01');
    assert.equal(fromEur('10', '0.00049999'), '0.00');
    assert.equal(fromEur('-1.005', '1'), '-1.01');
    assert.equal(fromEur('-0.004', '1'), '0.00');
  });

  it('reads plain and padded decimals alike, to 8 decimals', () => {
    assert.equal(toScaled('1234.5'), 123_450_000_000n);
    assert.equal(toScaled('-0.01'), -1_000_000n);
    assert.equal(toScaled('42'), 4_200_000_000n);
    assert.equal(toScaled(' 12.34 '), toScaled('12.34'));
    assert.equal(toScaled('0.123456789'), 12_345_678n);
  });

  it('formats scaled values back with the requested decimals', () => {
    assert.equal(fromScaled(toScaled('-0.004')), '0.00');
    assert.equal(fromScaled(toScaled('-1.005')), '-1.01');
    assert.throws(() => toScaled('1e3'), /Not a decimal/);
  });

  it('displays an amount with two decimals, Croatian grouping and the currency code', () => {
    assert.equal(moneyDisplay('1200', 'EUR'), '1.200,00 EUR');
    assert.equal(moneyDisplay('250.5', 'EUR'), '250,50 EUR');
    assert.equal(moneyDisplay('1.005', 'USD'), '1,01 USD');
    assert.equal(moneyDisplay('-0.004', 'EUR'), '0,00 EUR');
    assert.equal(moneyDisplay('-1234.5', 'EUR'), '\u22121.234,50 EUR');
    assert.equal(moneyDisplay('12345678901234567.89', 'EUR'), '12.345.678.901.234.567,89 EUR');
  });
});
