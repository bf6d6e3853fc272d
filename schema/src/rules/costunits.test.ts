import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  COST_UNIT_MESSAGES,
  cleanCostUnitName,
  fractionToPercent,
  percentageInput,
  percentageProblem,
  percentToFraction,
} from './costunits.ts';

describe('cost unit rules', () => {
  it("strips '%' and '#' and trims the name", () => {
    assert.equal(cleanCostUnitName('  #Shared% Services '), 'Shared Services');
    assert.equal(cleanCostUnitName(' %# '), '');
  });

  it('keeps a percentage as typed and refuses a decimal with the rule, never as 10 times it', () => {
    assert.equal(percentageInput('12.5'), '12.5');
    assert.equal(percentageProblem(percentageInput('12.5')), COST_UNIT_MESSAGES.percentageInteger);
    assert.equal(percentageProblem(percentageInput('12,5')), COST_UNIT_MESSAGES.percentageInteger);
    assert.equal(percentageInput('1234567'), '123456');
  });

  it('takes whole percentages 1–100, at most the remaining', () => {
    assert.equal(percentageProblem('25'), undefined);
    assert.equal(percentageProblem(100), undefined);
    assert.equal(percentageProblem(''), COST_UNIT_MESSAGES.percentageRequired);
    assert.equal(percentageProblem('2.5'), COST_UNIT_MESSAGES.percentageInteger);
    assert.equal(percentageProblem(2.5), COST_UNIT_MESSAGES.percentageInteger);
    assert.equal(percentageProblem(0), COST_UNIT_MESSAGES.percentageRange);
    assert.equal(percentageProblem('101'), COST_UNIT_MESSAGES.percentageRange);
    assert.equal(percentageProblem(31, 30), COST_UNIT_MESSAGES.percentageRemaining(30));
  });

  it('stores fractions with four decimals and shows them × 100', () => {
    assert.equal(percentToFraction(25), '0.2500');
    assert.equal(percentToFraction(100), '1.0000');
    assert.equal(percentToFraction(1), '0.0100');
    assert.equal(fractionToPercent('0.2550'), 25.5);
    assert.equal(fractionToPercent('1.0000'), 100);
  });
});
