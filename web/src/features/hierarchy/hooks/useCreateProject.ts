// Creating a project (spec §2 'Create project / application'): 'Project created successfully!'
// on the page, 'Project added successfully!' in the modal. The project joins its product's list.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CreateBudgetEntityInput } from '../../../gql/graphql';
import {
  addEntityToProduct,
  useBudgetEntityCreation,
  type BudgetEntityPlace,
} from './budgetEntityCreation';

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
        field
        message
        code
      }
    }
  }
`);

export function useCreateProject(place: BudgetEntityPlace) {
  const [mutate] = useMutation(CreateProjectMutation);
  const run = useCallback(
    async (input: CreateBudgetEntityInput) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache, result) =>
          addEntityToProduct(cache, 'project', result.data?.createProject.project),
      });
      return { created: data?.createProject.project, payload: data?.createProject };
    },
    [mutate],
  );
  return useBudgetEntityCreation('project', place, run);
}
