// Creating a company (spec §2, §5, §8). The hook owns its banner texts and its cache update: the
// cached company lists and filter options are dropped, so whoever shows them asks again.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { CompanyFieldsFragment, CreateCompanyInput } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { companyErrorText } from '../companyErrors';
import { refusedOutcome, type FormOutcome } from './createOutcome';

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CreateCompanyInput!) {
    createCompany(input: $input) {
      company {
        ...CompanyFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export type CreateCompanyOutcome = FormOutcome<CompanyFieldsFragment>;

export function useCreateCompany() {
  const showBanner = useBanner();
  const [mutate] = useMutation(CreateCompanyMutation);

  return useCallback(
    async (input: CreateCompanyInput): Promise<CreateCompanyOutcome> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update(cache, result) {
            if (!result.data?.createCompany.company) return;
            cache.evict({ fieldName: 'companies' });
            cache.evict({ fieldName: 'companyFilters' });
            cache.gc();
          },
        });
        const payload = data?.createCompany;
        if (payload?.company) {
          showBanner(TEXTS.companyCreated);
          return { status: 'created', created: payload.company };
        }
        return refusedOutcome(payload?.errors ?? [], showBanner);
      } catch (error) {
        showBanner(companyErrorText(error));
        return { status: 'failed' };
      }
    },
    [mutate, showBanner],
  );
}
