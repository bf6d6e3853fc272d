// Creating a project or an application (spec §2 'Create project / application', §5, §8): one hook
// driven by the kind. 'Project created successfully!' on the page, 'Project added successfully!'
// in the modal (Application likewise); the entity joins its product's list, and the product's and
// family's new figures come with it.
import { useCallback, useMemo } from 'react';
import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  CreateApplicationMutation as ApplicationData,
  CreateBudgetEntityInput,
  CreateProjectMutation as ProjectData,
} from '../../../gql/graphql';
import { errorBannerText, errorText } from '../../../shared/errors/errorText';
import {
  toFormOutcome,
  useWrite,
  type FormOutcome,
  type Write,
  type WritePayload,
} from '../../../shared/writes/useWrite';
import { addToParentList, forgetAvailableBudget } from './cacheLists';
import { CreateApplicationMutation, CreateProjectMutation } from './budgetEntityDocuments';

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
const BUDGET_ENTITY_FORM_FIELDS = ['productId', 'name', 'owner', 'currency', 'budget'];

interface CreatedEntity {
  id: string;
  product: { id: string };
}

export type CreateBudgetEntityOutcome = FormOutcome<string>;

/** Puts the created entity into its product's list (the product's new figures come with it). */
function addEntityToProduct(
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

type Data = ProjectData & ApplicationData;
type Payload = WritePayload & { entity?: CreatedEntity | null };

/** The created entity of either kind's payload. */
function payloadOf(data: Partial<Data>): Payload | undefined {
  const payload = data.createProject ?? data.createApplication;
  if (!payload) return undefined;
  const entity =
    'project' in payload ? payload.project : (payload as Data['createApplication']).application;
  return { errors: payload.errors, entity };
}

function budgetEntityWrite(
  kind: BudgetEntityKind,
  place: BudgetEntityPlace,
): Write<Data, Payload, string> {
  const texts = BUDGET_ENTITY_TEXTS[kind];
  return {
    payload: payloadOf,
    done: (payload) => payload.entity?.id,
    success: place === 'modal' ? texts.added : texts.created,
    fields: BUDGET_ENTITY_FORM_FIELDS,
    refused: (rest, all) => {
      if (all.some((error) => error.code === 'DUPLICATE_NAME')) return texts.duplicate;
      return rest.length > 0 ? errorText(rest.map((error) => error.message).join(' ')) : null;
    },
    failed: (error) => {
      console.error(`create ${kind} failed`, error);
      return errorBannerText(error);
    },
  };
}

/** The create function of a kind, with the banners of its place (its page or the modal). */
export function useCreateBudgetEntity(kind: BudgetEntityKind, place: BudgetEntityPlace) {
  const client = useApolloClient();
  const write = useMemo(() => budgetEntityWrite(kind, place), [kind, place]);
  const options = useMemo(
    () => ({
      update: (cache: ApolloCache, result: { data?: Partial<Data> | null }) =>
        addEntityToProduct(cache, kind, result.data ? payloadOf(result.data)?.entity : null),
    }),
    [kind],
  );
  const run = useWrite(
    (kind === 'project'
      ? CreateProjectMutation
      : CreateApplicationMutation) as never as TypedDocumentNode<
      Data,
      { input: CreateBudgetEntityInput }
    >,
    write,
    options,
  );
  return useCallback(
    async (input: CreateBudgetEntityInput): Promise<CreateBudgetEntityOutcome> => {
      const outcome = await run({ input });
      if (
        outcome.status === 'refused' &&
        outcome.errors.some((error) => error.code === 'OVER_BUDGET')
      ) {
        forgetAvailableBudget(client.cache, { __typename: 'Product', id: String(input.productId) });
      }
      return toFormOutcome(outcome);
    },
    [client, run],
  );
}
