// The cascading choices of a form that picks a project or application: families, then the
// products of one family, then the projects and applications of one product (asked as the user
// narrows down). For any feature's form (platforms' Allocate Consumer; requests and data entry
// have their own copies from before this module).
import { graphql } from '../../gql';

export const FamilyChoicesQuery = graphql(`
  query ChoosableFamilies {
    productFamilies {
      id
      name
    }
  }
`);

export const FamilyProductChoicesQuery = graphql(`
  query ChoosableFamilyProducts($familyId: ID!) {
    productFamily(id: $familyId) {
      id
      products {
        id
        name
      }
    }
  }
`);

export const ProductEntityChoicesQuery = graphql(`
  query ChoosableProductEntities($productId: ID!) {
    product(id: $productId) {
      id
      projects {
        id
        name
      }
      applications {
        id
        name
      }
    }
  }
`);
