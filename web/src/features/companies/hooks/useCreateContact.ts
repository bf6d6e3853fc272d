// Creating a contact (spec §2, §5, §8). The payload brings back the company's contacts, which
// updates every cached view of that company (expanded rows, Details); the contact pages are
// dropped so the chosen company's table asks again.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { ContactFieldsFragment, CreateContactInput } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { companyErrorText } from '../companyErrors';
import { refusedOutcome, type FormOutcome } from './createOutcome';

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
        field
        message
        code
      }
    }
  }
`);

export type CreateContactOutcome = FormOutcome<ContactFieldsFragment>;

export function useCreateContact() {
  const showBanner = useBanner();
  const [mutate] = useMutation(CreateContactMutation);

  return useCallback(
    async (input: CreateContactInput): Promise<CreateContactOutcome> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update(cache, result) {
            if (!result.data?.createContact.contact) return;
            cache.evict({ fieldName: 'companyContacts' });
            cache.gc();
          },
        });
        const payload = data?.createContact;
        if (payload?.contact) {
          showBanner(TEXTS.contactCreated);
          return { status: 'created', created: payload.contact };
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
