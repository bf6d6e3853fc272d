// What creating a project and creating an application share (spec §2, §5, §8): the fields the
// payload brings back, the banner texts by kind and place, the outcome and the cache update. Each
// kind has its own hook (useCreateProject, useCreateApplication) around its own mutation.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { CreateBudgetEntityInput } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { addToParentList, forgetAvailableBudget } from './cacheLists';
import { splitUserErrors, type UserErrorLike } from './userErrors';

/**
 * What a new project's or application's budget changes: the product's budget and available
 * budget and the family's budget, with their forecast colours (which compare against the budget).
 */
export const BudgetChangedProductFields = graphql(`
  fragment BudgetChangedProductFields on Product {
    id
    budget
    availableBudget
    forecastStatus
    family {
      id
      budget
      forecastStatus
    }
  }
`);
export type BudgetEntityKind = 'project' | 'application';

/** Where the form is: its own page, or the 'Create a new Project/Application' modal. */
export type BudgetEntityPlace = 'page' | 'modal';

export const BUDGET_ENTITY_TEXTS: Record<
  BudgetEntityKind,
  { created: string; added: string; duplicate: string }
> = {
  project: {
    created: TEXTS.projectCreated,
    added: TEXTS.projectAdded,
    duplicate: TEXTS.projectDuplicate,
  },
  application: {
    created: TEXTS.applicationCreated,
    added: TEXTS.applicationAdded,
    duplicate: TEXTS.applicationDuplicate,
  },
};

/** The input fields the form shows errors at; `budget` is the cost inputs as a whole. */
const BUDGET_ENTITY_FORM_FIELDS = ['productId', 'name', 'owner', 'currency', 'budget'] as const;

export type CreateBudgetEntityOutcome =
  | { status: 'created'; id: string }
  | { status: 'duplicate' }
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'failed' };

interface CreatedEntity {
  id: string;
  product: { id: string };
}

interface Payload {
  errors: readonly UserErrorLike[];
}

/** Puts the created entity into its product's list (the product's new figures come with it). */
export function addEntityToProduct(
  cache: ApolloCache,
  kind: BudgetEntityKind,
  entity: CreatedEntity | null | undefined,
) {
  if (!entity) return;
  const product = { __typename: 'Product', id: entity.product.id } as const;
  if (kind === 'project') {
    addToParentList(cache, product, 'projects', { __typename: 'Project', id: entity.id });
  } else {
    addToParentList(cache, product, 'applications', { __typename: 'Application', id: entity.id });
  }
}

/** Outcome and banner of a payload that holds no entity. */
function refusedOutcome(
  payload: Payload | undefined,
  input: CreateBudgetEntityInput,
  kind: BudgetEntityKind,
  cache: ApolloCache,
  showBanner: (text: string) => void,
): CreateBudgetEntityOutcome {
  const errors = payload?.errors ?? [];
  if (errors.some((error) => error.code === 'DUPLICATE_NAME')) {
    showBanner(BUDGET_ENTITY_TEXTS[kind].duplicate);
    return { status: 'duplicate' };
  }
  if (errors.some((error) => error.code === 'OVER_BUDGET')) {
    forgetAvailableBudget(cache, { __typename: 'Product', id: String(input.productId) });
  }
  const { fieldErrors, other } = splitUserErrors(errors, BUDGET_ENTITY_FORM_FIELDS);
  if (other.length > 0) showBanner(`Error: ${other.join(' ')}`);
  return { status: 'invalid', fieldErrors };
}

/** What a kind's hook does with its mutation: run it (with its cache update) and hand back the payload. */
export type RunCreate = (
  input: CreateBudgetEntityInput,
) => Promise<{ created: { id: string } | null | undefined; payload: Payload | undefined }>;

/** The create function of a kind: banners and outcome around that kind's mutation. */
export function useBudgetEntityCreation(
  kind: BudgetEntityKind,
  place: BudgetEntityPlace,
  run: RunCreate,
) {
  const showBanner = useBanner();
  const client = useApolloClient();
  return useCallback(
    async (input: CreateBudgetEntityInput): Promise<CreateBudgetEntityOutcome> => {
      const texts = BUDGET_ENTITY_TEXTS[kind];
      try {
        const { created, payload } = await run(input);
        if (created) {
          showBanner(place === 'modal' ? texts.added : texts.created);
          return { status: 'created', id: created.id };
        }
        return refusedOutcome(payload, input, kind, client.cache, showBanner);
      } catch (error) {
        console.error(`create ${kind} failed`, error);
        showBanner(errorBannerText(error));
        return { status: 'failed' };
      }
    },
    [client, kind, place, run, showBanner],
  );
}
