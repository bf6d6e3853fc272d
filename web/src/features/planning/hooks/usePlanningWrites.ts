// The planning writes (spec §2 'Financial plan', §8 future financials texts): each mutation shows
// its banner and refetches the lists it changes (in review, approved, the picture).
import { useCallback } from 'react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  AddFutureBudgetCommentMutation as CommentData,
  ApproveFutureBudgetMutation as ApproveData,
  CreateFutureBudgetInput,
  CreateFutureBudgetMutation as CreateData,
  DeclineFutureBudgetMutation as DeclineData,
  FutureBudgetFieldsFragment,
} from '../../../gql/graphql';
import {
  useWrite,
  type WriteOutcome as Outcome,
  type Write,
  type WritePayload,
} from '../../../shared/writes/useWrite';

export const CreateFutureBudgetMutation = graphql(`
  mutation CreateFutureBudget($input: CreateFutureBudgetInput!) {
    createFutureBudget(input: $input) {
      futureBudget {
        ...FutureBudgetFields
      }
      errors {
        ...UserErrorFields
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
        ...UserErrorFields
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
        ...UserErrorFields
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
        ...UserErrorFields
      }
    }
  }
`);

/** Lists a decision or a new request changes. */
const LISTS = ['FutureBudgetList', 'PlanningPicture'];

export type WriteOutcome = Outcome<FutureBudgetFieldsFragment>;

type Payload = WritePayload & { futureBudget?: FutureBudgetFieldsFragment | null };

/**
 * A planning write: its success text (none when empty) and its failure text of the spec, followed
 * on a refusal by the server's reason (the first error that names no field).
 */
function planningWrite<TData>(
  payload: (data: TData) => Payload,
  success: string,
  failure: string,
): Write<TData, Payload, FutureBudgetFieldsFragment> {
  return {
    payload,
    done: (result) => result.futureBudget,
    success,
    refused: (_rest, all) => {
      const reason = all.find((error) => !error.field)?.message;
      return reason ? `${failure} ${reason}` : failure;
    },
    failed: () => failure,
  };
}

const OPTIONS = { refetchQueries: LISTS };

const CREATE = planningWrite<CreateData>(
  (data) => data.createFutureBudget,
  TEXTS.futureCreated,
  TEXTS.futureCreateFailed,
);
const APPROVE = planningWrite<ApproveData>(
  (data) => data.approveFutureBudget,
  TEXTS.futureApproved,
  TEXTS.futureApproveFailed,
);
const DECLINE = planningWrite<DeclineData>(
  (data) => data.declineFutureBudget,
  TEXTS.futureDeclined,
  TEXTS.futureDeclineFailed,
);
const COMMENT = planningWrite<CommentData>(
  (data) => data.addFutureBudgetComment,
  '',
  'Error: Unable to add the comment.',
);

export function useCreateFutureBudget() {
  const write = useWrite(CreateFutureBudgetMutation, CREATE, OPTIONS);
  return useCallback((input: CreateFutureBudgetInput) => write({ input }), [write]);
}

export type Decision =
  { approve: true; approvedBudget: string } | { approve: false; reason: string };

export function useDecideFutureBudget() {
  const approve = useWrite(ApproveFutureBudgetMutation, APPROVE, OPTIONS);
  const decline = useWrite(DeclineFutureBudgetMutation, DECLINE, OPTIONS);
  return useCallback(
    (id: string, decision: Decision): Promise<WriteOutcome> =>
      decision.approve
        ? approve({ input: { id, approvedBudget: decision.approvedBudget } })
        : decline({ input: { id, reason: decision.reason } }),
    [approve, decline],
  );
}

export function useAddFutureBudgetComment() {
  const write = useWrite(AddFutureBudgetCommentMutation, COMMENT);
  return useCallback(
    (futureBudgetId: string, message: string) => write({ input: { futureBudgetId, message } }),
    [write],
  );
}
