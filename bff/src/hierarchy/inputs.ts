// GraphQL inputs of the hierarchy mutations → REST bodies, and REST user errors → the texts and
// input fields the user sees (spec §8; DESIGN.md §5). REST names fields its own way (snake_case,
// ids without "Id"); a user error names the GraphQL input field instead.
import { BUDGET_CODES, TEXTS } from '@cost-steering/schema';
import type {
  CreateBudgetEntityInput,
  CreateProductFamilyInput,
  CreateProductInput,
  UpdateBudgetEntityInput,
  UpdatePlatformCostInput,
  UserError,
} from '../generated/graphql.ts';
import { ERROR_CODES } from '../errors.ts';
import { isRestId } from '../keyed.ts';
import type {
  BudgetEntityKind,
  RestBudgetEntityInput,
  RestBudgetEntityUpdate,
  RestFamilyInput,
  RestPlatformCost,
  RestProductInput,
} from './rest-types.ts';

/** Empty decimal inputs mean "not given": the REST rules then say which one is required. */
function optionalDecimal(value: string | null | undefined): string | null {
  return value == null || value.trim() === '' ? null : value.trim();
}

export function toRestFamilyInput(input: CreateProductFamilyInput): RestFamilyInput {
  return {
    name: input.name,
    owner: input.owner,
    year: input.year,
    budgetLimit: optionalDecimal(input.budgetLimit),
    target: optionalDecimal(input.target),
  };
}

/** An id of the input that cannot name a REST entity: refused before any call. */
export class UnknownIdError extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

const ENTITY_NAMES: Record<string, string> = {
  productFamilyId: 'product family',
  productId: 'product',
  regionId: 'region',
  imageId: 'image',
  id: 'entry',
};

function restId(field: string, id: string): number {
  if (!isRestId(id)) {
    throw new UnknownIdError({
      field,
      message: `The ${ENTITY_NAMES[field] ?? field} does not exist.`,
      code: ERROR_CODES.notFound,
    });
  }
  return Number(id);
}

function optionalRestId(field: string, id: string | null | undefined): number | undefined {
  return id == null || id.trim() === '' ? undefined : restId(field, id.trim());
}

/** Absent optional fields are left out (spec §3: the image is dropped from the payload if null). */
export function toRestProductInput(input: CreateProductInput): RestProductInput {
  const body: RestProductInput = {
    name: input.name,
    productfamily: restId('productFamilyId', input.productFamilyId),
    owner: input.owner,
  };
  const region = optionalRestId('regionId', input.regionId);
  const image = optionalRestId('imageId', input.imageId);
  const budgetLimit = optionalDecimal(input.budgetLimit);
  const target = optionalDecimal(input.target);
  const platformCost = optionalDecimal(input.platformCost);
  if (region !== undefined) body.region = region;
  if (image !== undefined) body.image = image;
  if (budgetLimit !== null) body.budgetLimit = budgetLimit;
  if (target !== null) body.target = target;
  if (platformCost !== null) body.platform_cost = platformCost;
  return body;
}

export function toRestPlatformCost(input: UpdatePlatformCostInput): RestPlatformCost {
  return { id: restId('productId', input.productId), platform_cost: input.platformCost };
}

export function toRestBudgetEntityInput(input: CreateBudgetEntityInput): RestBudgetEntityInput {
  const amounts = Object.fromEntries(
    BUDGET_CODES.map((code) => [code, optionalDecimal(input.budget[code])]),
  ) as Pick<RestBudgetEntityInput, (typeof BUDGET_CODES)[number]>;
  return {
    name: input.name,
    product: restId('productId', input.productId),
    owner: input.owner,
    currency: input.currency,
    ...amounts,
  };
}

export function toRestBudgetEntityUpdate(input: UpdateBudgetEntityInput): RestBudgetEntityUpdate {
  const body: RestBudgetEntityUpdate = {
    id: restId('id', input.id),
    ...toRestBudgetEntityInput(input),
  };
  const status = input.status?.trim();
  if (status) body.status = status;
  return body;
}

/** REST field → GraphQL input field, per mutation; other fields keep their names. */
const PRODUCT_FIELDS: Record<string, string> = {
  productfamily: 'productFamilyId',
  region: 'regionId',
  image: 'imageId',
  platform_cost: 'platformCost',
};

const BUDGET_ENTITY_FIELDS: Record<string, string> = {
  product: 'productId',
  ...Object.fromEntries(BUDGET_CODES.map((code) => [code, `budget.${code}`])),
};

function renameFields(errors: UserError[], names: Record<string, string>): UserError[] {
  return errors.map((error) =>
    error.field && names[error.field] ? { ...error, field: names[error.field]! } : error,
  );
}

/** A duplicate name reads as the spec's text (§8), on the name field, whatever the server said. */
function withDuplicateText(errors: UserError[], text: string): UserError[] {
  return errors.map((error) =>
    error.code === 'DUPLICATE_NAME' ? { field: 'name', message: text, code: error.code } : error,
  );
}

export function toFamilyUserErrors(errors: UserError[]): UserError[] {
  return withDuplicateText(errors, TEXTS.familyDuplicate);
}

export function toProductUserErrors(errors: UserError[]): UserError[] {
  return withDuplicateText(renameFields(errors, PRODUCT_FIELDS), TEXTS.productDuplicate);
}

export function toPlatformCostUserErrors(errors: UserError[]): UserError[] {
  return renameFields(errors, PRODUCT_FIELDS);
}

const DUPLICATE_TEXTS: Record<BudgetEntityKind, string> = {
  Project: TEXTS.projectDuplicate,
  Application: TEXTS.applicationDuplicate,
};

export function toBudgetEntityUserErrors(kind: BudgetEntityKind, errors: UserError[]): UserError[] {
  return withDuplicateText(renameFields(errors, BUDGET_ENTITY_FIELDS), DUPLICATE_TEXTS[kind]);
}

/**
 * Image problems belong to the dataUrl field: too large → 'Error: Image size cannot exceed 500kb!',
 * the same bytes as a stored image → 'Same image already exists!'; others keep the server's text.
 */
export function toImageUserErrors(errors: UserError[]): UserError[] {
  return errors.map((error) => {
    if (error.code === 'CONFLICT' || error.code === 'DUPLICATE_NAME') {
      return { field: 'dataUrl', message: TEXTS.imageDuplicate, code: 'CONFLICT' };
    }
    if (error.message === TEXTS.imageTooLargeServer) {
      return { field: 'dataUrl', message: TEXTS.imageTooLarge, code: error.code };
    }
    return error.field === 'newImageData' ? { ...error, field: 'dataUrl' } : error;
  });
}
