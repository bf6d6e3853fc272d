// Creating a contact (spec §2, §5, §8). The payload brings back the company's contacts, which
// updates every cached view of that company (expanded rows, Details); the contact pages are
// dropped so the chosen company's table asks again.
import type { ApolloCache } from '@apollo/client';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  ContactFieldsFragment,
  CreateContactMutation as CreateContactMutationData,
} from '../../../gql/graphql';
import { useFormWrite, type FormOutcome, type Write } from '../../../shared/writes/useWrite';
import { COMPANY_WRITE } from '../companyErrors';

type CreateContactPayload = CreateContactMutationData['createContact'];

export const CreateContactMutation = graphql(`
  mutation CreateContact($input: CreateContactInput!) {
    createContact(input: $input) {
      contact {
        ...ContactFields
        company {
          id
          contacts {
            ...ContactFields
          }
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export type CreateContactOutcome = FormOutcome<ContactFieldsFragment>;

const CREATE_CONTACT: Write<
  CreateContactMutationData,
  CreateContactPayload,
  ContactFieldsFragment
> = {
  payload: (data) => data.createContact,
  done: (payload) => payload.contact,
  success: TEXTS.contactCreated,
  ...COMPANY_WRITE,
};

const OPTIONS = {
  update(cache: ApolloCache, result: { data?: CreateContactMutationData | null }) {
    if (!result.data?.createContact.contact) return;
    cache.evict({ fieldName: 'companyContacts' });
    cache.gc();
  },
};

export function useCreateContact() {
  return useFormWrite(CreateContactMutation, CREATE_CONTACT, OPTIONS);
}
