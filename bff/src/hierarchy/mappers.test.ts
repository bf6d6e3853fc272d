import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { toFamilyUserErrors, toProductFamily, toRestFamilyInput } from './mappers.ts';
import type { RestFamily } from './rest.ts';

const restFamily: RestFamily = {
  id: 7,
  name: 'Cloud Services',
  owner: 'controller',
  year: 2026,
  budget: '250000.00',
  budget_limit: '400000.00',
  target: null,
  forecast: '180000.10',
  actuals: '120000.05',
  total_product_forecast: '180000.10',
  total_product_actuals: '120000.05',
  available_budget: '150000.00',
};

describe('product family mapper', () => {
  it('translates snake_case figures to camelCase and keeps money as exact strings', () => {
    assert.deepEqual(toProductFamily(restFamily), {
      id: '7',
      name: 'Cloud Services',
      owner: 'controller',
      year: 2026,
      budget: '250000.00',
      budgetLimit: '400000.00',
      target: null,
      forecast: '180000.10',
      actuals: '120000.05',
      availableBudget: '150000.00',
    });
  });

  it('sends blank caps as absent so the server names the one that is required', () => {
    assert.deepEqual(
      toRestFamilyInput({
        name: 'A',
        owner: 'controller',
        year: 2026,
        budgetLimit: ' ',
        target: '5',
      }),
      { name: 'A', owner: 'controller', year: 2026, budgetLimit: null, target: '5' },
    );
  });

  it("replaces the server's duplicate text with the text the user sees, on the name field", () => {
    const errors = toFamilyUserErrors([
      { field: null, message: TEXTS.familyDuplicateServer, code: 'DUPLICATE_NAME' },
      { field: 'year', message: 'Year must be between 1900 and 3000', code: 'VALIDATION' },
    ]);
    assert.deepEqual(errors, [
      {
        field: 'name',
        message: 'Error: Product Family with name you provided already exists!',
        code: 'DUPLICATE_NAME',
      },
      { field: 'year', message: 'Year must be between 1900 and 3000', code: 'VALIDATION' },
    ]);
  });
});
