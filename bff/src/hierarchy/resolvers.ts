// Query/Mutation fields of the hierarchy domain: product families with their figures.
import type { Resolvers } from '../generated/graphql.ts';
import { userErrorsOf } from '../errors.ts';
import { toFamilyUserErrors, toProductFamily, toRestFamilyInput } from './mappers.ts';
import { createFamily } from './rest.ts';

export const hierarchyResolvers: Resolvers = {
  Query: {
    // Figures (budget, forecast, actuals, availableBudget) come with the list: one REST call.
    productFamilies: async (_parent, { scope }, { loaders }) =>
      (await loaders.hierarchy.familiesByScope.load(scope ?? 'ALL')).map(toProductFamily),
    productFamily: async (_parent, { id }, { loaders }) => {
      const family = await loaders.hierarchy.familyById.load(id);
      return family ? toProductFamily(family) : null;
    },
  },
  Mutation: {
    createProductFamily: async (_parent, { input }, { rest, loaders }) => {
      try {
        const created = await createFamily(rest, toRestFamilyInput(input));
        loaders.hierarchy.familiesByScope.clearAll();
        loaders.hierarchy.familyById.clearAll();
        return { productFamily: toProductFamily(created), errors: [] };
      } catch (error) {
        return { productFamily: null, errors: toFamilyUserErrors(userErrorsOf(error)) };
      }
    },
  },
};
