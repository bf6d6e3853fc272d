// What the overview needs besides the hierarchy itself: the filter bar, the stored images and what
// the signed-in user owns.
import type { Resolvers } from '../generated/graphql.ts';
import { toOverviewFilters } from './filters.ts';
import { toProductImage } from './mappers.ts';
import { loadOwned } from './ownership.ts';
import { compareNames, entitySortKeys, sortRows } from './sort.ts';

export const overviewResolvers: Resolvers = {
  Query: {
    overviewFilters: async (_parent, _args, { user, loaders }) =>
      toOverviewFilters(await loaders.hierarchy.filters.load(user.username)),
    productImages: async (_parent, _args, { loaders }) =>
      (await loaders.hierarchy.images.all.load('all'))
        .map(toProductImage)
        .sort((a, b) => compareNames(a.name, b.name) || Number(a.id) - Number(b.id)),
    myOwnership: (_parent, _args, { user }) => ({ username: user.username }),
  },
  Ownership: {
    productFamilies: async ({ username }, _args, { loaders }) =>
      sortRows(
        await loadOwned(loaders.hierarchy.ownership, 'productFamilies', username),
        null,
        (f) => f,
      ),
    products: async ({ username }, _args, { loaders }) =>
      sortRows(await loadOwned(loaders.hierarchy.ownership, 'products', username), null, (p) => p),
    projects: async ({ username }, _args, { loaders }) =>
      sortRows(
        await loadOwned(loaders.hierarchy.ownership, 'projects', username),
        null,
        entitySortKeys,
      ),
    applications: async ({ username }, _args, { loaders }) =>
      sortRows(
        await loadOwned(loaders.hierarchy.ownership, 'applications', username),
        null,
        entitySortKeys,
      ),
  },
};
