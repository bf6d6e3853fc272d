import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError, object, type Schema } from 'yup';
import { isDecimal } from './decimal.ts';
import { decimalString, minDecimal } from './money.ts';
import { fields, flag, numeric, text } from './typed.ts';
import { replaceUnsafe, unsafeCharacter } from './unsafe-text.ts';
import { WRONG_TYPES } from './wrong-types.ts';

/** The messages of validating `value` as field `x`; throws if validation throws anything else. */
async function messagesFor(schema: Schema, value: unknown): Promise<string[]> {
  try {
    await object({ x: schema }).validate({ x: value }, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

describe('fields that take only their own type', () => {
  it('text trims strings and refuses every other type with its label', async () => {
    const name = text('Name').required('Name is required');
    assert.deepEqual(await object({ x: name }).validate({ x: '  Cloud ' }), { x: 'Cloud' });
    for (const [what, value] of [...WRONG_TYPES, ['a number', 42] as const]) {
      assert.deepEqual(await messagesFor(name, value), ['Name must be text'], what);
    }
    assert.deepEqual(await messagesFor(name, null), ['Name is required']);
  });

  it('text refuses NUL and unpaired surrogates, and keeps paired ones', async () => {
    const name = text('Name');
    assert.deepEqual(await messagesFor(name, 'a\u0000b'), [
      'Name must not contain the NUL character (U+0000)',
    ]);
    for (const value of ['a\uD800b', 'a\uDC00', '\uDBFF']) {
      assert.match((await messagesFor(name, value))[0] ?? '', /unpaired UTF-16 surrogate/, value);
    }
    assert.deepEqual(await messagesFor(name, 'Kubernetes \u{1F680} Čakovec'), []);
  });

  it('numeric reads numbers and numeric strings, never arrays or objects', async () => {
    const year = numeric('Year is required').required('Year is required');
    assert.deepEqual(await object({ x: year }).validate({ x: ' 2026 ' }), { x: 2026 });
    for (const [what, value] of [...WRONG_TYPES, ['an empty string', ''] as const]) {
      assert.deepEqual(await messagesFor(year, value), ['Year is required'], what);
    }
  });

  it('flag takes only booleans', async () => {
    assert.deepEqual(await messagesFor(flag(), false), []);
    for (const value of ['true', 1, ['x'], { toString: 1 }]) {
      assert.equal((await messagesFor(flag(), value)).length, 1, JSON.stringify(value));
    }
  });

  it('decimal fields read decimal strings and JSON numbers, and refuse other types', async () => {
    const limit = minDecimal('Budget limit', 1);
    assert.deepEqual(await object({ x: limit }).validate({ x: 100 }), { x: '100' });
    assert.deepEqual(await messagesFor(limit, ' 12.50 '), []);
    for (const [what, value] of WRONG_TYPES) {
      assert.deepEqual(await messagesFor(limit, value), ['Budget limit must be a number'], what);
      assert.deepEqual(
        await messagesFor(decimalString('Amount'), value),
        ['Amount must be a number'],
        what,
      );
    }
  });

  it('fields drops keys it does not know, and knows the ones a later shape() adds', async () => {
    const form = fields({ name: text('Name') }).shape({ familyId: text('Family').required('!') });
    const odd = JSON.parse('{"toString": 1, "constructor": {}, "name": "n", "familyId": " 7 "}');
    assert.deepEqual(await form.validate(odd), { name: 'n', familyId: '7' });
    await assert.rejects(form.validate({ name: 'n' }), /!/);
  });

  it('isDecimal answers false for anything but a decimal string', () => {
    assert.equal(isDecimal(' 12.5 '), true);
    for (const [what, value] of [...WRONG_TYPES, ['a number', 12], ['null', null]] as const) {
      assert.equal(isDecimal(value), false, what);
    }
  });

  it('unsafeCharacter names NUL first, then unpaired surrogates', () => {
    assert.equal(unsafeCharacter('plain'), null);
    assert.equal(unsafeCharacter('\u{1F680}'), null);
    assert.equal(unsafeCharacter('a\u0000\uD800'), 'NUL');
    assert.equal(unsafeCharacter('\uDC00\uD800'), 'unpaired surrogate');
    assert.equal(replaceUnsafe('a\u0000\uD800\u{1F680}\uDC00'), 'a\uFFFD\uFFFD\u{1F680}\uFFFD');
  });
});
