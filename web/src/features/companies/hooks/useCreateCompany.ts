// Creating a company (spec §2, §5, §8). The hook owns its banner texts and its cache update: the
// cached company lists and filter options are dropped, so whoever shows them asks again.
import type { ApolloCache } from '@apollo/client';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  CompanyFieldsFragment,
  CreateCompanyMutation as CreateCompanyMutationData,
} from '../../../gql/graphql';
import { useFormWrite, type FormOutcome, type Write } from '../../../shared/writes/useWrite';
import { COMPANY_WRITE } from '../companyErrors';

type CreateCompanyPayload = CreateCompanyMutationData['createCompany'];

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CreateCompanyInput!) {
    createCompany(input: $input) {
      company {
        ...CompanyFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export type CreateCompanyOutcome = FormOutcome<CompanyFieldsFragment>;

const CREATE_COMPANY: Write<
  CreateCompanyMutationData,
  CreateCompanyPayload,
  CompanyFieldsFragment
> = {
  payload: (data) => data.createCompany,
  done: (payload) => payload.company,
  success: TEXTS.companyCreated,
  ...COMPANY_WRITE,
};

const OPTIONS = {
  update(cache: ApolloCache, result: { data?: CreateCompanyMutationData | null }) {
    if (!result.data?.createCompany.company) return;
    cache.evict({ fieldName: 'companies' });
    cache.evict({ fieldName: 'companyFilters' });
    cache.gc();
  },
};

export function useCreateCompany() {
  return useFormWrite(CreateCompanyMutation, CREATE_COMPANY, OPTIONS);
}
