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
import { inputId } from '../writes/input-ids.ts';
import type { WriteRules } from '../writes/write.ts';
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

const ENTITY_NAMES: Record<string, string> = {
  productFamilyId: 'product family',
  productId: 'product',
  regionId: 'region',
  imageId: 'image',
  id: 'entry',
};

/** An id of the input that cannot name a REST entity: refused before any call (InputIdError). */
const restId = (field: string, id: string): number =>
  Number(inputId(field, id, `The ${ENTITY_NAMES[field] ?? field} does not exist.`));

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

/** A duplicate name reads as the spec's text (§8), on the name field, whatever the server said. */
const duplicateText =
  (text: string) =>
  (error: UserError): UserError =>
    error.code === 'DUPLICATE_NAME' ? { field: 'name', message: text, code: error.code } : error;

/** What a hierarchy write changes may be gone (deleted meanwhile): the REST API's text. */
const GONE = { gone: 'rest-text' } as const;

export const FAMILY_WRITE: WriteRules = { ...GONE, text: duplicateText(TEXTS.familyDuplicate) };

export const PRODUCT_WRITE: WriteRules = {
  ...GONE,
  fields: PRODUCT_FIELDS,
  text: duplicateText(TEXTS.productDuplicate),
};

export const PLATFORM_COST_WRITE: WriteRules = { ...GONE, fields: PRODUCT_FIELDS };

const DUPLICATE_TEXTS: Record<BudgetEntityKind, string> = {
  Project: TEXTS.projectDuplicate,
  Application: TEXTS.applicationDuplicate,
};

export const budgetEntityWrite = (kind: BudgetEntityKind): WriteRules => ({
  ...GONE,
  fields: BUDGET_ENTITY_FIELDS,
  text: duplicateText(DUPLICATE_TEXTS[kind]),
});

/**
 * Image problems belong to the dataUrl field: too large → 'Error: Image size cannot exceed 500kb!',
 * the same bytes as a stored image → 'Same image already exists!'; others keep the server's text.
 */
export const IMAGE_WRITE: WriteRules = {
  ...GONE,
  fields: { newImageData: 'dataUrl' },
  text: (error) => {
    if (error.code === 'CONFLICT' || error.code === 'DUPLICATE_NAME') {
      return { field: 'dataUrl', message: TEXTS.imageDuplicate, code: 'CONFLICT' };
    }
    if (error.message === TEXTS.imageTooLargeServer) {
      return { field: 'dataUrl', message: TEXTS.imageTooLarge, code: error.code };
    }
    return error;
  },
};
