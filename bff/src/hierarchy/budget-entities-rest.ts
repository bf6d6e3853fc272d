// Projects and applications (CONTRACT.md "Projects and applications"): parallel resources with the
// same shape, listed with GET /projects?product=4,7,9 — one call for the entities of any number of
// products.
import { valuesById } from '../keyed.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import { byIdLoader, childrenLoader, idListParam } from '../loaders.ts';
import { toQueryString } from '../query-string.ts';
import type {
  BudgetEntityKind,
  RestBudgetEntity,
  RestBudgetEntityInput,
  RestBudgetEntityUpdate,
} from './rest-types.ts';

export const ENTITY_PATHS: Record<BudgetEntityKind, '/projects' | '/applications'> = {
  Project: '/projects',
  Application: '/applications',
};

function createKindLoaders(rest: RestClient, kind: BudgetEntityKind) {
  const base = ENTITY_PATHS[kind];
  async function list(query: { product?: string; id?: string }): Promise<RestBudgetEntity[]> {
    const keyed = await rest.getJson<Record<string, RestBudgetEntity>>(
      `${base}${toQueryString(query)}`,
    );
    const entities = valuesById(keyed);
    for (const entity of entities) byId.prime(String(entity.id), entity);
    return entities;
  }
  const byId = byIdLoader<RestBudgetEntity>({
    one: (id) => nullIfNotFound(rest.getJson<RestBudgetEntity>(`${base}/${id}`)),
    many: (ids) => list({ id: idListParam(ids) }),
  });
  /** Every entity of the kind, once the products shown are known to be all (prefetch.ts). */
  let all: Promise<RestBudgetEntity[]> | undefined;
  const ofProducts = childrenLoader<RestBudgetEntity>({
    many: (productIds) => all ?? list({ product: productIds }),
    parentOf: (entity) => String(entity.product),
  });
  return {
    byId,
    ofProducts,
    coverAllProducts() {
      if (all) return;
      all = list({});
      // Nobody may ask for it (e.g. no product at all); its failure then concerns no one.
      all.catch(() => undefined);
    },
    clear() {
      all = undefined;
      byId.clearAll();
      ofProducts.clearAll();
    },
  };
}

export function createBudgetEntityLoaders(rest: RestClient) {
  return {
    Project: createKindLoaders(rest, 'Project'),
    Application: createKindLoaders(rest, 'Application'),
  };
}

export type BudgetEntityLoaders = ReturnType<typeof createBudgetEntityLoaders>;

export function createBudgetEntity(
  rest: RestClient,
  kind: BudgetEntityKind,
  body: RestBudgetEntityInput,
): Promise<RestBudgetEntity> {
  return rest.postJson<RestBudgetEntity>(ENTITY_PATHS[kind], body);
}

export function updateBudgetEntity(
  rest: RestClient,
  kind: BudgetEntityKind,
  body: RestBudgetEntityUpdate,
): Promise<RestBudgetEntity> {
  return rest.putJson<RestBudgetEntity>(`${ENTITY_PATHS[kind]}/${body.id}`, body);
}
