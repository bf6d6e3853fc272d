// One hook per mutation of the request form. Each owns its spec §8 banner text; the returned
// request (with its new open amount and items) lands in the cache through its fragment, and the
// budget impact is refetched because every change of the items moves its figures.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { REQUEST_TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  AddRequestListItemInput,
  CreatePurchaseRequestInput,
  RequestFormFieldsFragment,
} from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';

export const CreateRequestMutation = graphql(`
  mutation CreateRequest($input: CreatePurchaseRequestInput!) {
    createPurchaseRequest(input: $input) {
      purchaseRequest {
        ...RequestFormFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const AddListItemMutation = graphql(`
  mutation AddRequestListItem($input: AddRequestListItemInput!) {
    addRequestListItem(input: $input) {
      purchaseRequest {
        ...RequestFormFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const SendRequestMutation = graphql(`
  mutation SendRequest($id: ID!) {
    sendPurchaseRequest(id: $id) {
      purchaseRequest {
        id
        status
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

const IMPACT_QUERY = ['RequestBudgetImpact'];

/** The first user error, or the transport error's message; null on success. */
function failure(
  errors: readonly { message: string }[] | undefined,
  error: unknown,
): string | null {
  if (error) return error instanceof Error ? error.message : String(error);
  return errors && errors.length > 0 ? errors.map((e) => e.message).join(', ') : null;
}

export function useCreateRequest() {
  const [mutate] = useMutation(CreateRequestMutation);
  const banner = useBanner();
  return useCallback(
    async (input: CreatePurchaseRequestInput): Promise<RequestFormFieldsFragment | null> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const payload = data?.createPurchaseRequest;
        const message = failure(payload?.errors, payload ? null : 'No answer');
        if (message || !payload?.purchaseRequest) {
          banner(REQUEST_TEXTS.createFailed(message ?? 'No answer'));
          return null;
        }
        return payload.purchaseRequest as RequestFormFieldsFragment;
      } catch (error) {
        banner(REQUEST_TEXTS.createFailed(failure(undefined, error)!));
        return null;
      }
    },
    [mutate, banner],
  );
}

export function useAddListItem() {
  const [mutate] = useMutation(AddListItemMutation, { refetchQueries: IMPACT_QUERY });
  const banner = useBanner();
  return useCallback(
    async (input: AddRequestListItemInput): Promise<RequestFormFieldsFragment | null> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const payload = data?.addRequestListItem;
        const message = failure(payload?.errors, payload ? null : 'No answer');
        if (message || !payload?.purchaseRequest) {
          banner(REQUEST_TEXTS.listItemFailed(message ?? 'No answer'));
          return null;
        }
        return payload.purchaseRequest as RequestFormFieldsFragment;
      } catch (error) {
        banner(REQUEST_TEXTS.listItemFailed(failure(undefined, error)!));
        return null;
      }
    },
    [mutate, banner],
  );
}

export function useSendRequest() {
  const [mutate] = useMutation(SendRequestMutation);
  const banner = useBanner();
  return useCallback(
    async (id: string): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { id } });
        const payload = data?.sendPurchaseRequest;
        const message = failure(payload?.errors, payload ? null : 'No answer');
        if (message) {
          banner(REQUEST_TEXTS.updateFailed(message));
          return false;
        }
        return true;
      } catch (error) {
        banner(REQUEST_TEXTS.updateFailed(failure(undefined, error)!));
        return false;
      }
    },
    [mutate, banner],
  );
}
