import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Schema, ValidationError } from 'yup';
import { moneyFormatMessage } from './money.ts';
import { approveFutureBudgetSchema, futureBudgetSchema } from './planning.ts';
import { LIST_ITEM_MESSAGES, REQUEST_MESSAGES } from './requests.ts';

/** The messages `schema` gives for `value`, all of them ([] when valid). */
const errorsOf = (schema: Schema, value: object) =>
  schema.validate(value, { abortEarly: false }).then(
    (): string[] => [],
    (error: ValidationError) => error.errors,
  );

const filled = { entityType: 'product', entityId: '301', demandTitle: 'Licences', demandId: 'D-1' };

/** Each planning amount with the schema that checks it, as the forms and rest-api run them. */
const AMOUNTS = [
  {
    label: 'Estimate',
    errors: (amount: string) => errorsOf(futureBudgetSchema('demand'), { ...filled, amount }),
  },
  {
    label: 'Proposed amount',
    errors: (amount: string) => errorsOf(futureBudgetSchema('proposal'), { ...filled, amount }),
  },
  {
    label: 'Approved amount',
    errors: (amount: string) => errorsOf(approveFutureBudgetSchema(), { approvedBudget: amount }),
  },
];

describe('planning amounts (spec §5 Financial plan) are money', () => {
  it('says it the way requests and invoices say it', () => {
    assert.equal(REQUEST_MESSAGES.orderAmountDecimals, moneyFormatMessage('Order amount'));
    assert.equal(LIST_ITEM_MESSAGES.amountDecimals, moneyFormatMessage('Amount'));
    assert.equal(
      moneyFormatMessage('Approved amount'),
      'Approved amount can have at most 12 digits and 2 decimals',
    );
  });

  for (const { label, errors } of AMOUNTS) {
    it(`${label}: refuses 3 decimals and 13 whole digits, as the server does`, async () => {
      for (const amount of ['1.005', '1000.555', '1234567890123', '1234567890123.00']) {
        assert.deepEqual(await errors(amount), [moneyFormatMessage(label)], amount);
      }
    });

    it(`${label}: accepts 12 digits and 2 decimals, at least 1`, async () => {
      for (const amount of ['1', '1.5', '1000.55', '123456789012.99', ' 42.10 ']) {
        assert.deepEqual(await errors(amount), [], amount);
      }
    });

    it(`${label}: no money text for what is below 1, missing or not a number`, async () => {
      assert.deepEqual(await errors('-3'), [`${label} must be at least 1`]);
      assert.deepEqual(await errors('0.99'), [`${label} must be at least 1`]);
      assert.ok((await errors('')).includes(`${label} is required`));
      assert.ok((await errors('12,5')).includes(`${label} must be a number`));
      for (const amount of ['', '12,5']) {
        assert.ok(!(await errors(amount)).includes(moneyFormatMessage(label)), amount);
      }
    });
  }
});
