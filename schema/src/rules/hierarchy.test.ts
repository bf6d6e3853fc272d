import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FAMILY_MESSAGES, productFamilySchema } from './hierarchy.ts';

async function errorsOf(schema: ReturnType<typeof productFamilySchema>, value: object) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('product family rules', () => {
  const valid = { name: 'Cloud', owner: 'controller', year: 2026, budgetLimit: '1000.50' };

  it('accepts a valid family with a budget limit', async () => {
    assert.deepEqual(await errorsOf(productFamilySchema(true), valid), []);
  });

  it('refuses a name over 32 characters and a year out of range', async () => {
    const errors = await errorsOf(productFamilySchema(true), {
      ...valid,
      name: 'x'.repeat(33),
      year: 1899,
    });
    assert.deepEqual(
      errors.sort(),
      [FAMILY_MESSAGES.nameTooLong, FAMILY_MESSAGES.yearRange].sort(),
    );
  });

  it('requires a budget limit of at least 1 when limits apply', async () => {
    assert.deepEqual(await errorsOf(productFamilySchema(true), { ...valid, budgetLimit: '0.99' }), [
      'Budget limit must be at least 1',
    ]);
  });

  it('requires a target instead when limits do not apply', async () => {
    assert.deepEqual(await errorsOf(productFamilySchema(false), valid), ['Target is required']);
  });
});
