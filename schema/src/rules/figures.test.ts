import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { figureStatus } from './figures.ts';

describe('forecast colour (spec §4)', () => {
  it('is positive below 85 % of the budget', () => {
    assert.equal(figureStatus('84.99', '100.00'), 'POSITIVE');
  });
  it('is a warning from 85 % up to just below the budget', () => {
    assert.equal(figureStatus('85.00', '100.00'), 'WARNING');
    assert.equal(figureStatus('99.99', '100.00'), 'WARNING');
  });
  it('is negative when the forecast reaches the budget', () => {
    assert.equal(figureStatus('100.00', '100.00'), 'NEGATIVE');
    assert.equal(figureStatus('150.00', '100.00'), 'NEGATIVE');
  });
  it('with no budget, any forecast is negative and none is positive', () => {
    assert.equal(figureStatus('0.01', '0.00'), 'NEGATIVE');
    assert.equal(figureStatus('0.00', '0.00'), 'POSITIVE');
  });
});
