// The overview's lists: families and products filtered (OverviewFilterInput) and sorted
// (OverviewSort). Everything goes through the request's loaders, so the whole overview tree costs
// one call per REST resource however many families and products it shows.
import type {
  OverviewFilterInput,
  OverviewSort,
  ProductFamilyScope,
} from '../generated/graphql.ts';
import { filtersProducts, productQueryOf } from './filters.ts';
import type { HierarchyLoaders } from './rest.ts';
import type { RestFamily, RestProduct } from './rest-types.ts';
import { sortRows } from './sort.ts';

type Filter = OverviewFilterInput | null | undefined;

/** The products of one family that match the filter; the loads of all families share one call. */
export async function productsOfFamily(
  loaders: HierarchyLoaders,
  familyId: number,
  filter: Filter,
): Promise<RestProduct[]> {
  const query = productQueryOf(filter);
  if (!query) return [];
  const { productfamily, ...productFilter } = query;
  if (productfamily !== undefined && productfamily !== String(familyId)) return [];
  return loaders.products.ofFamilies(productFilter).load(String(familyId));
}

/**
 * Families in scope; with a family filter only that one; with a product-level filter (product,
 * owner, region) only families having a matching product — found with the very loads the
 * families' `products` field makes next, so the restriction costs no extra call.
 */
export async function listFamilies(
  loaders: HierarchyLoaders,
  scope: ProductFamilyScope,
  filter: Filter,
  sort: OverviewSort | null | undefined,
  ids?: readonly string[] | null,
): Promise<RestFamily[]> {
  const query = productQueryOf(filter);
  if (!query) return [];
  let families = ids
    ? await familiesById(loaders, scope, ids)
    : await loaders.familiesByScope.load(scope);
  if (query.productfamily !== undefined) {
    families = families.filter((family) => String(family.id) === query.productfamily);
  }
  if (filtersProducts(filter)) {
    const products = await Promise.all(
      families.map((family) => productsOfFamily(loaders, family.id, filter)),
    );
    families = families.filter((_family, index) => products[index]!.length > 0);
  }
  return sortRows(families, sort, (family) => family);
}

/**
 * A page of families: by id (one call for them, not the whole list) — of all families; of the
 * user's own or related ones, the scope's list restricted to these ids.
 */
async function familiesById(
  loaders: HierarchyLoaders,
  scope: ProductFamilyScope,
  ids: readonly string[],
): Promise<RestFamily[]> {
  if (scope !== 'ALL') {
    const wanted = new Set(ids);
    return (await loaders.familiesByScope.load(scope)).filter((f) => wanted.has(String(f.id)));
  }
  const found = await loaders.familyById.loadMany(ids);
  return found.filter(
    (family): family is RestFamily => Boolean(family) && !(family instanceof Error),
  );
}

export async function listProducts(
  loaders: HierarchyLoaders,
  filter: Filter,
  sort: OverviewSort | null | undefined,
): Promise<RestProduct[]> {
  const query = productQueryOf(filter);
  if (!query) return [];
  return sortRows(await loaders.products.list(query), sort, (product) => product);
}
