import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { multiplyDecimals } from './decimal.ts';
import {
  dateYearsMessage,
  inDateYears,
  APPROVE_MESSAGES,
  archiveDescription,
  costClassification,
  DECLINE_MESSAGES,
  declineSchema,
  DEFINED_CLASSIFICATIONS,
  deliveryWarning,
  exceedsOpenAmount,
  approveSchema,
  isIsoDay,
  JUSTIFICATION_MESSAGES,
  justificationSchema,
  LIST_ITEM_MESSAGES,
  listItemAmount,
  listItemSchema,
  parseCostClassification,
  purchaseRequestSchema,
  REQUEST_MESSAGES,
} from './requests.ts';
import { unsafeCharacter } from './unsafe-text.ts';
import { WRONG_TYPES } from './wrong-types.ts';

async function errorsOf(
  schema: { validate: (value: unknown, options: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

const requestOptions = {
  suppliersEnabled: true,
  sbuEnabled: true,
  accountingElementEnabled: true,
  minStartDate: '2026-03-10',
  requireEntities: true,
};
const validRequest = {
  companyId: '1',
  contactId: '2',
  startDate: '2026-03-10',
  deliveryDate: '2026-06-30',
  orderText: 'Storage nodes',
  supplierId: '3',
  sbuId: '4',
  accountingElement: 'IT-HW-110',
  comments: 'urgent',
  orderAmount: '1000.50',
  currency: 'EUR',
  entities: [{ type: 'Product', id: '5' }],
};

describe('purchase request rules', () => {
  it('accepts a complete request starting today', async () => {
    assert.deepEqual(await errorsOf(purchaseRequestSchema(requestOptions), validRequest), []);
  });

  it('names every missing required field with the spec texts', async () => {
    const errors = await errorsOf(purchaseRequestSchema(requestOptions), { entities: [] });
    assert.deepEqual(
      errors.sort(),
      [
        REQUEST_MESSAGES.accountingElementRequired,
        REQUEST_MESSAGES.companyRequired,
        REQUEST_MESSAGES.contactRequired,
        REQUEST_MESSAGES.currencyRequired,
        REQUEST_MESSAGES.orderAmountRequired,
        REQUEST_MESSAGES.orderTextRequired,
        'Please add at least 1 entity!',
        REQUEST_MESSAGES.sbuRequired,
        REQUEST_MESSAGES.startDateRequired,
        REQUEST_MESSAGES.supplierRequired,
      ].sort(),
    );
  });

  it('leaves supplier, SBU and accounting element optional when their flags are off', async () => {
    const options = {
      ...requestOptions,
      suppliersEnabled: false,
      sbuEnabled: false,
      accountingElementEnabled: false,
    };
    const { supplierId: _s, sbuId: _b, accountingElement: _a, ...rest } = validRequest;
    assert.deepEqual(await errorsOf(purchaseRequestSchema(options), rest), []);
  });

  it('holds the limits: order text 50, accounting element 16, comment 90', async () => {
    const atLimit = {
      ...validRequest,
      orderText: 'o'.repeat(50),
      accountingElement: 'a'.repeat(16),
      comments: 'c'.repeat(90),
    };
    assert.deepEqual(await errorsOf(purchaseRequestSchema(requestOptions), atLimit), []);
    const over = {
      ...validRequest,
      orderText: 'o'.repeat(51),
      accountingElement: 'a'.repeat(17),
      comments: 'c'.repeat(91),
    };
    assert.deepEqual((await errorsOf(purchaseRequestSchema(requestOptions), over)).sort(), [
      'Accounting element can have at most 16 characters',
      'Comment can have at most 90 characters',
      'Order text can have at most 50 characters',
    ]);
  });

  it('refuses an amount of zero, below zero, or with more than 2 decimals', async () => {
    const schema = purchaseRequestSchema(requestOptions);
    const amount = async (orderAmount: unknown) =>
      errorsOf(schema, { ...validRequest, orderAmount });
    assert.deepEqual(await amount('0'), [REQUEST_MESSAGES.orderAmountZero]);
    assert.deepEqual(await amount('0.00'), [REQUEST_MESSAGES.orderAmountZero]);
    assert.deepEqual(await amount('-1'), [REQUEST_MESSAGES.orderAmountMin]);
    assert.deepEqual(await amount('1.001'), [REQUEST_MESSAGES.orderAmountDecimals]);
    assert.deepEqual(await amount('abc'), [REQUEST_MESSAGES.orderAmountNumber]);
    assert.deepEqual(await amount(0.01), []);
  });

  it('refuses a start date before the minimum and a delivery date before the start', async () => {
    const schema = purchaseRequestSchema(requestOptions);
    assert.deepEqual(await errorsOf(schema, { ...validRequest, startDate: '2026-03-09' }), [
      REQUEST_MESSAGES.startDateMin,
    ]);
    assert.deepEqual(await errorsOf(schema, { ...validRequest, deliveryDate: '2026-03-09' }), [
      REQUEST_MESSAGES.deliveryBeforeStart,
    ]);
    assert.deepEqual(await errorsOf(schema, { ...validRequest, deliveryDate: '2026-02-30' }), [
      REQUEST_MESSAGES.deliveryDateInvalid,
    ]);
    const unchecked = purchaseRequestSchema({ ...requestOptions, minStartDate: null });
    assert.deepEqual(await errorsOf(unchecked, { ...validRequest, startDate: '2020-01-01' }), []);
  });

  it('lets a stored Draft keep its past start date, and keeps its amount and currency to its items', async () => {
    const stored = { startDate: '2026-03-02', itemsTotal: '600.00', currency: 'EUR' };
    const schema = purchaseRequestSchema({ ...requestOptions, stored });
    assert.deepEqual(await errorsOf(schema, { ...validRequest, startDate: '2026-03-02' }), []);
    assert.deepEqual(await errorsOf(schema, { ...validRequest, startDate: '2026-03-03' }), [
      REQUEST_MESSAGES.startDateMin,
    ]);
    assert.deepEqual(await errorsOf(schema, { ...validRequest, orderAmount: '599.99' }), [
      "Order amount cannot be less than the list items' total of 600,00 EUR",
    ]);
    assert.deepEqual(await errorsOf(schema, { ...validRequest, orderAmount: '600' }), []);
    assert.deepEqual(await errorsOf(schema, { ...validRequest, currency: 'USD' }), [
      'The currency cannot change while the request has list items',
    ]);
    const withoutItems = purchaseRequestSchema({
      ...requestOptions,
      stored: { ...stored, itemsTotal: '0.00' },
    });
    assert.deepEqual(await errorsOf(withoutItems, { ...validRequest, currency: 'USD' }), []);
  });

  it('takes wrong JSON types as validation errors, never as a crash', async () => {
    for (const [what, value] of WRONG_TYPES) {
      const errors = await errorsOf(purchaseRequestSchema(requestOptions), {
        ...validRequest,
        orderText: value,
        orderAmount: value,
      });
      assert.ok(errors.includes('Order text must be text'), `${what}: ${errors}`);
      assert.ok(errors.includes(REQUEST_MESSAGES.orderAmountNumber), `${what}: ${errors}`);
    }
  });
});

describe('list item rules', () => {
  const options = { openAmount: '1000.00', undefinedEnabled: true };
  const plain = {
    entityType: 'Project',
    entityId: '7',
    type: 'Capital',
    costType: 'Infrastructure',
    amount: '1000.00',
  };
  const timeAndMaterial = {
    entityType: 'Application',
    entityId: '8',
    type: 'Expense',
    costType: 'Maintenance',
    timeAndMaterial: true,
    resourceName: 'Senior engineer',
    quantity: '2.5',
    dailyRate: '400',
  };

  it('accepts an item of exactly the open amount, refuses one cent more', async () => {
    assert.deepEqual(await errorsOf(listItemSchema(options), plain), []);
    assert.deepEqual(await errorsOf(listItemSchema(options), { ...plain, amount: '1000.01' }), [
      LIST_ITEM_MESSAGES.overOpenAmount,
    ]);
  });

  it('requires entity, type and cost type; Undefined needs no cost type when enabled', async () => {
    assert.deepEqual((await errorsOf(listItemSchema(options), { amount: '1' })).sort(), [
      LIST_ITEM_MESSAGES.costTypeRequired,
      LIST_ITEM_MESSAGES.entityRequired,
      LIST_ITEM_MESSAGES.entityRequired,
      LIST_ITEM_MESSAGES.typeRequired,
    ]);
    const undefinedItem = { ...plain, type: 'Undefined', costType: null };
    assert.deepEqual(await errorsOf(listItemSchema(options), undefinedItem), []);
    assert.deepEqual(
      await errorsOf(listItemSchema({ ...options, undefinedEnabled: false }), undefinedItem),
      [LIST_ITEM_MESSAGES.undefinedNotEnabled],
    );
  });

  it('computes time & material as person days × daily rate and checks their bounds', async () => {
    assert.equal(listItemAmount(timeAndMaterial), '1000.00');
    assert.deepEqual(await errorsOf(listItemSchema(options), timeAndMaterial), []);
    assert.deepEqual(
      await errorsOf(listItemSchema(options), { ...timeAndMaterial, quantity: '2.501' }),
      [LIST_ITEM_MESSAGES.overOpenAmount],
    );
    const bad = {
      ...timeAndMaterial,
      resourceName: 'r'.repeat(33),
      quantity: '0.0009',
      dailyRate: '0',
    };
    assert.deepEqual(
      (await errorsOf(listItemSchema(options), bad)).sort(),
      [
        LIST_ITEM_MESSAGES.dailyRateMin,
        LIST_ITEM_MESSAGES.quantityMin,
        LIST_ITEM_MESSAGES.quantityStep,
        LIST_ITEM_MESSAGES.resourceNameTooLong,
      ].sort(),
    );
    assert.deepEqual(
      (await errorsOf(listItemSchema(options), { ...timeAndMaterial, resourceName: '' })).sort(),
      [LIST_ITEM_MESSAGES.resourceNameRequired],
    );
  });

  it('rounds a product of three-decimal factors once, half away from zero', () => {
    // 0.333 × 100.005 = 33.301665 → 33.30; 0.005 × 1 = 0.005 → 0.01.
    assert.equal(multiplyDecimals('0.333', '100.005'), '33.30');
    assert.equal(multiplyDecimals('0.005', '1'), '0.01');
    // 999999.999 × 999.999 = 999998999.000001
    assert.equal(multiplyDecimals('999999.999', '999.999'), '999998999.00');
  });

  it('knows the Add button state: over the open amount disables it', () => {
    assert.equal(exceedsOpenAmount({ amount: '10.01' }, '10.00'), true);
    assert.equal(exceedsOpenAmount({ amount: '10.00' }, '10.00'), false);
    assert.equal(exceedsOpenAmount({ amount: '10.01' }, null), false);
  });
});

describe('cost classification', () => {
  it('reads and writes the spec’s display form', () => {
    assert.equal(costClassification('Capital', 'Infrastructure'), 'Capital Infrastructure');
    assert.equal(costClassification('Undefined', null), 'Undefined');
    assert.deepEqual(parseCostClassification('Expense Enhancement'), {
      type: 'Expense',
      costType: 'Enhancement',
    });
    assert.deepEqual(parseCostClassification('Undefined'), { type: 'Undefined', costType: null });
    for (const wrong of [
      'Capital',
      'Capital  Maintenance',
      'capital maintenance',
      'Undefined X',
      3,
    ]) {
      assert.equal(parseCostClassification(wrong), undefined, String(wrong));
    }
    assert.equal(DEFINED_CLASSIFICATIONS.length, 6);
  });
});

describe('approve, decline and justification rules', () => {
  it('requires an order number of at most 32 characters', async () => {
    assert.deepEqual(await errorsOf(approveSchema(), { orderNumber: '  ' }), [
      APPROVE_MESSAGES.orderNumberRequired,
    ]);
    assert.deepEqual(await errorsOf(approveSchema(), { orderNumber: 'x'.repeat(32) }), []);
    assert.deepEqual(await errorsOf(approveSchema(), { orderNumber: 'x'.repeat(33) }), [
      'Order number can have at most 32 characters',
    ]);
  });

  it('requires a decline message', async () => {
    assert.deepEqual(await errorsOf(declineSchema(), { message: '' }), [
      DECLINE_MESSAGES.messageRequired,
    ]);
  });

  it('bounds a decline message at 240 characters', async () => {
    assert.deepEqual(await errorsOf(declineSchema(), { message: 'x'.repeat(240) }), []);
    assert.deepEqual(await errorsOf(declineSchema(), { message: 'x'.repeat(241) }), [
      'Message can have at most 240 characters',
    ]);
  });

  it('signing needs date and comment (≤ 200); declining only a comment', async () => {
    assert.deepEqual((await errorsOf(justificationSchema('Signed'), {})).sort(), [
      JUSTIFICATION_MESSAGES.commentRequired,
      JUSTIFICATION_MESSAGES.dateRequired,
    ]);
    assert.deepEqual(await errorsOf(justificationSchema('Declined'), { comment: 'No' }), []);
    assert.deepEqual(
      await errorsOf(justificationSchema('Signed'), {
        comment: 'c'.repeat(201),
        date: '2026-13-01',
      }),
      [JUSTIFICATION_MESSAGES.commentTooLong, JUSTIFICATION_MESSAGES.dateInvalid],
    );
  });
});

describe('screen helpers', () => {
  it('flags a delivery within 8 weeks (56 days) of today', () => {
    assert.equal(deliveryWarning('2026-04-28', '2026-03-03'), true); // 56 days
    assert.equal(deliveryWarning('2026-04-29', '2026-03-03'), false); // 57 days
    assert.equal(deliveryWarning(null, '2026-03-03'), false);
  });

  it('cuts an archive description over 38 characters to 36 and an ellipsis', () => {
    assert.equal(archiveDescription('d'.repeat(38)), 'd'.repeat(38));
    assert.equal(archiveDescription('d'.repeat(39)), `${'d'.repeat(36)}…`);
  });

  it('counts and cuts an archive description by characters, never halving an emoji', () => {
    // 38 characters of which one is an emoji (two UTF-16 units): not cut.
    assert.equal(archiveDescription(`${'d'.repeat(37)}😀`), `${'d'.repeat(37)}😀`);
    const cut = archiveDescription(`${'d'.repeat(35)}😀${'d'.repeat(5)}`);
    assert.equal(cut, `${'d'.repeat(35)}😀…`);
    assert.equal(unsafeCharacter(cut), null);
  });

  it('knows real calendar days only', () => {
    assert.equal(isIsoDay('2028-02-29'), true);
    assert.equal(isIsoDay('2026-02-29'), false);
    assert.equal(isIsoDay('2026-1-01'), false);
  });
});

describe('date years (DATE_YEARS, decided in limits.ts)', () => {
  it('takes a day of 2000 to 2099 and names the field otherwise', () => {
    assert.deepEqual(
      ['1999-12-31', '2000-01-01', '2099-12-31', '2100-01-01', '9999-12-31', 'x'].map(inDateYears),
      [false, true, true, false, false, true],
    );
    assert.equal(dateYearsMessage('Start date'), 'Start date must be in the years 2000 to 2099');
  });
});
