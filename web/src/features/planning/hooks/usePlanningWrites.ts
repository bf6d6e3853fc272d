// The planning writes (spec §2 'Financial plan', §8 future financials texts): each mutation shows
// its banner and refetches the lists it changes (in review, approved, the picture).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  CreateFutureBudgetInput,
  FutureBudgetFieldsFragment,
  UserErrorCode,
} from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';

export const CreateFutureBudgetMutation = graphql(`
  mutation CreateFutureBudget($input: CreateFutureBudgetInput!) {
    createFutureBudget(input: $input) {
      futureBudget {
        ...FutureBudgetFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const ApproveFutureBudgetMutation = graphql(`
  mutation ApproveFutureBudget($input: ApproveFutureBudgetInput!) {
    approveFutureBudget(input: $input) {
      futureBudget {
        ...FutureBudgetFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const DeclineFutureBudgetMutation = graphql(`
  mutation DeclineFutureBudget($input: DeclineFutureBudgetInput!) {
    declineFutureBudget(input: $input) {
      futureBudget {
        ...FutureBudgetFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const AddFutureBudgetCommentMutation = graphql(`
  mutation AddFutureBudgetComment($input: AddFutureBudgetCommentInput!) {
    addFutureBudgetComment(input: $input) {
      futureBudget {
        ...FutureBudgetFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

/** Lists a decision or a new request changes. */
const LISTS = ['FutureBudgetList', 'PlanningPicture'];

/** A user error of a payload (UserError of the schema, as selected). */
export interface UserError {
  field?: string | null;
  message: string;
  code: UserErrorCode;
}

export type WriteOutcome =
  | { status: 'done'; futureBudget: FutureBudgetFieldsFragment }
  | { status: 'refused'; errors: readonly UserError[] }
  | { status: 'failed' };

type Payload =
  | {
      futureBudget?: FutureBudgetFieldsFragment | null;
      errors: readonly UserError[];
    }
  | null
  | undefined;

/** A refusal's banner: the failure text of the spec, then the server's reason. */
function outcomeOf(
  payload: Payload,
  success: string,
  failure: string,
  showBanner: (message: string) => void,
): WriteOutcome {
  if (payload?.futureBudget) {
    if (success) showBanner(success);
    return { status: 'done', futureBudget: payload.futureBudget };
  }
  const errors = payload?.errors ?? [];
  const reason = errors.find((error) => !error.field)?.message;
  showBanner(reason ? `${failure} ${reason}` : failure);
  return { status: 'refused', errors };
}

export function useCreateFutureBudget() {
  const showBanner = useBanner();
  const [mutate] = useMutation(CreateFutureBudgetMutation, { refetchQueries: LISTS });
  return useCallback(
    async (input: CreateFutureBudgetInput): Promise<WriteOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return outcomeOf(
          data?.createFutureBudget,
          TEXTS.futureCreated,
          TEXTS.futureCreateFailed,
          showBanner,
        );
      } catch {
        showBanner(TEXTS.futureCreateFailed);
        return { status: 'failed' };
      }
    },
    [mutate, showBanner],
  );
}

export type Decision =
  { approve: true; approvedBudget: string } | { approve: false; reason: string };

export function useDecideFutureBudget() {
  const showBanner = useBanner();
  const [approve] = useMutation(ApproveFutureBudgetMutation, { refetchQueries: LISTS });
  const [decline] = useMutation(DeclineFutureBudgetMutation, { refetchQueries: LISTS });
  return useCallback(
    async (id: string, decision: Decision): Promise<WriteOutcome> => {
      const failure = decision.approve ? TEXTS.futureApproveFailed : TEXTS.futureDeclineFailed;
      const success = decision.approve ? TEXTS.futureApproved : TEXTS.futureDeclined;
      try {
        const payload = decision.approve
          ? (
              await approve({
                variables: { input: { id, approvedBudget: decision.approvedBudget } },
              })
            ).data?.approveFutureBudget
          : (await decline({ variables: { input: { id, reason: decision.reason } } })).data
              ?.declineFutureBudget;
        return outcomeOf(payload, success, failure, showBanner);
      } catch {
        showBanner(failure);
        return { status: 'failed' };
      }
    },
    [approve, decline, showBanner],
  );
}

export function useAddFutureBudgetComment() {
  const showBanner = useBanner();
  const [mutate] = useMutation(AddFutureBudgetCommentMutation);
  return useCallback(
    async (futureBudgetId: string, message: string): Promise<WriteOutcome> => {
      try {
        const { data } = await mutate({ variables: { input: { futureBudgetId, message } } });
        return outcomeOf(
          data?.addFutureBudgetComment,
          '',
          'Error: Unable to add the comment.',
          showBanner,
        );
      } catch {
        showBanner('Error: Unable to add the comment.');
        return { status: 'failed' };
      }
    },
    [mutate, showBanner],
  );
}
