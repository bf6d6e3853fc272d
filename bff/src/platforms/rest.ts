// The REST calls of the platforms domain (rest-api/CONTRACT.md 'Platforms') and its per-request
// loaders: the products of every platform in a response come from one GET /platformproducts?
// platform=…, the consumers of every platform product from one GET /platformconsumers?platform=….
import DataLoader from 'dataloader';
import type { PlatformSortField } from '../generated/graphql.ts';
import { byIdLoader, childrenLoader } from '../loaders.ts';
import { toQueryString } from '../query-string.ts';
import { valuesById } from '../keyed.ts';
import { pageQuery, type PageArgs, type RestPage } from '../paging.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import { urlPart } from '../url-part.ts';

export interface RestPlatformProduct {
  id: number;
  name: string;
  owner: string;
  productfamily: number;
  productfamilyname: string;
  platform_cost: string;
  budget: string;
  total_consumers_forecast: string;
  consumer_projects: number;
  consumer_applications: number;
  /** The ids of the platforms holding it. */
  platforms: number[];
}

export interface RestPlatform {
  id: number;
  name: string;
  owner: string;
  budget: string;
  product_count: number;
  /** Only in the answers about one platform (GET /platforms/{id} and the writes). */
  products?: Record<string, RestPlatformProduct>;
}

export type RestPlatformPage = RestPage<RestPlatform>;

export interface RestPlatformConsumer {
  /** The consumer's id. */
  id: number;
  kind: 'project' | 'application';
  project?: number;
  application?: number;
  name: string;
  owner: string;
  product: number;
  productname: string;
  productfamily: number;
  productfamilyname: string;
  totalbudget: string;
  platform: number;
  platform_cost: string;
}

/** What POST /products/platformProj|platformApp answer: the consumer by its project's id. */
export interface RestAddedConsumer extends Omit<RestPlatformConsumer, 'kind'> {
  consumer: number;
}

const PLATFORM_SORT: Record<PlatformSortField, string> = { NAME: 'name', BUDGET: 'budget' };

export function platformPage(
  rest: RestClient,
  args: PageArgs<PlatformSortField>,
): Promise<RestPlatformPage> {
  return rest.getPage<RestPlatform>('/platforms', pageQuery(args, PLATFORM_SORT));
}

export function getPlatform(rest: RestClient, id: string): Promise<RestPlatform | null> {
  return nullIfNotFound(rest.getJson<RestPlatform>(`/platforms/${urlPart(id)}`));
}

export async function platformProducts(
  rest: RestClient,
  query: { id?: string; name?: string; platform?: string },
): Promise<RestPlatformProduct[]> {
  return valuesById(
    await rest.getJson<Record<string, RestPlatformProduct>>(
      `/platformproducts${toQueryString(query)}`,
    ),
  );
}

export function postPlatform(
  rest: RestClient,
  body: { name: string; budget: string; owner: string },
): Promise<RestPlatform> {
  return rest.postJson<RestPlatform>('/platforms', body);
}

export function postPlatformProduct(
  rest: RestClient,
  platformId: string,
  productId: number,
): Promise<RestPlatform> {
  return rest.postJson<RestPlatform>(`/platforms/${urlPart(platformId)}/products`, {
    product: productId,
  });
}

export function postConsumer(
  rest: RestClient,
  kind: 'project' | 'application',
  platform: number,
  entity: number,
): Promise<RestAddedConsumer> {
  const path = kind === 'project' ? '/products/platformProj' : '/products/platformApp';
  return rest.postJson<RestAddedConsumer>(path, { platform, [kind]: entity });
}

/** A keyed list parsed into an object is in id order; the screens show names A-Z. */
const byName = new Intl.Collator('en', { sensitivity: 'accent' });
const sortedByName = <Row extends { id: number; name: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);

export function createPlatformLoaders(rest: RestClient) {
  return {
    /** Platform products by id: one → GET /platformproducts?id=… (one call for every id). */
    product: byIdLoader<RestPlatformProduct>({
      one: async (id) => (await platformProducts(rest, { id }))[0] ?? null,
      many: (ids) => platformProducts(rest, { id: ids.join(',') }),
    }),
    /** The products of each platform, A-Z: one call for every platform asked in a wave. */
    productsOf: new DataLoader<string, RestPlatformProduct[]>(async (platformIds) => {
      const rows = await platformProducts(rest, { platform: platformIds.join(',') });
      return platformIds.map((id) =>
        sortedByName(rows.filter((row) => row.platforms.map(String).includes(id))),
      );
    }),
    /** The consumers of each platform product: one GET /platformconsumers for all of them. */
    consumersOf: childrenLoader<RestPlatformConsumer>({
      many: async (productIds) =>
        sortedByName(
          valuesById(
            await rest.getJson<Record<string, RestPlatformConsumer>>(
              `/platformconsumers${toQueryString({ platform: productIds })}`,
            ),
          ),
        ),
      parentOf: (consumer) => String(consumer.platform),
    }),
  } satisfies Record<string, DataLoader<string, unknown>>;
}

export type PlatformLoaders = ReturnType<typeof createPlatformLoaders>;
