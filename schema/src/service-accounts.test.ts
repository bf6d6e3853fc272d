import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isServiceAccount } from './service-accounts.ts';

describe('isServiceAccount', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['service-account-cost-steering-integration', 'cost-steering-integration', true],
    // Keycloak stores usernames lower-cased; a client id may have capitals.
    ['service-account-reporting-job', 'Reporting-Job', true],
    // A person signed in through the web client.
    ['controller', 'cost-steering-web', false],
    // The service account of another client than the one the token was issued to.
    ['service-account-cost-steering-integration', 'cost-steering-web', false],
    ['service-account-cost-steering-integration', undefined, false],
    ['service-account-', '', false],
  ];
  for (const [username, azp, expected] of cases) {
    it(`${expected ? 'is' : 'is not'} ${username} with azp ${String(azp)}`, () => {
      assert.equal(isServiceAccount(username, azp), expected);
    });
  }
});
