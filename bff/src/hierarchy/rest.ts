// The REST calls of the hierarchy domain and its DataLoaders, one set per GraphQL request
// (CONTRACT.md "Product families" here; products, projects/applications, images and ownership in
// their own files; orders and invoices in their domains). Shapes are in rest-types.ts.
import DataLoader from 'dataloader';
import type { ProductFamilyScope } from '../generated/graphql.ts';
import { valuesById } from '../keyed.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import { byIdLoader, idListParam } from '../loaders.ts';
import { createBudgetEntityLoaders } from './budget-entities-rest.ts';
import { createImageLoaders } from './images-rest.ts';
import { createOwnershipLoader } from './ownership.ts';
import { createProductLoaders } from './products-rest.ts';
import type { RestFamily, RestFamilyInput, RestFilters } from './rest-types.ts';

export type * from './rest-types.ts';

const SCOPE_PATHS: Record<ProductFamilyScope, string> = {
  ALL: '/productfamilies',
  OWNED: '/productfamilies/owned',
  RELATED: '/productfamilies/related',
};

function createFamilyLoaders(rest: RestClient) {
  /** Families a list call has answered in this request, for fields that can then answer at once. */
  const listed = new Map<string, RestFamily>();
  const familiesByScope = new DataLoader<ProductFamilyScope, RestFamily[]>((scopes) =>
    Promise.all(
      scopes.map(async (scope) => {
        const keyed = await rest.getJson<Record<string, RestFamily>>(SCOPE_PATHS[scope]);
        const families = valuesById(keyed);
        for (const family of families) {
          familyById.prime(String(family.id), family);
          listed.set(String(family.id), family);
        }
        return families;
      }),
    ),
  );
  // Several families by id (e.g. the family of every product of a list) in one call for them.
  const familyById = byIdLoader<RestFamily>({
    one: (id) => nullIfNotFound(rest.getJson<RestFamily>(`/productfamilies/${id}`)),
    many: async (ids) => {
      const list = idListParam(ids);
      // Too many ids for one URL: the whole list has them.
      if (list === undefined) return familiesByScope.load('ALL');
      return valuesById(
        await rest.getJson<Record<string, RestFamily>>(`/productfamilies?id=${list}`),
      );
    },
  });
  return {
    familiesByScope,
    familyById,
    /**
     * The family if a list call has already brought it, else undefined. The family of each of a
     * thousand products then resolves without a promise (graphql-js completes a field that
     * returns a plain value much faster than one that returns a promise).
     */
    familyIfListed: (id: string) => listed.get(id),
    clearFamilies() {
      familiesByScope.clearAll();
      familyById.clearAll();
      listed.clear();
    },
  };
}

export function createHierarchyLoaders(rest: RestClient) {
  const families = createFamilyLoaders(rest);
  const products = createProductLoaders(rest);
  const entities = createBudgetEntityLoaders(rest);
  const images = createImageLoaders(rest);
  const ownership = createOwnershipLoader(rest);
  // Keyed by the query string (username, limit, search: filters.ts filterQueryString).
  const filters = new DataLoader<string, RestFilters>((queries) =>
    Promise.all(queries.map((query) => rest.getJson<RestFilters>(`/filters${query}`))),
  );
  return {
    ...families,
    products: products.products,
    entities,
    images,
    filters,
    ownership,
    /**
     * After a write: figures and available budgets move up the hierarchy (a project changes its
     * product's and its family's), and filter options may gain a name, so nothing read before
     * the write is reused.
     */
    clearAfterWrite() {
      families.clearFamilies();
      products.clearProducts();
      entities.Project.clear();
      entities.Application.clear();
      images.clear();
      filters.clearAll();
      ownership.clearAll();
    },
  };
}

export type HierarchyLoaders = ReturnType<typeof createHierarchyLoaders>;

export function createFamily(rest: RestClient, input: RestFamilyInput): Promise<RestFamily> {
  return rest.postJson<RestFamily>('/productfamilies', input);
}
