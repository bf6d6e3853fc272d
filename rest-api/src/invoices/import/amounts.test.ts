// Negative amounts as accounting programs write them (CONTRACT.md 'Invoice import', credit notes):
// read by readNumber into exact decimal text, the sign once, the decimal mark as the file has it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { numberStyle, readNumber, type NumberStyle } from './amounts.ts';

const COMMA: NumberStyle = { decimal: ',', undecided: '' };
const UNDECIDED: NumberStyle = { decimal: null, undecided: 'no other number tells' };

describe('negative amounts', () => {
  it('reads a minus before or after, the sign −, and parentheses', () => {
    const cases: Array<[string, string]> = [
      ['-1.234,56', '-1234.56'],
      ['\u22121.234,56', '-1234.56'],
      ['(1.234,56)', '-1234.56'],
      ['1.234,56-', '-1234.56'],
      ['- 12,5', '-12.5'],
      ['-2.500', '-2500'],
    ];
    for (const [written, value] of cases) {
      assert.deepEqual(readNumber(written, COMMA), { value, currency: null }, written);
    }
  });

  it('takes the sign outside or inside a currency', () => {
    for (const written of [
      '-1.234,56 €',
      '€ -1.234,56',
      '-€ 1.234,56',
      '(€ 1.234,56)',
      '€ (1.234,56)',
    ]) {
      assert.deepEqual(readNumber(written, COMMA), { value: '-1234.56', currency: 'EUR' }, written);
    }
  });

  it('refuses a sign given twice, and a sign alone', () => {
    for (const written of ['-(5)', '--5', '(5)-', '-', '()']) {
      assert.deepEqual(readNumber(written, COMMA), { problem: 'not a number' }, written);
    }
  });

  it('keeps the sign in both readings of an ambiguous amount', () => {
    assert.deepEqual(readNumber('-2.500', UNDECIDED), {
      problem: 'ambiguous',
      readings: ['-2.500', '-2500'],
      why: 'no other number tells',
    });
  });

  it('lets a negative amount show the file its decimal mark', () => {
    const style = numberStyle([{ row: 2, text: '(1.234,56 €)' }], null);
    assert.equal(style.decimal, ',');
  });
});
