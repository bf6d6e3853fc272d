// The create mutations of a project and of an application (useCreateBudgetEntity runs them). Both
// select the new entity through one fragment on the BudgetEntity interface (the cache knows its
// possible types: app/apollo/cache.ts).
import { graphql } from '../../../gql';

export const CreatedBudgetEntityFields = graphql(`
  fragment CreatedBudgetEntityFields on BudgetEntity {
    id
    name
    owner
    currency
    budget
    product {
      ...BudgetChangedProductFields
    }
  }
`);

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: CreateBudgetEntityInput!) {
    createProject(input: $input) {
      project {
        ...CreatedBudgetEntityFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CreateApplicationMutation = graphql(`
  mutation CreateApplication($input: CreateBudgetEntityInput!) {
    createApplication(input: $input) {
      application {
        ...CreatedBudgetEntityFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
