// The planning mappers without a server: REST records → GraphQL fields, the picture's exact
// totals and growth, and CSV cells that a spreadsheet can never run as formulas.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { futureBudgetFields, toPlanningPicture } from './mappers.ts';
import { safeCell } from '../http/safe-cell.ts';
import { pictureCsv } from './picture-csv.ts';
import type { RestFutureBudget, RestPictureRow } from './rest.ts';

const plan: RestFutureBudget = {
  id: 7,
  entity_type: 'productfamily',
  entity_id: 3,
  entity_name: 'Workplace Services',
  year: 2027,
  status: 'declined',
  owner: 'controller',
  kind: 'demand',
  demand_id: 'D-1',
  demand_title: 'Seats',
  demanded_budget: '10.00',
  proposed_budget: null,
  approved_budget: null,
  proposed_by: null,
  description: null,
  sender_id: 'controller',
  created: '2026-11-01T09:00:00.000Z',
  comments: {
    '12': { id: 12, time: 't2', sender_id: 'pfm', future_budget_id: 7, message: 'second' },
    '4': { id: 4, time: 't1', sender_id: 'controller', future_budget_id: 7, message: 'first' },
  },
};

const row = (name: string | null, budget: string, approved: string): RestPictureRow => ({
  productfamily_id: 1,
  productfamily_name: '=cmd|calc',
  product_id: name ? 2 : null,
  product_name: name,
  last_year_actuals: '0.10',
  current_year_budget: budget,
  current_year_forecast: '0.00',
  next_year_demanded: '0.00',
  next_year_proposed: '0.00',
  next_year_approved: approved,
});

describe('planning mappers', () => {
  it('maps status, kind, entity type and the comment thread oldest first', () => {
    assert.equal(futureBudgetFields.status(plan), 'DECLINED');
    assert.equal(futureBudgetFields.kind(plan), 'DEMAND');
    assert.equal(futureBudgetFields.entityType(plan), 'PRODUCT_FAMILY');
    assert.equal(futureBudgetFields.entityId(plan), '3');
    assert.equal(futureBudgetFields.sender(plan), 'controller');
    assert.deepEqual(
      futureBudgetFields.comments(plan).map((comment) => comment.message),
      ['first', 'second'],
    );
  });

  it('sums the picture exactly: 0.10 + 0.20 is 0.30, growth is approved minus budget', () => {
    const picture = toPlanningPicture({
      year: 2026,
      rows: [row('A', '100.10', '120.20'), row(null, '0.20', '0.00')],
    });
    assert.equal(picture.totals.lastYearActuals, '0.20');
    assert.equal(picture.totals.currentYearBudget, '100.30');
    assert.equal(picture.totals.nextYearApproved, '120.20');
    assert.equal(picture.totals.growth, '19.90');
    assert.equal(picture.rows[1]!.growth, '-0.20');
    // Nothing approved for next year yet: the screens show no growth for it.
    assert.equal(picture.rows[0]!.hasNextYearBudget, true);
    assert.equal(picture.rows[1]!.hasNextYearBudget, false);
    assert.equal(picture.rows[1]!.productId, null);
  });

  it('escapes text cells that begin with = + - @, never the amounts', () => {
    assert.equal(safeCell('=1+1'), "'=1+1");
    assert.equal(safeCell('+49'), "'+49");
    assert.equal(safeCell('-x'), "'-x");
    assert.equal(safeCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(safeCell('ERP Core'), 'ERP Core');
    const csv = pictureCsv(
      toPlanningPicture({ year: 2026, rows: [row('@Product', '5.00', '1.00')] }),
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    assert.equal(
      lines[0],
      'Product family,Product,Last year actuals (EUR),Current year budget (EUR),Current year forecast (EUR),Next year demanded (EUR),Next year proposed (EUR),Next year approved (EUR),Growth (EUR)',
    );
    assert.equal(lines[1], "'=cmd|calc,'@Product,0.10,5.00,0.00,0.00,0.00,1.00,-4.00");
    assert.equal(lines[2], 'Total,,0.10,5.00,0.00,0.00,0.00,1.00,-4.00');
  });

  it("leaves the growth empty in the CSV where next year's budget is not approved yet", () => {
    const csv = pictureCsv(
      toPlanningPicture({ year: 2026, rows: [row('ERP Core', '5.00', '0.00')] }),
    );
    const [, first, total] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    assert.equal(first, "'=cmd|calc,ERP Core,0.10,5.00,0.00,0.00,0.00,0.00,");
    assert.equal(total, 'Total,,0.10,5.00,0.00,0.00,0.00,0.00,');
  });
});
