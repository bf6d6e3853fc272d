// FOR TESTS: grows the hierarchy through the REST API (as `controller`): families with products,
// each with projects and applications, products pointing at the given images.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Stack } from './stack.ts';

async function post(stack: Stack, path: string, body: unknown): Promise<{ id: number }> {
  const response = await stack.rest('controller', 'POST', path, body);
  assert.equal(response.status, 201, `${path}: ${await response.clone().text()}`);
  return (await response.json()) as { id: number };
}

/** A stored image with bytes no other image has. */
export async function addImage(stack: Stack, name: string): Promise<number> {
  const data = `data:image/png;base64,${randomBytes(48).toString('base64')}`;
  return (await post(stack, '/images/', { name, newImageData: data })).id;
}

export interface GrowOptions {
  prefix: string;
  families: number;
  productsPerFamily: number;
  /** Projects per product; as many applications. */
  entitiesPerProduct: number;
  regionId: number;
  imageIds: number[];
  /** Owner of every other product, to filter by. */
  otherOwner: string;
}

export async function growHierarchy(stack: Stack, options: GrowOptions): Promise<void> {
  const { prefix, imageIds } = options;
  for (let f = 0; f < options.families; f += 1) {
    const family = await post(stack, '/productfamilies', {
      name: `${prefix} Family ${f}`,
      owner: 'controller',
      year: 2026,
      budgetLimit: '1000000.00',
    });
    for (let p = 0; p < options.productsPerFamily; p += 1) {
      const product = await post(stack, '/products', {
        name: `${prefix} Product ${f}.${p}`,
        productfamily: family.id,
        owner: p % 2 === 0 ? 'controller' : options.otherOwner,
        region: options.regionId,
        image: imageIds[(f + p) % imageIds.length],
        budgetLimit: '10000.00',
      });
      for (let e = 0; e < options.entitiesPerProduct; e += 1) {
        for (const path of ['/projects', '/applications']) {
          await post(stack, path, {
            name: `${prefix} ${path.slice(1, 4)} ${f}.${p}.${e}`,
            product: product.id,
            owner: 'controller',
            currency: 'EUR',
            bci: String(100 + e),
            bee: String(7 * (p + 1)),
          });
        }
      }
    }
  }
}
