import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { refusedAs } from '../testing/writes.ts';
import { FAMILY_WRITE, toRestFamilyInput } from './inputs.ts';
import type { CostBreakdown } from '../generated/graphql.ts';
import {
  distinctCodes,
  restBudgetEntity,
  restFamily,
  restProduct,
} from '../testing/rest-fixtures.ts';
import { toCostBreakdown } from '../cost-breakdown.ts';
import { toBudgetEntity, toProduct, toProductFamily, toProductImage } from './mappers.ts';
import type { RestFamily } from './rest.ts';

const cloudServices: RestFamily = {
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
  totalnextyearbudget: '310000.50',
};

describe('product family mapper', () => {
  it('translates snake_case figures to camelCase and keeps money as exact strings', () => {
    assert.deepEqual(toProductFamily(cloudServices), {
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
      nextYearBudget: '310000.50',
      // 180000.10 of 250000.00 is 72 %; 120000.05 of 180000.10 is 67 %.
      forecastStatus: 'POSITIVE',
      actualsStatus: 'POSITIVE',
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

  it("replaces the server's duplicate text with the text the user sees, on the name field", async () => {
    const errors = await refusedAs(FAMILY_WRITE, [
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

describe('product mapper', () => {
  const fields = toProduct(restProduct());

  it('puts every cost code of every kind in its own CostBreakdown cell', () => {
    const cells = (breakdown: CostBreakdown) => [
      breakdown.capital.infrastructure,
      breakdown.capital.maintenance,
      breakdown.capital.enhancement,
      breakdown.expense.infrastructure,
      breakdown.expense.maintenance,
      breakdown.expense.enhancement,
    ];
    const expected = (whole: number) => Object.values(distinctCodes(whole));
    assert.deepEqual(cells(fields.budgetBreakdown), expected(1)); // bci … bee
    assert.deepEqual(cells(fields.forecastBreakdown), expected(2)); // fci … fee
    assert.deepEqual(cells(fields.actualsBreakdown), expected(3)); // aci … aee
    assert.deepEqual(cells(fields.directForecastBreakdown), expected(4)); // product_PR_f*
    assert.deepEqual(cells(fields.directActualsBreakdown), expected(5)); // prod_invoice_a*
    assert.deepEqual(cells(fields.lastYear.forecastBreakdown), expected(6));
    assert.deepEqual(cells(fields.lastYear.actualsBreakdown), expected(7));
    assert.deepEqual(cells(fields.nextYear.forecastBreakdown), expected(8));
    assert.deepEqual(cells(fields.nextYear.actualsBreakdown), expected(9));
    assert.deepEqual(cells(fields.purchaseOrdersCurrentYear), expected(10)); // totalCI …
    assert.deepEqual(cells(fields.purchaseOrdersNextYear), expected(11));
  });

  it('keeps the REST totals and caps as exact strings', () => {
    assert.deepEqual(
      {
        id: fields.id,
        name: fields.name,
        owner: fields.owner,
        budget: fields.budget,
        undefinedBudget: fields.undefinedBudget,
        forecast: fields.forecast,
        actuals: fields.actuals,
        budgetLimit: fields.budgetLimit,
        target: fields.target,
        availableBudget: fields.availableBudget,
        consumersForecast: fields.consumersForecast,
        lastYear: [fields.lastYear.year, fields.lastYear.budget],
        nextYear: [fields.nextYear.year, fields.nextYear.budget],
      },
      {
        id: '4',
        name: 'Object Storage',
        owner: 'controller',
        budget: '78000.00',
        undefinedBudget: '1000.00',
        forecast: '60000.00',
        actuals: '30000.00',
        budgetLimit: '90000.00',
        target: null,
        availableBudget: '12000.00',
        consumersForecast: '0.00',
        lastYear: [2025, '70000.00'],
        nextYear: [2027, '80000.00'],
      },
    );
  });

  it('is a platform exactly when it has a platform cost, 0 included', () => {
    assert.deepEqual([fields.isPlatform, fields.platformCost], [false, null]);
    const platform = toProduct(restProduct({ platform_cost: '0.00' }));
    assert.deepEqual([platform.isPlatform, platform.platformCost], [true, '0.00']);
  });

  it('colours forecast against budget and actuals against forecast at 85 % and 100 %', () => {
    const status = (forecast: string, actuals: string) => {
      const product = toProduct(restProduct({ budget: '1000.00', forecast, actuals }));
      return [product.forecastStatus, product.actualsStatus];
    };
    assert.deepEqual(status('849.99', '722.49'), ['POSITIVE', 'POSITIVE']);
    assert.deepEqual(status('850.00', '722.50'), ['WARNING', 'WARNING']);
    assert.deepEqual(status('999.99', '999.99'), ['WARNING', 'NEGATIVE']);
    assert.deepEqual(status('1000.00', '0.00'), ['NEGATIVE', 'POSITIVE']);
    assert.deepEqual(status('1000.01', '1000.00'), ['NEGATIVE', 'WARNING']);
  });

  it('measures spending without a budget as NEGATIVE and none as POSITIVE', () => {
    const spent = toProduct(restProduct({ budget: '0.00', forecast: '0.01', actuals: '0.00' }));
    assert.deepEqual([spent.forecastStatus, spent.actualsStatus], ['NEGATIVE', 'POSITIVE']);
    const idle = toProduct(restProduct({ budget: '0.00', forecast: '0.00', actuals: '0.00' }));
    assert.deepEqual([idle.forecastStatus, idle.actualsStatus], ['POSITIVE', 'POSITIVE']);
  });
});

describe('family statuses', () => {
  it('follow the same thresholds as products', () => {
    const family = toProductFamily(
      restFamily({ budget: '200.00', forecast: '170.00', actuals: '170.00' }),
    );
    assert.deepEqual([family.forecastStatus, family.actualsStatus], ['WARNING', 'NEGATIVE']);
  });
});

describe('project and application mapper', () => {
  const fields = toBudgetEntity(restBudgetEntity());

  it('keeps the budget as entered in its currency apart from its EUR figures', () => {
    assert.equal(fields.currency, 'USD');
    assert.deepEqual(fields.enteredBudget, toCostBreakdown(distinctCodes(1)));
    assert.equal(fields.enteredUndefined, '108.00');
    assert.equal(fields.budget, '1000.00');
    assert.deepEqual(fields.budgetBreakdown, toCostBreakdown(distinctCodes(2)));
    assert.deepEqual(fields.forecastBreakdown, toCostBreakdown(distinctCodes(3)));
    assert.deepEqual(fields.actualsBreakdown, toCostBreakdown(distinctCodes(4)));
    assert.deepEqual([fields.forecast, fields.actuals], ['500.00', '200.00']);
  });

  it('colours its totals and carries status and platform share', () => {
    assert.deepEqual(
      [fields.forecastStatus, fields.actualsStatus, fields.status, fields.platformCost],
      ['POSITIVE', 'POSITIVE', 'Active', '0.00'],
    );
    const over = toBudgetEntity(
      restBudgetEntity({ totalbudget: '100.00', totalforecast: '85.00', totalactuals: '90.00' }),
    );
    assert.deepEqual([over.forecastStatus, over.actualsStatus], ['WARNING', 'NEGATIVE']);
  });
});

describe('image mapper', () => {
  it('gives the data URL as it is stored', () => {
    assert.deepEqual(
      toProductImage({ id: 3, name: 'logo.png', image_data: 'data:image/png;base64,iVBORw0KGgo=' }),
      { id: '3', name: 'logo.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    );
  });
});
