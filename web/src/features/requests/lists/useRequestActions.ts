// One hook per request mutation. Each owns its banner (spec §8 texts) and its cache update: a
// request that changes state moves between the open list and the archive, so the lists on screen
// are refetched (their counts and the row that moves up) and so is the notification bell, since
// the server writes a notification on approve, decline, delete and signature.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { REQUEST_TEXTS } from '@cost-steering/schema';
import type { CostType, ListItemType } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
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
 * Runs a mutation and shows its banner: the success text, or the failure text around the first
 * user error (or the unexpected error's message). Resolves true on success.
 */
function useReport() {
  const showBanner = useBanner();
  const client = useApolloClient();
  return useCallback(
    async (
      run: () => Promise<{ message: string } | undefined>,
      success: string,
      failure: (message: string) => string,
    ): Promise<boolean> => {
      try {
        const userError = await run();
        if (userError) {
          showBanner(failure(userError.message));
          return false;
        }
        showBanner(success);
        await refetchNotificationQueries(client);
        return true;
      } catch (error) {
        showBanner(failure(errorBannerText(error).replace(/^Error: /, '')));
        return false;
      }
    },
    [client, showBanner],
  );
}

export function useApproveRequest() {
  const report = useReport();
  const [mutate] = useMutation(ApproveRequestMutation, REFETCH);
  return useCallback(
    (requestId: string, orderNumber: string) =>
      report(
        async () =>
          (await mutate({ variables: { input: { requestId, orderNumber } } })).data
            ?.approvePurchaseRequest.errors[0],
        REQUEST_TEXTS.accepted,
        REQUEST_TEXTS.acceptFailed,
      ),
    [mutate, report],
  );
}

export function useDeclineRequest() {
  const report = useReport();
  const [mutate] = useMutation(DeclineRequestMutation, REFETCH);
  return useCallback(
    (requestId: string, message: string) =>
      report(
        async () =>
          (await mutate({ variables: { input: { requestId, message } } })).data
            ?.declinePurchaseRequest.errors[0],
        REQUEST_TEXTS.declined,
        REQUEST_TEXTS.declineFailed,
      ),
    [mutate, report],
  );
}

export function useWithdrawRequest() {
  const report = useReport();
  const [mutate] = useMutation(WithdrawRequestMutation, {
    ...REFETCH,
    // The withdrawn request joins the archive, which is not on screen (the open list or the
    // request form is): its cached pages are dropped, so /archive fetches them when next shown.
    update(cache, { data }) {
      if (data?.withdrawPurchaseRequest.purchaseRequest) {
        forgetRequestList(cache, 'archivedRequests');
      }
    },
  });
  return useCallback(
    (id: string) =>
      report(
        async () => (await mutate({ variables: { id } })).data?.withdrawPurchaseRequest.errors[0],
        REQUEST_TEXTS.deleted,
        REQUEST_TEXTS.deleteFailed,
      ),
    [mutate, report],
  );
}

export function useRestoreRequest() {
  const report = useReport();
  const [mutate] = useMutation(RestoreRequestMutation, REFETCH);
  return useCallback(
    (id: string) =>
      report(
        async () => (await mutate({ variables: { id } })).data?.restoreArchivedRequest.errors[0],
        REQUEST_TEXTS.restored,
        REQUEST_TEXTS.restoreFailed,
      ),
    [mutate, report],
  );
}

export function useDeleteArchivedRequest() {
  const report = useReport();
  const [mutate] = useMutation(DeleteArchivedRequestMutation, REFETCH);
  return useCallback(
    (id: string) =>
      report(
        async () => (await mutate({ variables: { id } })).data?.deleteArchivedRequest.errors[0],
        REQUEST_TEXTS.deleted,
        REQUEST_TEXTS.deleteFailed,
      ),
    [mutate, report],
  );
}

/** The spec names no texts for the justification review: the server's message is shown as is. */
const justificationFailed = (message: string) => `Error: ${message}`;

export function useSignJustification() {
  const report = useReport();
  const [mutate] = useMutation(SignJustificationMutation, REFETCH);
  return useCallback(
    (requestId: string, date: string, comment: string) =>
      report(
        async () =>
          (await mutate({ variables: { input: { requestId, date, comment } } })).data
            ?.signJustification.errors[0],
        'Justification signed successfully',
        justificationFailed,
      ),
    [mutate, report],
  );
}

export function useDeclineJustification() {
  const report = useReport();
  const [mutate] = useMutation(DeclineJustificationMutation, REFETCH);
  return useCallback(
    (requestId: string, comment: string) =>
      report(
        async () =>
          (await mutate({ variables: { input: { requestId, comment } } })).data
            ?.declineJustification.errors[0],
        REQUEST_TEXTS.declined,
        REQUEST_TEXTS.declineFailed,
      ),
    [mutate, report],
  );
}

/** Typing an item updates it in the cache by its id (the modal re-renders from the row). */
export function useAssignCostType() {
  const showBanner = useBanner();
  const [mutate] = useMutation(AssignCostTypeMutation);
  return useCallback(
    async (listItemId: string, type: ListItemType, costType: CostType): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { input: { listItemId, type, costType } } });
        const failure = data?.assignListItemCostType.errors[0];
        if (failure) showBanner(REQUEST_TEXTS.listItemFailed(failure.message));
        return !failure;
      } catch (error) {
        showBanner(REQUEST_TEXTS.listItemFailed(errorBannerText(error).replace(/^Error: /, '')));
        return false;
      }
    },
    [mutate, showBanner],
  );
}
