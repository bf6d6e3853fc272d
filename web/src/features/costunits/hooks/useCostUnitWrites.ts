// The cost-unit writes of the create and manage screens with their spec §8 banners. Every write
// drops the cached lists that show cost units or allocations, so whoever shows them asks again.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { COST_UNIT_TEXTS } from '@cost-steering/schema';
import type {
  CostUnitAllocationInput,
  CostUnitFieldsFragment,
  CreateCostUnitInput,
  UpdateCostUnitInput,
  UserErrorCode,
} from '../../../gql/graphql';

export interface UserError {
  field?: string | null;
  message: string;
  code: UserErrorCode;
}
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import {
  AllocateProductMutation,
  CreateCostUnitMutation,
  RemoveProductMutation,
  SetPercentageMutation,
  UpdateCostUnitMutation,
} from '../documents';

export type WriteOutcome =
  | { status: 'done'; costUnit: CostUnitFieldsFragment }
  | { status: 'refused'; errors: UserError[] }
  | { status: 'failed' };

const LISTS = ['costUnits', 'costUnitFilters', 'productCostUnitAllocation', 'remainingPercentage'];
/** What a cost unit screen shows of one cost unit (Manage reads it by name). */
const ONE_COST_UNIT = ['costUnit', 'costUnitByName'];

/** Whether the write's payload says NOT_FOUND: another user removed what it would change. */
function foundGone(data: unknown): boolean {
  const [payload] = Object.values((data ?? {}) as Record<string, { errors?: UserError[] } | null>);
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

/** 'Error: {server text}' (spec §8) — the bff's texts of §8 already begin with 'Error: '. */
export const withErrorPrefix = (message: string) =>
  message.startsWith('Error') ? message : COST_UNIT_TEXTS.addFailed(message);

interface Texts {
  done: string;
  refused(errors: UserError[]): string;
  failed(error: unknown): string;
}

type Payload = { costUnit?: CostUnitFieldsFragment | null; errors: UserError[] } | undefined;

function useWrite<Input>(
  run: (input: Input) => Promise<Payload>,
  texts: Texts,
): (input: Input) => Promise<WriteOutcome> {
  const showBanner = useBanner();
  return useCallback(
    async (input: Input) => {
      try {
        const payload = await run(input);
        if (payload?.costUnit) {
          showBanner(texts.done);
          return { status: 'done', costUnit: payload.costUnit };
        }
        const errors = payload?.errors ?? [];
        showBanner(texts.refused(errors));
        return { status: 'refused', errors };
      } catch (error) {
        showBanner(texts.failed(error));
        return { status: 'failed' };
      }
    },
    [run, showBanner, texts],
  );
}

const firstMessage = (errors: UserError[]) => errors[0]?.message ?? 'unknown error';

const CREATE_TEXTS: Texts = {
  done: COST_UNIT_TEXTS.created,
  refused: (errors) =>
    errors.some((e) => e.code === 'DUPLICATE_NAME')
      ? COST_UNIT_TEXTS.duplicate
      : COST_UNIT_TEXTS.createFailed(firstMessage(errors)),
  failed: (error) => COST_UNIT_TEXTS.createFailed(errorBannerText(error).replace(/^Error: /, '')),
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
  refused: (errors) => withErrorPrefix(firstMessage(errors)),
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
  refused: (errors) => withErrorPrefix(firstMessage(errors)),
  failed: () => COST_UNIT_TEXTS.updateFailed,
};
const REMOVE_TEXTS: Texts = {
  done: COST_UNIT_TEXTS.removed,
  refused: (errors) => COST_UNIT_TEXTS.deleteFailed(firstMessage(errors)),
  failed: () => COST_UNIT_TEXTS.removeFailed,
};

export function useCostUnitWrites() {
  const options = { update: dropCostUnitLists };
  const [create] = useMutation(CreateCostUnitMutation, options);
  const [update] = useMutation(UpdateCostUnitMutation, options);
  const [allocate] = useMutation(AllocateProductMutation, options);
  const allocation = useCallback(
    async (input: CostUnitAllocationInput) =>
      (await allocate({ variables: { input } })).data?.allocateProductToCostUnit,
    [allocate],
  );
  const [setPercentage] = useMutation(SetPercentageMutation, options);
  const [remove] = useMutation(RemoveProductMutation, options);
  return {
    create: useWrite(
      useCallback(
        async (input: CreateCostUnitInput) =>
          (await create({ variables: { input } })).data?.createCostUnit,
        [create],
      ),
      CREATE_TEXTS,
    ),
    update: useWrite(
      useCallback(
        async (input: UpdateCostUnitInput) =>
          (await update({ variables: { input } })).data?.updateCostUnit,
        [update],
      ),
      UPDATE_TEXTS,
    ),
    allocate: useWrite(allocation, ALLOCATE_TEXTS),
    allocateAfterCreate: useWrite(allocation, ALLOCATE_AFTER_CREATE_TEXTS),
    setPercentage: useWrite(
      useCallback(
        async (input: CostUnitAllocationInput) =>
          (await setPercentage({ variables: { input } })).data?.setCostUnitPercentage,
        [setPercentage],
      ),
      PERCENTAGE_TEXTS,
    ),
    remove: useWrite(
      useCallback(
        async (input: { costUnitId: string; productId: string }) =>
          (await remove({ variables: { input } })).data?.removeProductFromCostUnit,
        [remove],
      ),
      REMOVE_TEXTS,
    ),
  };
}

export type CostUnitWrites = ReturnType<typeof useCostUnitWrites>;
