// What the overview needs besides the hierarchy itself: the filter bar, the stored images and what
// the signed-in user owns.
import type {
  FilterOption,
  OverviewFilterInput,
  OverviewFilterKey,
  Resolvers,
} from '../generated/graphql.ts';
import {
  REST_FILTER_KEYS,
  filterQueryString,
  toFilterOptions,
  toOverviewFilters,
  withOptions,
} from './filters.ts';
import { searchArgument } from '../paging.ts';
import type { HierarchyLoaders } from './rest.ts';
import { toProductImage } from './mappers.ts';
import { loadOwned } from './ownership.ts';
import { compareNames } from '../names.ts';
import { entitySortKeys, sortRows } from './sort.ts';

export const overviewResolvers: Resolvers = {
  Query: {
    overviewFilters: async (_parent, { optionLimit, chosen }, { user, loaders }) => {
      const query = filterQueryString(user.username, optionLimit, undefined, 'optionLimit');
      const filters = toOverviewFilters(await loaders.hierarchy.filters.load(query));
      return Promise.all(
        filters.map(async (filter) =>
          filter.options.length >= filter.totalOptions
            ? filter
            : {
                ...filter,
                options: withOptions(
                  filter.options,
                  await chosenOptions(loaders.hierarchy, filter.key, chosen),
                ),
              },
        ),
      );
    },
    overviewFilterOptions: async (_parent, { key, search, limit }, { user, loaders }) => {
      const query = filterQueryString(user.username, limit ?? 50, searchArgument(search));
      const body = await loaders.hierarchy.filters.load(query);
      const filter = body.filters.find((candidate) => candidate.key === REST_FILTER_KEYS[key]);
      return filter ? toFilterOptions(filter) : [];
    },
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

/**
 * The option of a chosen filter (the URL's), for a select that holds only its first options: the
 * select shows the filter in force by its name whatever its place in the list.
 */
async function chosenOptions(
  loaders: HierarchyLoaders,
  key: OverviewFilterKey,
  chosen: OverviewFilterInput | null | undefined,
): Promise<FilterOption[]> {
  const named = (row: { id: number; name: string } | null) =>
    row ? [{ id: String(row.id), name: row.name }] : [];
  switch (key) {
    case 'PRODUCT_FAMILY':
      return chosen?.productFamilyId
        ? named(await loaders.familyById.load(chosen.productFamilyId))
        : [];
    case 'PRODUCT':
      return chosen?.productId ? named(await loaders.products.byId.load(chosen.productId)) : [];
    case 'OWNER':
      return chosen?.owner ? [{ id: chosen.owner, name: chosen.owner }] : [];
    case 'REGION':
      // Regions are few: a select holds them all.
      return [];
  }
}
