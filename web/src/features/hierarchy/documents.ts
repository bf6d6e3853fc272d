// Documents shared inside the hierarchy feature: the family fields of the overview and the create
// form (the create hook adds the new family to the cached lists), and the family and product
// choices of the create forms and the data entry screen.
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

/** What the create forms need to offer a family: its name and what is left of its cap. */
export const FamilyChoicesQuery = graphql(`
  query FamilyChoices {
    productFamilies {
      id
      name
      availableBudget
    }
  }
`);

/** A product as the create forms offer it: the project/application budgets must fit in it. */
export const ProductChoiceFields = graphql(`
  fragment ProductChoiceFields on Product {
    id
    name
    availableBudget
  }
`);

/** The products of one family (the argument-free list is sorted by name on the server). */
export const FamilyProductChoicesQuery = graphql(`
  query FamilyProductChoices($familyId: ID!) {
    productFamily(id: $familyId) {
      id
      name
      products {
        ...ProductChoiceFields
      }
    }
  }
`);

export const CreateProductFamilyMutation = graphql(`
  mutation CreateProductFamily($input: CreateProductFamilyInput!) {
    createProductFamily(input: $input) {
      productFamily {
        ...ProductFamilyFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
