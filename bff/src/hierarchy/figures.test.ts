// Family figures of the seeded demo organisation: what the bff shows is exactly what the REST API
// computed (exact decimal strings, no float on the way), for every family.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProductFamily } from '../generated/graphql.ts';
import { FAMILY_FIELDS } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import { toProductFamily } from './mappers.ts';
import type { RestFamily } from './rest.ts';

let stack: Stack;
before(async () => {
  stack = await startStack({ seed: true });
});
after(() => stack.close());

describe('family figures', () => {
  it('match the REST API to the cent for every seeded family', async () => {
    const keyed = (await (await stack.rest('viewer', 'GET', '/productfamilies')).json()) as Record<
      string,
      RestFamily
    >;
    const response = await stack.as<{ productFamilies: ProductFamily[] }>(
      'viewer',
      `{ productFamilies { ${FAMILY_FIELDS} } }`,
    );
    const byId = new Map(response.data!.productFamilies.map((family) => [family.id, family]));
    assert.equal(byId.size, Object.keys(keyed).length);
    for (const family of Object.values(keyed)) {
      assert.deepEqual(byId.get(String(family.id)), toProductFamily(family), family.name);
    }
  });

  it('are real figures from the first screen, with two decimals', async () => {
    const response = await stack.as<{ productFamilies: ProductFamily[] }>(
      'viewer',
      '{ productFamilies { name budget forecast actuals availableBudget } }',
    );
    const families = response.data!.productFamilies;
    assert.ok(families.length >= 2, 'several demo families');
    for (const family of families) {
      for (const amount of [
        family.budget,
        family.forecast,
        family.actuals,
        family.availableBudget,
      ]) {
        assert.match(amount, /^-?\d+\.\d{2}$/, `${family.name}: ${amount}`);
      }
    }
    // A non-zero digit anywhere: some family has a real amount (no float parsing of money).
    for (const field of ['budget', 'forecast', 'actuals'] as const) {
      assert.ok(
        families.some((family) => /[1-9]/.test(family[field])),
        `some family has ${field}`,
      );
    }
  });
});
