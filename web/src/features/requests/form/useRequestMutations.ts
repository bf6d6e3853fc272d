// One hook per mutation of the request form. Each owns its spec §8 banner text; the returned
// request (with its new open amount and items) lands in the cache through its fragment, and the
// budget impact is refetched because every change of the items moves its figures. The lists the
// request joins or changes (none of them on screen while the form is) are dropped from the cache,
// so /requests and /archive fetch them when next shown instead of showing what they held before.
import { useCallback, useMemo } from 'react';
import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { REQUEST_NOTICES, REQUEST_TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  AddRequestListItemInput,
  AddRequestListItemMutation as AddItemData,
  CreatePurchaseRequestInput,
  CreateRequestMutation as CreateRequestMutationData,
  RemoveRequestListItemMutation as RemoveItemData,
  RequestFormFieldsFragment,
  SendRequestMutation as SendRequestMutationData,
  UpdatePurchaseRequestInput,
  UpdateRequestMutation as UpdateRequestMutationData,
} from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import {
  useWrite,
  type UserError,
  type Write,
  type WriteOutcome,
  type WritePayload,
} from '../../../shared/writes/useWrite';
import { RequestForEditQuery } from './documents';

export const CreateRequestMutation = graphql(`
  mutation CreateRequest($input: CreatePurchaseRequestInput!) {
    createPurchaseRequest(input: $input) {
      purchaseRequest {
        ...RequestFormFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateRequestMutation = graphql(`
  mutation UpdateRequest($input: UpdatePurchaseRequestInput!) {
    updatePurchaseRequest(input: $input) {
      purchaseRequest {
        ...RequestFormFields
      }
      errors {
        ...UserErrorFields
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
        ...UserErrorFields
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
        ...UserErrorFields
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
        ...UserErrorFields
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

type Payload = WritePayload & { purchaseRequest?: RequestFormFieldsFragment | null };

const joined = (errors: readonly UserError[]) => errors.map((error) => error.message).join(', ');

/**
 * A write returning the request; on a user error or a failed call the spec §8 banner
 * `failed(message)`. A payload without errors and without the request is a change that was made
 * but not read back (bff schema: item writes): `readAgain` asks for the request — shown as
 * failed, the user would add or remove the item a second time.
 */
function requestWrite<TData, TVariables = unknown>(
  payload: (data: TData) => Payload,
  failed: (message: string) => string,
  readAgain?: (variables: TVariables) => Promise<RequestFormFieldsFragment | null>,
): Write<TData, Payload, RequestFormFieldsFragment, TVariables> {
  return {
    payload,
    done: (result, variables) =>
      result.purchaseRequest ??
      (result.errors.length === 0 && readAgain ? readAgain(variables) : null),
    refused: (_rest, all) =>
      all.length > 0 ? failed(joined(all)) : readAgain ? null : failed('No answer'),
    failed: (error) => failed(error instanceof Error ? error.message : String(error)),
  };
}

/** The request, or null when the write failed (its banner is shown). */
async function requestOrNull(
  outcome: Promise<WriteOutcome<RequestFormFieldsFragment>>,
): Promise<RequestFormFieldsFragment | null> {
  const settled = await outcome;
  return settled.status === 'done' ? settled.done : null;
}

const CREATE = requestWrite<CreateRequestMutationData>(
  (data) => data.createPurchaseRequest,
  REQUEST_TEXTS.createFailed,
);

export function useCreateRequest() {
  const write = useWrite(CreateRequestMutation, CREATE);
  return useCallback(
    (input: CreatePurchaseRequestInput) => requestOrNull(write({ input })),
    [write],
  );
}

/** Ours: the spec names no text for a Draft's info saved after Edit. */
export const REQUEST_SAVED = 'Request info saved.';

const UPDATE: Write<UpdateRequestMutationData, Payload, RequestFormFieldsFragment> = {
  ...requestWrite<UpdateRequestMutationData>(
    (data) => data.updatePurchaseRequest,
    REQUEST_TEXTS.updateFailed,
  ),
  success: REQUEST_SAVED,
};

/** Edit → Save of a Draft's info (spec §2 'Edit toggles to Save'); its amount moves the impact. */
export function useUpdateRequest() {
  const write = useWrite(UpdateRequestMutation, UPDATE, { refetchQueries: IMPACT_QUERY });
  return useCallback(
    (input: UpdatePurchaseRequestInput) => requestOrNull(write({ input })),
    [write],
  );
}

/**
 * The request as the server has it now, past the cache (after a change not read back); null,
 * with its notice, when it cannot be read.
 */
function useReadRequestAgain() {
  const client = useApolloClient();
  const banner = useBanner();
  return useCallback(
    async (id: string) => {
      const again = await client
        .query({ query: RequestForEditQuery, variables: { id }, fetchPolicy: 'network-only' })
        .then((result) => result.data?.purchaseRequest ?? null)
        .catch(() => null);
      if (!again) banner(REQUEST_NOTICES.changedNotReadAgain);
      return again;
    },
    [client, banner],
  );
}

type ItemVariables = { input: { requestId: string | number } };

/** An item write: on a change not read back, the request is read again. */
function useItemWrite<TData, TVariables extends ItemVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  payload: (data: TData) => Payload,
) {
  const readAgain = useReadRequestAgain();
  const write = useMemo(
    () =>
      requestWrite<TData, TVariables>(payload, REQUEST_TEXTS.listItemFailed, (variables) =>
        readAgain(String(variables.input.requestId)),
      ),
    [payload, readAgain],
  );
  const run = useWrite(mutation, write, ITEM_OPTIONS);
  return useCallback((variables: TVariables) => requestOrNull(run(variables)), [run]);
}

const ITEM_OPTIONS = { refetchQueries: IMPACT_QUERY };
const addedItem = (data: AddItemData) => data.addRequestListItem;
const removedItem = (data: RemoveItemData) => data.removeRequestListItem;

export function useAddListItem() {
  const write = useItemWrite(AddListItemMutation, addedItem);
  return useCallback((input: AddRequestListItemInput) => write({ input }), [write]);
}

export function useRemoveListItem() {
  const write = useItemWrite(RemoveListItemMutation, removedItem);
  return useCallback(
    (requestId: string, position: number) => write({ input: { requestId, position } }),
    [write],
  );
}

const SEND = requestWrite<SendRequestMutationData>(
  (data) => data.sendPurchaseRequest as unknown as Payload,
  REQUEST_TEXTS.updateFailed,
);

const SEND_OPTIONS = {
  // Sent, the request is open: it joins the open list. An edit, sent, replaces the request it
  // edits (the server declines it only now): the archive's row changes (no Restore, no Edit).
  update(cache: ApolloCache, { data }: { data?: SendRequestMutationData | null }) {
    const sent = data?.sendPurchaseRequest.purchaseRequest;
    if (!sent) return;
    forgetRequestList(cache, 'purchaseRequests');
    if (sent.supersedesId) forgetRequestList(cache, 'archivedRequests');
  },
};

export function useSendRequest() {
  const write = useWrite(SendRequestMutation, SEND, SEND_OPTIONS);
  return useCallback(
    async (id: string): Promise<boolean> => (await write({ id })).status === 'done',
    [write],
  );
}
