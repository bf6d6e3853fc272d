// One hook per mutation of the request form. Each owns its spec §8 banner text; the returned
// request (with its new open amount and items) lands in the cache through its fragment, and the
// budget impact is refetched because every change of the items moves its figures. The lists the
// request joins or changes (none of them on screen while the form is) are dropped from the cache,
// so /requests and /archive fetch them when next shown instead of showing what they held before.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { REQUEST_NOTICES, REQUEST_TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  AddRequestListItemInput,
  CreatePurchaseRequestInput,
  RequestFormFieldsFragment,
} from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { RequestForEditQuery } from './documents';

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

export const RemoveListItemMutation = graphql(`
  mutation RemoveRequestListItem($input: RemoveRequestListItemInput!) {
    removeRequestListItem(input: $input) {
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
        supersedesId
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

/** Every page, search and sort of the open list or the archive, fetched again when next shown. */
export function forgetRequestList(
  cache: ApolloCache,
  fieldName: 'purchaseRequests' | 'archivedRequests',
): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** The first user error, or the transport error's message; null on success. */
function failure(
  errors: readonly { message: string }[] | undefined,
  error: unknown,
): string | null {
  if (error) return error instanceof Error ? error.message : String(error);
  return errors && errors.length > 0 ? errors.map((e) => e.message).join(', ') : null;
}

interface Payload {
  purchaseRequest?: RequestFormFieldsFragment | null;
  errors: readonly { message: string }[];
}

/**
 * Runs a mutation returning the request; on a user error or a failed call shows the spec §8
 * banner `failed(message)` and answers null. A payload without errors and without the request
 * is a change that was made but not read back (bff schema: item writes): `readAgain` asks for
 * the request — shown as failed, the user would add or remove the item a second time.
 */
async function requestOrBanner(
  run: () => Promise<Payload | undefined>,
  failed: (message: string) => string,
  banner: (text: string) => void,
  readAgain?: () => Promise<RequestFormFieldsFragment | null>,
): Promise<RequestFormFieldsFragment | null> {
  try {
    const payload = await run();
    const message = failure(payload?.errors, payload ? null : 'No answer');
    if (!message && payload && !payload.purchaseRequest && readAgain) {
      const again = await readAgain().catch(() => null);
      if (!again) banner(REQUEST_NOTICES.changedNotReadAgain);
      return again;
    }
    if (message || !payload?.purchaseRequest) {
      banner(failed(message ?? 'No answer'));
      return null;
    }
    return payload.purchaseRequest;
  } catch (error) {
    banner(failed(failure(undefined, error)!));
    return null;
  }
}

export function useCreateRequest() {
  const [mutate] = useMutation(CreateRequestMutation);
  const banner = useBanner();
  return useCallback(
    (input: CreatePurchaseRequestInput) =>
      requestOrBanner(
        async () =>
          (await mutate({ variables: { input } })).data?.createPurchaseRequest as
            Payload | undefined,
        REQUEST_TEXTS.createFailed,
        banner,
      ),
    [mutate, banner],
  );
}

/** The request as the server has it now, past the cache (after a change not read back). */
function useReadRequestAgain() {
  const client = useApolloClient();
  return useCallback(
    async (id: string) =>
      (
        await client.query({
          query: RequestForEditQuery,
          variables: { id },
          fetchPolicy: 'network-only',
        })
      ).data?.purchaseRequest ?? null,
    [client],
  );
}

export function useAddListItem() {
  const [mutate] = useMutation(AddListItemMutation, { refetchQueries: IMPACT_QUERY });
  const banner = useBanner();
  const readAgain = useReadRequestAgain();
  return useCallback(
    (input: AddRequestListItemInput) =>
      requestOrBanner(
        async () =>
          (await mutate({ variables: { input } })).data?.addRequestListItem as Payload | undefined,
        REQUEST_TEXTS.listItemFailed,
        banner,
        () => readAgain(String(input.requestId)),
      ),
    [mutate, banner, readAgain],
  );
}

export function useRemoveListItem() {
  const [mutate] = useMutation(RemoveListItemMutation, { refetchQueries: IMPACT_QUERY });
  const banner = useBanner();
  const readAgain = useReadRequestAgain();
  return useCallback(
    (requestId: string, position: number) =>
      requestOrBanner(
        async () =>
          (await mutate({ variables: { input: { requestId, position } } })).data
            ?.removeRequestListItem as Payload | undefined,
        REQUEST_TEXTS.listItemFailed,
        banner,
        () => readAgain(requestId),
      ),
    [mutate, banner, readAgain],
  );
}

export function useSendRequest() {
  const [mutate] = useMutation(SendRequestMutation, {
    // Sent, the request is open: it joins the open list. An edit, sent, replaces the request it
    // edits (the server declines it only now): the archive's row changes (no Restore, no Edit).
    update(cache, { data }) {
      const sent = data?.sendPurchaseRequest.purchaseRequest;
      if (!sent) return;
      forgetRequestList(cache, 'purchaseRequests');
      if (sent.supersedesId) forgetRequestList(cache, 'archivedRequests');
    },
  });
  const banner = useBanner();
  return useCallback(
    async (id: string): Promise<boolean> =>
      (await requestOrBanner(
        async () =>
          (await mutate({ variables: { id } })).data?.sendPurchaseRequest as unknown as
            Payload | undefined,
        REQUEST_TEXTS.updateFailed,
        banner,
      )) !== null,
    [mutate, banner],
  );
}
