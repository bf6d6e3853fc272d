// Writes of the hierarchy: each returns its payload with user errors for expected failures
// (REST 400/409/422, spec §8 texts); a 403 stays the GraphQL error FORBIDDEN. After a write the
// request's hierarchy loaders are cleared so the payload and later fields read fresh figures.
import type {
  CreateBudgetEntityInput,
  Resolvers,
  UpdateBudgetEntityInput,
  UserError,
} from '../generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { writeUserErrorsOf } from '../errors.ts';
import { createBudgetEntity, updateBudgetEntity } from './budget-entities-rest.ts';
import { uploadImage } from './images-rest.ts';
import {
  UnknownIdError,
  toBudgetEntityUserErrors,
  toFamilyUserErrors,
  toImageUserErrors,
  toPlatformCostUserErrors,
  toProductUserErrors,
  toRestBudgetEntityInput,
  toRestBudgetEntityUpdate,
  toRestFamilyInput,
  toRestPlatformCost,
  toRestProductInput,
} from './inputs.ts';
import { toProductImage } from './mappers.ts';
import { createProduct, updatePlatformCost } from './products-rest.ts';
import { createFamily } from './rest.ts';
import type { BudgetEntityKind } from './rest-types.ts';

/**
 * Runs a write: its result, or the user errors of an expected failure. A 404 of an entity the
 * input names is a user error too (it may have been deleted meanwhile); anything else is thrown.
 */
async function write<T>(
  { loaders }: GraphQLContext,
  run: () => Promise<T>,
  toUserErrors: (errors: UserError[]) => UserError[],
): Promise<{ value: T; errors: [] } | { value: null; errors: UserError[] }> {
  try {
    const value = await run();
    loaders.hierarchy.clearAfterWrite();
    return { value, errors: [] };
  } catch (error) {
    if (error instanceof UnknownIdError) return { value: null, errors: [error.userError] };
    return { value: null, errors: toUserErrors(writeUserErrorsOf(error)) };
  }
}

function createEntity(
  context: GraphQLContext,
  kind: BudgetEntityKind,
  input: CreateBudgetEntityInput,
) {
  return write(
    context,
    () => createBudgetEntity(context.rest, kind, toRestBudgetEntityInput(input)),
    (errors) => toBudgetEntityUserErrors(kind, errors),
  );
}

function updateEntity(
  context: GraphQLContext,
  kind: BudgetEntityKind,
  input: UpdateBudgetEntityInput,
) {
  return write(
    context,
    () => updateBudgetEntity(context.rest, kind, toRestBudgetEntityUpdate(input)),
    (errors) => toBudgetEntityUserErrors(kind, errors),
  );
}

export const mutationResolvers: Resolvers = {
  Mutation: {
    createProductFamily: async (_parent, { input }, context) => {
      const { value, errors } = await write(
        context,
        () => createFamily(context.rest, toRestFamilyInput(input)),
        toFamilyUserErrors,
      );
      return { productFamily: value, errors };
    },
    createProduct: async (_parent, { input }, context) => {
      const { value, errors } = await write(
        context,
        () => createProduct(context.rest, toRestProductInput(input)),
        toProductUserErrors,
      );
      return { product: value, errors };
    },
    uploadProductImage: async (_parent, { input }, context) => {
      const { value, errors } = await write(
        context,
        () => uploadImage(context.rest, { name: input.name, newImageData: input.dataUrl }),
        toImageUserErrors,
      );
      return { image: value && toProductImage(value), errors };
    },
    updatePlatformCost: async (_parent, { input }, context) => {
      const { value, errors } = await write(
        context,
        () => updatePlatformCost(context.rest, toRestPlatformCost(input)),
        toPlatformCostUserErrors,
      );
      return { product: value, errors };
    },
    createProject: async (_parent, { input }, context) => {
      const { value, errors } = await createEntity(context, 'Project', input);
      return { project: value, errors };
    },
    updateProject: async (_parent, { input }, context) => {
      const { value, errors } = await updateEntity(context, 'Project', input);
      return { project: value, errors };
    },
    createApplication: async (_parent, { input }, context) => {
      const { value, errors } = await createEntity(context, 'Application', input);
      return { application: value, errors };
    },
    updateApplication: async (_parent, { input }, context) => {
      const { value, errors } = await updateEntity(context, 'Application', input);
      return { application: value, errors };
    },
  },
};
