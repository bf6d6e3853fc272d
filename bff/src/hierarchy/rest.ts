// The REST calls of the hierarchy domain (CONTRACT.md "Product families").
import DataLoader from 'dataloader';
import type { ProductFamilyScope } from '../generated/graphql.ts';
import type { RestClient } from '../rest-client.ts';
import { nullIfNotFound } from '../rest-client.ts';
import { isRestId, valuesById } from '../keyed.ts';

/** A family as the REST API sends it: snake_case, money as decimal strings, figures included. */
export interface RestFamily {
  id: number;
  name: string;
  owner: string;
  year: number;
  budget: string;
  budget_limit: string | null;
  target: string | null;
  forecast: string;
  actuals: string;
  total_product_forecast?: string;
  total_product_actuals?: string;
  available_budget: string;
}

export interface RestFamilyInput {
  name: string;
  owner: string;
  year: number;
  budgetLimit: string | null;
  target: string | null;
}

const SCOPE_PATHS: Record<ProductFamilyScope, string> = {
  ALL: '/productfamilies',
  OWNED: '/productfamilies/owned',
  RELATED: '/productfamilies/related',
};

export function createHierarchyLoaders(rest: RestClient) {
  const familiesByScope = new DataLoader<ProductFamilyScope, RestFamily[]>((scopes) =>
    Promise.all(
      scopes.map(async (scope) => {
        const keyed = await rest.getJson<Record<string, RestFamily>>(SCOPE_PATHS[scope]);
        const families = valuesById(keyed);
        for (const family of families) familyById.prime(String(family.id), family);
        return families;
      }),
    ),
  );

  const familyById = new DataLoader<string, RestFamily | null>(async (ids) => {
    if (ids.every((id) => !isRestId(id))) return ids.map(() => null);
    // One id: the single-family call. Several: the list call, never one call per id.
    if (ids.length === 1) {
      return [
        await nullIfNotFound(
          rest.getJson<RestFamily>(`/productfamilies/${encodeURIComponent(ids[0]!)}`),
        ),
      ];
    }
    const all = await familiesByScope.load('ALL');
    const byId = new Map(all.map((family) => [String(family.id), family]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  return { familyById, familiesByScope };
}

export type HierarchyLoaders = ReturnType<typeof createHierarchyLoaders>;

export function createFamily(rest: RestClient, input: RestFamilyInput): Promise<RestFamily> {
  return rest.postJson<RestFamily>('/productfamilies', input);
}
