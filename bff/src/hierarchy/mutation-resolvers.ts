// Writes of the hierarchy: each returns its payload with user errors for expected failures
// (REST 400/409/422, spec §8 texts; the rules per mutation in inputs.ts); a 403 stays the GraphQL
// error FORBIDDEN. After a write the request's hierarchy loaders are cleared so the payload and
// later fields read fresh figures.
import type {
  CreateBudgetEntityInput,
  Resolvers,
  UpdateBudgetEntityInput,
} from '../generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { write, type WriteRules } from '../writes/write.ts';
import { createBudgetEntity, updateBudgetEntity } from './budget-entities-rest.ts';
import { uploadImage } from './images-rest.ts';
import {
  budgetEntityWrite,
  FAMILY_WRITE,
  IMAGE_WRITE,
  PLATFORM_COST_WRITE,
  PRODUCT_WRITE,
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

/** A hierarchy write: its figures change, so the request's hierarchy loaders start afresh. */
const hierarchyWrite = <T>({ loaders }: GraphQLContext, run: () => Promise<T>, rules: WriteRules) =>
  write(run, { ...rules, afterWrite: () => loaders.hierarchy.clearAfterWrite() });

function createEntity(
  context: GraphQLContext,
  kind: BudgetEntityKind,
  input: CreateBudgetEntityInput,
) {
  return hierarchyWrite(
    context,
    () => createBudgetEntity(context.rest, kind, toRestBudgetEntityInput(input)),
    budgetEntityWrite(kind),
  );
}

function updateEntity(
  context: GraphQLContext,
  kind: BudgetEntityKind,
  input: UpdateBudgetEntityInput,
) {
  return hierarchyWrite(
    context,
    () => updateBudgetEntity(context.rest, kind, toRestBudgetEntityUpdate(input)),
    budgetEntityWrite(kind),
  );
}

export const mutationResolvers: Resolvers = {
  Mutation: {
    createProductFamily: async (_parent, { input }, context) => {
      const { value, errors } = await hierarchyWrite(
        context,
        () => createFamily(context.rest, toRestFamilyInput(input)),
        FAMILY_WRITE,
      );
      return { productFamily: value, errors };
    },
    createProduct: async (_parent, { input }, context) => {
      const { value, errors } = await hierarchyWrite(
        context,
        () => createProduct(context.rest, toRestProductInput(input)),
        PRODUCT_WRITE,
      );
      return { product: value, errors };
    },
    uploadProductImage: async (_parent, { input }, context) => {
      const { value, errors } = await hierarchyWrite(
        context,
        () => uploadImage(context.rest, { name: input.name, newImageData: input.dataUrl }),
        IMAGE_WRITE,
      );
      return { image: value && toProductImage(value), errors };
    },
    updatePlatformCost: async (_parent, { input }, context) => {
      const { value, errors } = await hierarchyWrite(
        context,
        () => updatePlatformCost(context.rest, toRestPlatformCost(input)),
        PLATFORM_COST_WRITE,
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
