import { isBudgetingPeriod } from './budgetingPeriod';

describe('budgeting period', () => {
  it('is the fourth quarter, October to December', () => {
    expect(isBudgetingPeriod(new Date(2026, 9, 1))).toBe(true);
    expect(isBudgetingPeriod(new Date(2026, 11, 31, 23, 59))).toBe(true);
  });

  it('is not open from January to September', () => {
    expect(isBudgetingPeriod(new Date(2026, 0, 1))).toBe(false);
    expect(isBudgetingPeriod(new Date(2026, 8, 30, 23, 59))).toBe(false);
  });
});
