// The cost-unit writes of the create and manage screens with their spec §8 banners. Every write
// drops the cached lists that show cost units or allocations, so whoever shows them asks again.
import { useCallback } from 'react';
import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { COST_UNIT_TEXTS } from '@cost-steering/schema';
import type {
  AllocateProductToCostUnitMutation as AllocateData,
  CostUnitFieldsFragment,
  CreateCostUnitMutation as CreateData,
  RemoveProductFromCostUnitMutation,
  SetCostUnitPercentageMutation,
  UpdateCostUnitMutation as UpdateData,
} from '../../../gql/graphql';
import { errorBannerText, errorReason, errorText } from '../../../shared/errors/errorText';
import {
  useWrite,
  type UserError,
  type WriteOutcome as Outcome,
  type Write,
} from '../../../shared/writes/useWrite';
import {
  AllocateProductMutation,
  CreateCostUnitMutation,
  RemoveProductMutation,
  SetPercentageMutation,
  UpdateCostUnitMutation,
} from '../documents';

export type WriteOutcome =
  | { status: 'done'; costUnit: CostUnitFieldsFragment }
  | Exclude<Outcome<CostUnitFieldsFragment>, { status: 'done' }>;

const LISTS = ['costUnits', 'costUnitFilters', 'productCostUnitAllocation', 'remainingPercentage'];
/** What a cost unit screen shows of one cost unit (Manage reads it by name). */
const ONE_COST_UNIT = ['costUnit', 'costUnitByName'];

/** Whether the write's payload says NOT_FOUND: another user removed what it would change. */
function foundGone(data: unknown): boolean {
  const [payload] = Object.values(
    (data ?? {}) as Record<string, { errors?: readonly UserError[] } | null>,
  );
  return payload?.errors?.some((error) => error.code === 'NOT_FOUND') ?? false;
}

/**
 * Drops the cached lists after every write; after a NOT_FOUND also the cost unit on screen, which
 * still shows what is gone (no payload brings it fresh), so that it is asked again.
 */
function dropCostUnitLists(cache: ApolloCache, { data }: { data?: unknown }) {
  for (const fieldName of foundGone(data) ? [...LISTS, ...ONE_COST_UNIT] : LISTS) {
    cache.evict({ fieldName });
  }
  cache.gc();
}

type Payload = { costUnit?: CostUnitFieldsFragment | null; errors: readonly UserError[] };

interface Texts {
  done: string;
  refused(errors: readonly UserError[]): string;
  failed(error: unknown): string;
}

/** A cost unit write whose payload is `field` of its data, with its texts. */
function costUnitWrite<TData>(
  field: keyof TData,
  texts: Texts,
): Write<TData, Payload, CostUnitFieldsFragment> {
  return {
    payload: (data) => data[field] as Payload,
    done: (payload) => payload.costUnit,
    success: texts.done,
    refused: (_rest, all) => texts.refused(all),
    failed: texts.failed,
  };
}

const firstMessage = (errors: readonly UserError[]) => errors[0]?.message ?? 'unknown error';

const CREATE_TEXTS: Texts = {
  done: COST_UNIT_TEXTS.created,
  refused: (errors) =>
    errors.some((e) => e.code === 'DUPLICATE_NAME')
      ? COST_UNIT_TEXTS.duplicate
      : COST_UNIT_TEXTS.createFailed(firstMessage(errors)),
  failed: (error) => COST_UNIT_TEXTS.createFailed(errorReason(error)),
};
const UPDATE_TEXTS: Texts = {
  done: COST_UNIT_TEXTS.updated,
  refused: (errors) =>
    errors.some((e) => e.code === 'DUPLICATE_NAME')
      ? COST_UNIT_TEXTS.duplicate
      : COST_UNIT_TEXTS.updateFailed,
  failed: () => COST_UNIT_TEXTS.updateFailed,
};
const ALLOCATE_TEXTS: Texts = {
  done: COST_UNIT_TEXTS.productAddedBanner,
  refused: (errors) => errorText(firstMessage(errors)),
  failed: (error) => errorBannerText(error),
};
/**
 * Spec §8 names two texts for an added product; decided here (web/README.md 'Cost units'):
 * 'Product added successfully' under a cost unit just created, the other on Manage.
 */
const ALLOCATE_AFTER_CREATE_TEXTS: Texts = {
  ...ALLOCATE_TEXTS,
  done: COST_UNIT_TEXTS.productAdded,
};
const PERCENTAGE_TEXTS: Texts = {
  done: COST_UNIT_TEXTS.updated,
  refused: (errors) => errorText(firstMessage(errors)),
  failed: () => COST_UNIT_TEXTS.updateFailed,
};
const REMOVE_TEXTS: Texts = {
  done: COST_UNIT_TEXTS.removed,
  refused: (errors) => COST_UNIT_TEXTS.deleteFailed(firstMessage(errors)),
  failed: () => COST_UNIT_TEXTS.removeFailed,
};

const OPTIONS = { update: dropCostUnitLists };

const CREATE = costUnitWrite<CreateData>('createCostUnit', CREATE_TEXTS);
const UPDATE = costUnitWrite<UpdateData>('updateCostUnit', UPDATE_TEXTS);
const ALLOCATE = costUnitWrite<AllocateData>('allocateProductToCostUnit', ALLOCATE_TEXTS);
const ALLOCATE_AFTER_CREATE = costUnitWrite<AllocateData>(
  'allocateProductToCostUnit',
  ALLOCATE_AFTER_CREATE_TEXTS,
);
const PERCENTAGE = costUnitWrite<SetCostUnitPercentageMutation>(
  'setCostUnitPercentage',
  PERCENTAGE_TEXTS,
);
const REMOVE = costUnitWrite<RemoveProductFromCostUnitMutation>(
  'removeProductFromCostUnit',
  REMOVE_TEXTS,
);

/** A write of one `input`, as the screens call it. */
function useInputWrite<TData, TInput>(
  mutation: TypedDocumentNode<TData, { input: TInput }>,
  write: Write<TData, Payload, CostUnitFieldsFragment>,
) {
  const run = useWrite(mutation, write, OPTIONS);
  return useCallback(
    async (input: TInput): Promise<WriteOutcome> => {
      const outcome = await run({ input });
      return outcome.status === 'done' ? { status: 'done', costUnit: outcome.done } : outcome;
    },
    [run],
  );
}

export function useCostUnitWrites() {
  return {
    create: useInputWrite(CreateCostUnitMutation, CREATE),
    update: useInputWrite(UpdateCostUnitMutation, UPDATE),
    allocate: useInputWrite(AllocateProductMutation, ALLOCATE),
    allocateAfterCreate: useInputWrite(AllocateProductMutation, ALLOCATE_AFTER_CREATE),
    setPercentage: useInputWrite(SetPercentageMutation, PERCENTAGE),
    remove: useInputWrite(RemoveProductMutation, REMOVE),
  };
}

export type CostUnitWrites = ReturnType<typeof useCostUnitWrites>;
