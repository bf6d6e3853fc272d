import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isUsablePlatformCost,
  PLATFORM_MESSAGES,
  platformConsumerSchema,
  platformCostProblem,
  platformSchema,
} from './platforms.ts';

async function errorsOf(
  schema: { validate(value: object, options: object): Promise<unknown> },
  value: object,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('platform rules (spec §5)', () => {
  it('accepts a name of 32, a budget of 0 and an owner', async () => {
    assert.deepEqual(
      await errorsOf(platformSchema(), { name: 'x'.repeat(32), budget: '0', owner: 'pfm' }),
      [],
    );
  });

  it('refuses a missing or too long name, a negative or missing budget, no owner', async () => {
    assert.deepEqual(await errorsOf(platformSchema(), { name: '', budget: '', owner: '' }), [
      PLATFORM_MESSAGES.nameRequired,
      'Budget is required',
      PLATFORM_MESSAGES.ownerRequired,
    ]);
    assert.deepEqual(
      await errorsOf(platformSchema(), { name: 'x'.repeat(33), budget: '-0.01', owner: 'pfm' }),
      [PLATFORM_MESSAGES.nameTooLong, 'Budget must be at least 0'],
    );
    assert.deepEqual(
      await errorsOf(platformSchema(), { name: 'Cloud', budget: '10.001', owner: 'pfm' }),
      ['Budget can have at most 12 digits and 2 decimals'],
    );
  });

  it('lets Update cost run only for a number that is not negative', () => {
    assert.deepEqual(
      ['', ' ', '-1', '-0.01', 'abc', '0', '0.00', ' 12.5 ', '1000'].map(isUsablePlatformCost),
      [false, false, false, false, false, true, true, true, true],
    );
  });

  it('says why Update cost is disabled, refusing what the money column cannot hold', () => {
    assert.deepEqual(
      ['', '-1', 'abc', '1.005', '1234567890123', ' 12.5 ', '999999999999.99'].map(
        platformCostProblem,
      ),
      [
        PLATFORM_MESSAGES.costRequired,
        PLATFORM_MESSAGES.costNegative,
        PLATFORM_MESSAGES.costNumber,
        PLATFORM_MESSAGES.costDecimals,
        PLATFORM_MESSAGES.costDecimals,
        undefined,
        undefined,
      ],
    );
    assert.equal(isUsablePlatformCost('1.005'), false);
  });

  it('needs a project or an application for Add Consumer', async () => {
    assert.deepEqual(
      await errorsOf(platformConsumerSchema(), {
        productFamilyId: '1',
        productId: '2',
        consumer: '',
      }),
      [PLATFORM_MESSAGES.consumerRequired],
    );
  });
});
