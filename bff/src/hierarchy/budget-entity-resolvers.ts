// Projects and applications (the BudgetEntity interface). Parents are REST entities (codegen.ts
// mappers); both kinds resolve alike, only their REST collection differs.
import type { BudgetEntityResolvers, Resolvers } from '../generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { sortInvoices } from '../invoices/index.ts';
import { sortOrders, bookedEntityPath } from '../orders/index.ts';
import { ENTITY_PATHS } from './budget-entities-rest.ts';
import { budgetEntityFields } from './mappers.ts';
import { prefetchEntityRelations } from './prefetch.ts';
import type { BudgetEntityKind, RestBudgetEntity } from './rest-types.ts';

function entityFields(kind: BudgetEntityKind) {
  const collection = ENTITY_PATHS[kind];
  return {
    ...budgetEntityFields,
    product: async (entity: RestBudgetEntity, _args: unknown, { loaders }: GraphQLContext) => {
      const product = await loaders.hierarchy.products.byId.load(String(entity.product));
      if (!product) throw new NotFoundError(`The product of ${kind} ${entity.id} does not exist.`);
      return product;
    },
    purchaseOrders: async (entity: RestBudgetEntity, _args: unknown, { loaders }: GraphQLContext) =>
      sortOrders(await loaders.orders.ofEntity.load(bookedEntityPath(collection, entity.id))),
    invoices: async (entity: RestBudgetEntity, _args: unknown, { loaders }: GraphQLContext) =>
      sortInvoices(await loaders.invoices.ofEntity.load(bookedEntityPath(collection, entity.id))),
  };
}

const resolveBudgetEntityType: BudgetEntityResolvers['__resolveType'] = (entity) =>
  entity.type === 'Application' ? 'Application' : 'Project';

export const budgetEntityResolvers: Resolvers = {
  Query: {
    project: (_parent, { id }, { loaders }, info) => {
      prefetchEntityRelations(info, loaders, '/projects', id);
      return loaders.hierarchy.entities.Project.byId.load(id);
    },
    application: (_parent, { id }, { loaders }, info) => {
      prefetchEntityRelations(info, loaders, '/applications', id);
      return loaders.hierarchy.entities.Application.byId.load(id);
    },
  },
  BudgetEntity: { __resolveType: resolveBudgetEntityType },
  Project: entityFields('Project'),
  Application: entityFields('Application'),
};
