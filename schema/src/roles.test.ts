import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tokenGroups } from './roles.ts';

describe('tokenGroups', () => {
  it("reads Keycloak's full group paths and plain names alike", () => {
    assert.deepEqual(tokenGroups(['/Product Family Manager', 'Product Family Manager']), [
      'Product Family Manager',
      'Product Family Manager',
    ]);
  });

  it('keeps only strings, and nothing from a claim that is not a list', () => {
    assert.deepEqual(tokenGroups(['/Finance', 7, null, 'Controllers']), ['Finance', 'Controllers']);
    assert.deepEqual(tokenGroups('Product Family Manager'), []);
    assert.deepEqual(tokenGroups(undefined), []);
  });
});
