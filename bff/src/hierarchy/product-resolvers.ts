// Products and platforms. Parents are REST products (codegen.ts mappers); every relation goes
// through a loader, so a list of products costs one call per related resource.
import { GraphQLError } from 'graphql';
import { TEXTS } from '@cost-steering/schema';
import type { Resolvers } from '../generated/graphql.ts';
import { ERROR_CODES, NotFoundError } from '../errors.ts';
import { productFields, toProductImage } from './mappers.ts';
import { listProducts } from './overview.ts';
import { prefetchProductRelations, prefetchProductTree } from './prefetch.ts';
import type { RestFamily } from './rest-types.ts';
import { entitySortKeys, sortRows } from './sort.ts';
import { sortInvoices } from '../invoices/index.ts';
import { sortOrders, bookedEntityPath } from '../orders/index.ts';

/**
 * A product's orders and invoices are restricted (spec §6): the 403 reads 'ERROR: You don't have
 * permission to see details!' there, still with the code FORBIDDEN.
 */
async function withDetailsPermission<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === ERROR_CODES.forbidden) {
      throw new GraphQLError(TEXTS.forbiddenDetails, {
        extensions: { code: ERROR_CODES.forbidden },
      });
    }
    throw error;
  }
}

async function familyOf(productId: number, family: Promise<RestFamily | null>) {
  const found = await family;
  if (!found) throw new NotFoundError(`The family of product ${productId} does not exist.`);
  return found;
}

export const productResolvers: Resolvers = {
  Query: {
    products: (_parent, { filter, sort }, { loaders }, info) => {
      prefetchProductTree(info, loaders.hierarchy, filter);
      return listProducts(loaders.hierarchy, filter, sort);
    },
    product: (_parent, { id }, { loaders }, info) => {
      prefetchProductRelations(info, loaders, id);
      return loaders.hierarchy.products.byId.load(id);
    },
  },
  Product: {
    ...productFields,
    family: (product, _args, { loaders }) => {
      const id = String(product.productfamily);
      return (
        loaders.hierarchy.familyIfListed(id) ??
        familyOf(product.id, loaders.hierarchy.familyById.load(id))
      );
    },
    // The product names its region, so the region costs a call only if a server leaves it out.
    region: async (product, _args, { loaders }) => {
      if (product.region == null) return null;
      const id = String(product.region);
      if (product.regionname != null) return { id, name: product.regionname };
      const regions = await loaders.reference.regions.load('all');
      const region = regions[id];
      return region ? { id, name: region.name } : null;
    },
    image: async (product, _args, { loaders }) => {
      if (product.image == null) return null;
      const image = await loaders.hierarchy.images.byId.load(String(product.image));
      return image ? toProductImage(image) : null;
    },
    projects: async (product, { sort }, { loaders }) =>
      sortRows(
        await loaders.hierarchy.entities.Project.ofProducts.load(String(product.id)),
        sort,
        entitySortKeys,
      ),
    applications: async (product, { sort }, { loaders }) =>
      sortRows(
        await loaders.hierarchy.entities.Application.ofProducts.load(String(product.id)),
        sort,
        entitySortKeys,
      ),
    purchaseOrders: async (product, _args, { loaders }) =>
      sortOrders(
        await withDetailsPermission(
          loaders.orders.ofEntity.load(bookedEntityPath('/products', product.id)),
        ),
      ),
    invoices: async (product, _args, { loaders }) =>
      sortInvoices(
        await withDetailsPermission(
          loaders.invoices.ofEntity.load(bookedEntityPath('/products', product.id)),
        ),
      ),
  },
};
