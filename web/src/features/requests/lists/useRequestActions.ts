// One hook per request mutation. Each owns its banner (spec §8 texts) and its cache update: a
// request that changes state moves between the open list and the archive, so the lists on screen
// are refetched (their counts and the row that moves up) and so is the notification bell, since
// the server writes a notification on approve, decline, delete and signature.
import { useCallback } from 'react';
import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, type useMutation } from '@apollo/client/react';
import { REQUEST_TEXTS } from '@cost-steering/schema';
import type {
  ApproveRequestMutation as ApproveData,
  AssignListItemCostTypeMutation as AssignData,
  CostType,
  DeclineJustificationMutation as DeclineJustificationData,
  DeclineRequestMutation as DeclineData,
  DeleteArchivedRequestMutation as DeleteArchivedData,
  ListItemType,
  RestoreRequestMutation as RestoreData,
  SignJustificationMutation as SignData,
  WithdrawRequestMutation as WithdrawData,
} from '../../../gql/graphql';
import { errorReason, errorText } from '../../../shared/errors/errorText';
import { useWrite, type Write, type WritePayload } from '../../../shared/writes/useWrite';
import { refetchNotificationQueries } from '../../../shared/refetch/notificationQueries';
import {
  ApproveRequestMutation,
  AssignCostTypeMutation,
  DeclineJustificationMutation,
  DeclineRequestMutation,
  DeleteArchivedRequestMutation,
  RestoreRequestMutation,
  SignJustificationMutation,
  WithdrawRequestMutation,
} from '../modals/documents';
import { forgetRequestList } from '../form/useRequestMutations';
import { REQUEST_LIST_QUERIES } from './documents';

const REFETCH = { refetchQueries: REQUEST_LIST_QUERIES, awaitRefetchQueries: true } as const;

/**
 * A request action: the success text, or the failure text around the first user error (or the
 * unexpected error's message).
 */
function requestAction<TData>(
  payload: (data: TData) => WritePayload,
  success: string,
  failure: (message: string) => string,
): Write<TData, WritePayload, true> {
  return {
    payload,
    done: (result) => (result.errors.length === 0 ? true : null),
    success,
    refused: (_rest, all) => failure(all[0]?.message ?? 'No answer'),
    failed: (error) => failure(errorReason(error)),
  };
}

/**
 * The action's function: resolves true on success, after the bell's queries are fetched again
 * (the server writes a notification).
 */
function useRequestAction<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  write: Write<TData, WritePayload, true>,
  options: useMutation.Options<TData, TVariables> = REFETCH,
) {
  const client = useApolloClient();
  const run = useWrite(mutation, write, options);
  return useCallback(
    async (variables: TVariables): Promise<boolean> => {
      if ((await run(variables)).status !== 'done') return false;
      await refetchNotificationQueries(client);
      return true;
    },
    [client, run],
  );
}

const APPROVE = requestAction<ApproveData>(
  (data) => data.approvePurchaseRequest,
  REQUEST_TEXTS.accepted,
  REQUEST_TEXTS.acceptFailed,
);
const DECLINE = requestAction<DeclineData>(
  (data) => data.declinePurchaseRequest,
  REQUEST_TEXTS.declined,
  REQUEST_TEXTS.declineFailed,
);
const WITHDRAW = requestAction<WithdrawData>(
  (data) => data.withdrawPurchaseRequest,
  REQUEST_TEXTS.deleted,
  REQUEST_TEXTS.deleteFailed,
);
const RESTORE = requestAction<RestoreData>(
  (data) => data.restoreArchivedRequest,
  REQUEST_TEXTS.restored,
  REQUEST_TEXTS.restoreFailed,
);
const DELETE_ARCHIVED = requestAction<DeleteArchivedData>(
  (data) => data.deleteArchivedRequest,
  REQUEST_TEXTS.deleted,
  REQUEST_TEXTS.deleteFailed,
);
/** The spec names no texts for the justification review: the server's message is shown as is. */
const SIGN_JUSTIFICATION = requestAction<SignData>(
  (data) => data.signJustification,
  'Justification signed successfully',
  errorText,
);
const DECLINE_JUSTIFICATION = requestAction<DeclineJustificationData>(
  (data) => data.declineJustification,
  REQUEST_TEXTS.declined,
  REQUEST_TEXTS.declineFailed,
);

export function useApproveRequest() {
  const act = useRequestAction(ApproveRequestMutation, APPROVE);
  return useCallback(
    (requestId: string, orderNumber: string) => act({ input: { requestId, orderNumber } }),
    [act],
  );
}

export function useDeclineRequest() {
  const act = useRequestAction(DeclineRequestMutation, DECLINE);
  return useCallback(
    (requestId: string, message: string) => act({ input: { requestId, message } }),
    [act],
  );
}

const WITHDRAW_OPTIONS = {
  ...REFETCH,
  // The withdrawn request joins the archive, which is not on screen (the open list or the
  // request form is): its cached pages are dropped, so /archive fetches them when next shown.
  update(cache: ApolloCache, { data }: { data?: WithdrawData | null }) {
    if (data?.withdrawPurchaseRequest.purchaseRequest) {
      forgetRequestList(cache, 'archivedRequests');
    }
  },
};

export function useWithdrawRequest() {
  const act = useRequestAction(WithdrawRequestMutation, WITHDRAW, WITHDRAW_OPTIONS);
  return useCallback((id: string) => act({ id }), [act]);
}

export function useRestoreRequest() {
  const act = useRequestAction(RestoreRequestMutation, RESTORE);
  return useCallback((id: string) => act({ id }), [act]);
}

export function useDeleteArchivedRequest() {
  const act = useRequestAction(DeleteArchivedRequestMutation, DELETE_ARCHIVED);
  return useCallback((id: string) => act({ id }), [act]);
}

export function useSignJustification() {
  const act = useRequestAction(SignJustificationMutation, SIGN_JUSTIFICATION);
  return useCallback(
    (requestId: string, date: string, comment: string) =>
      act({ input: { requestId, date, comment } }),
    [act],
  );
}

export function useDeclineJustification() {
  const act = useRequestAction(DeclineJustificationMutation, DECLINE_JUSTIFICATION);
  return useCallback(
    (requestId: string, comment: string) => act({ input: { requestId, comment } }),
    [act],
  );
}

/** Typing an item: no success banner (the modal re-renders from the row, updated by its id). */
const ASSIGN_COST_TYPE: Write<AssignData, WritePayload, true> = {
  payload: (data) => data.assignListItemCostType,
  done: (result) => (result.errors.length === 0 ? true : null),
  refused: (_rest, all) => REQUEST_TEXTS.listItemFailed(all[0]?.message ?? 'No answer'),
  failed: (error) => REQUEST_TEXTS.listItemFailed(errorReason(error)),
};

export function useAssignCostType() {
  const write = useWrite(AssignCostTypeMutation, ASSIGN_COST_TYPE);
  return useCallback(
    async (listItemId: string, type: ListItemType, costType: CostType): Promise<boolean> =>
      (await write({ input: { listItemId, type, costType } })).status === 'done',
    [write],
  );
}
