import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configurationFlagValue } from './configuration-flag.ts';

describe('a configuration flag', () => {
  it('takes booleans and the strings "true"/"false"; anything else is the fallback', () => {
    assert.equal(configurationFlagValue(true, false), true);
    assert.equal(configurationFlagValue('true', false), true);
    assert.equal(configurationFlagValue(false, true), false);
    assert.equal(configurationFlagValue('false', true), false);
    for (const other of [undefined, null, 1, 'yes', 'TRUE', ' true', {}]) {
      assert.equal(configurationFlagValue(other, true), true);
      assert.equal(configurationFlagValue(other, false), false);
    }
  });
});
