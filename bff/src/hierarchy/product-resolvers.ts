// Products and platforms. Parents are REST products (codegen.ts mappers); every relation goes
// through a loader, so a list of products costs one call per related resource.
import type { Resolvers } from '../generated/graphql.ts';
import { NotFoundError } from '../errors.ts';
import { ownerPath, withDetailsPermission } from './entity-orders.ts';
import { productFields, toProductImage } from './mappers.ts';
import { listProducts } from './overview.ts';
import { prefetchProductTree } from './prefetch.ts';
import { entitySortKeys, sortRows } from './sort.ts';
import { sortInvoices } from '../invoices/mappers.ts';
import { sortOrders } from '../orders/mappers.ts';

export const productResolvers: Resolvers = {
  Query: {
    products: (_parent, { filter, sort }, { loaders }, info) => {
      prefetchProductTree(info, loaders.hierarchy, filter);
      return listProducts(loaders.hierarchy, filter, sort);
    },
    product: (_parent, { id }, { loaders }) => loaders.hierarchy.products.byId.load(id),
  },
  Product: {
    ...productFields,
    family: async (product, _args, { loaders }) => {
      const family = await loaders.hierarchy.familyById.load(String(product.productfamily));
      if (!family) throw new NotFoundError(`The family of product ${product.id} does not exist.`);
      return family;
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
          loaders.hierarchy.entityOrders.orders.load(ownerPath('/products', product.id)),
        ),
      ),
    invoices: async (product, _args, { loaders }) =>
      sortInvoices(
        await withDetailsPermission(
          loaders.hierarchy.entityOrders.invoices.load(ownerPath('/products', product.id)),
        ),
      ),
  },
};
