// Creating an application (spec §2 'Create project / application'): 'Application created successfully!'
// on the page, 'Application added successfully!' in the modal. The application joins its product's list.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CreateBudgetEntityInput } from '../../../gql/graphql';
import {
  addEntityToProduct,
  useBudgetEntityCreation,
  type BudgetEntityPlace,
} from './budgetEntityCreation';

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
        field
        message
        code
      }
    }
  }
`);

export function useCreateApplication(place: BudgetEntityPlace) {
  const [mutate] = useMutation(CreateApplicationMutation);
  const run = useCallback(
    async (input: CreateBudgetEntityInput) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache, result) =>
          addEntityToProduct(cache, 'application', result.data?.createApplication.application),
      });
      return { created: data?.createApplication.application, payload: data?.createApplication };
    },
    [mutate],
  );
  return useBudgetEntityCreation('application', place, run);
}
