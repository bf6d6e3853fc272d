// Product families: the top of the overview. Parents are REST families (codegen.ts mappers).
import type { Resolvers } from '../generated/graphql.ts';
import { familyPage, familySummary } from './family-page.ts';
import { productFamilyFields } from './mappers.ts';
import { listFamilies, productsOfFamily } from './overview.ts';
import { selectsChild } from '../selection.ts';
import { prefetchFamilyProducts, prefetchFamilyTree } from './prefetch.ts';
import { sortRows } from './sort.ts';

export const familyResolvers: Resolvers = {
  Query: {
    // Figures (budget, forecast, actuals, availableBudget) come with the list: one REST call.
    productFamilies: (_parent, { scope, filter, sort, ids }, { loaders }, info) => {
      // A page of families loads its own products; the whole tree's lists would cover them all.
      if (!ids) prefetchFamilyTree(info, loaders.hierarchy, scope ?? 'ALL', filter);
      return listFamilies(loaders.hierarchy, scope ?? 'ALL', filter, sort, ids);
    },
    productFamilyPage: (_parent, args, { rest }, info) =>
      familyPage(rest, args, { withSummary: selectsChild(info, 'summary') }),
    productFamily: (_parent, { id }, { loaders }, info) => {
      prefetchFamilyProducts(info, loaders.hierarchy, id);
      return loaders.hierarchy.familyById.load(id);
    },
  },
  ProductFamilyPage: {
    summary: (page, _args, { rest }) => familySummary(rest, page),
  },
  ProductFamily: {
    ...productFamilyFields,
    products: async (family, { filter, sort }, { loaders }) =>
      sortRows(await productsOfFamily(loaders.hierarchy, family.id, filter), sort, (p) => p),
  },
};
