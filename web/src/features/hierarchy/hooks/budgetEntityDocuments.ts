// The create mutations of a project and of an application (useCreateBudgetEntity runs them).
// Their entity is selected inline, not as a fragment on the BudgetEntity interface: the cache
// knows no possible types of that interface.
import { graphql } from '../../../gql';

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: CreateBudgetEntityInput!) {
    createProject(input: $input) {
      project {
        id
        name
        owner
        currency
        budget
        product {
          ...BudgetChangedProductFields
        }
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
        id
        name
        owner
        currency
        budget
        product {
          ...BudgetChangedProductFields
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
