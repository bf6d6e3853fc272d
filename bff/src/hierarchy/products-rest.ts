// Products (CONTRACT.md "Products"): every list is GET /products with query parameters, so the
// products of any number of families, or any number of products by id, cost one call.
import type DataLoader from 'dataloader';
import { valuesById } from '../keyed.ts';
import {
  byIdLoader,
  childrenLoader,
  idListParam,
  resourceLoader,
  type ResourceLoader,
} from '../loaders.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import { ignorePrefetchFailure } from '../selection.ts';
import { toQueryString } from '../query-string.ts';
import type { ProductQuery } from './filters.ts';
import type { RestPlatformCost, RestProduct, RestProductInput } from './rest-types.ts';

export function createProductLoaders(rest: RestClient) {
  /** GET /products{query}: one call per distinct query in a request. */
  const byQuery = new Map<string, ResourceLoader<RestProduct[]>>();
  function list(query: ProductQuery): Promise<RestProduct[]> {
    const path = `/products${toQueryString({ ...query })}`;
    let loader = byQuery.get(path);
    if (!loader) {
      loader = resourceLoader(async () => {
        const products = valuesById(await rest.getJson<Record<string, RestProduct>>(path));
        for (const product of products) productById.prime(String(product.id), product);
        return products;
      });
      byQuery.set(path, loader);
    }
    return loader.load('all');
  }

  const productById = byIdLoader<RestProduct>({
    one: (id) => nullIfNotFound(rest.getJson<RestProduct>(`/products/${id}`)),
    many: (ids) => list({ id: idListParam(ids) }),
  });

  /**
   * Lists holding the products of every family that match a filter (prefetch.ts). Never with a
   * family part: such a list would not cover the other families a query may show.
   */
  const covering = new Map<string, Promise<RestProduct[]>>();
  function coverFamilies(filter: Omit<ProductQuery, 'productfamily'>): void {
    const key = toQueryString({ ...filter });
    if (covering.has(key)) return;
    const pending = list(filter);
    // Nobody may ask for it (e.g. no family matched); its failure then concerns no one.
    pending.catch(ignorePrefetchFailure);
    covering.set(key, pending);
  }

  /** The products of families matching a filter (without its family part), per filter. */
  const ofFamiliesByFilter = new Map<string, DataLoader<string, RestProduct[]>>();
  function ofFamilies(
    filter: Omit<ProductQuery, 'productfamily'>,
  ): DataLoader<string, RestProduct[]> {
    const key = toQueryString({ ...filter });
    let loader = ofFamiliesByFilter.get(key);
    if (!loader) {
      loader = childrenLoader<RestProduct>({
        many: (familyIds) => covering.get(key) ?? list({ ...filter, productfamily: familyIds }),
        parentOf: (product) => String(product.productfamily),
      });
      ofFamiliesByFilter.set(key, loader);
    }
    return loader;
  }

  return {
    products: { list, byId: productById, ofFamilies, coverFamilies },
    /** After a write every product figure may have moved (budgets, available budget). */
    clearProducts() {
      byQuery.clear();
      covering.clear();
      ofFamiliesByFilter.clear();
      productById.clearAll();
    },
  };
}

export function createProduct(rest: RestClient, body: RestProductInput): Promise<RestProduct> {
  return rest.postJson<RestProduct>('/products', body);
}

export function updatePlatformCost(
  rest: RestClient,
  { id, platform_cost }: RestPlatformCost,
): Promise<RestProduct> {
  return rest.putJson<RestProduct>(`/products/${id}`, { platform_cost });
}
