// Product family documents shared by the overview and the create form (the create hook adds the
// new family to the overview's cached list).
import { graphql } from '../../gql';

export const ProductFamilyFields = graphql(`
  fragment ProductFamilyFields on ProductFamily {
    id
    name
    owner
    year
    budget
    budgetLimit
    target
    forecast
    actuals
    availableBudget
  }
`);

export const ProductFamiliesQuery = graphql(`
  query ProductFamilies {
    productFamilies {
      ...ProductFamilyFields
    }
  }
`);
