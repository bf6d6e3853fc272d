// What a user owns (CONTRACT.md "Ownership"): one call per kind, made only for the kinds a query
// selects; the rows are the same REST objects as everywhere else.
import DataLoader from 'dataloader';
import { valuesById } from '../keyed.ts';
import type { RestClient } from '../rest-client.ts';
import type { RestBudgetEntity, RestFamily, RestProduct } from './rest-types.ts';
import { urlPart } from '../url-part.ts';

/** The parent of the Ownership type: whose ownership it is. */
export interface OwnershipParent {
  username: string;
}

const OWNED_PATHS = {
  productFamilies: 'ownedproductfamilies',
  products: 'ownedproducts',
  projects: 'ownedprojects',
  applications: 'ownedapplications',
} as const;

export interface OwnedRows {
  productFamilies: RestFamily;
  products: RestProduct;
  projects: RestBudgetEntity;
  applications: RestBudgetEntity;
}

export type OwnedKind = keyof OwnedRows;

interface OwnedKey {
  kind: OwnedKind;
  username: string;
}

export function createOwnershipLoader(rest: RestClient) {
  return new DataLoader<OwnedKey, unknown[], string>(
    (keys) =>
      Promise.all(
        keys.map(async ({ kind, username }) => {
          const path = `/ownership/${urlPart(username)}/${OWNED_PATHS[kind]}`;
          return valuesById(await rest.getJson<Record<string, { id: number }>>(path));
        }),
      ),
    { cacheKeyFn: ({ kind, username }) => JSON.stringify([kind, username]) },
  );
}

export type OwnershipLoader = ReturnType<typeof createOwnershipLoader>;

export async function loadOwned<Kind extends OwnedKind>(
  loader: OwnershipLoader,
  kind: Kind,
  username: string,
): Promise<Array<OwnedRows[Kind]>> {
  return (await loader.load({ kind, username })) as Array<OwnedRows[Kind]>;
}
