// Spec §5 'Platform': the same rules run in the platform forms (Formik) and on the server
// (rest-api/src/platforms). Texts of spec §8 for platforms are here too, beside their rules.
import { LIMITS } from '../limits.ts';
import { compareDecimals, isDecimal } from './decimal.ts';
import { decimalString, fitsMoney, minMoney, moneyFormatMessage } from './money.ts';
import { NAME_MESSAGES, SEARCH_TOO_LONG, required } from './messages.ts';
import { fields, text } from './typed.ts';

export const PLATFORM_MESSAGES = {
  ...NAME_MESSAGES,
  ownerRequired: required('Owner'),
  platformRequired: required('Platform'),
  familyRequired: required('Product family'),
  productRequired: required('Product'),
  consumerRequired: 'Choose a project or an application',
  costRequired: required('Platform cost'),
  costNegative: 'Platform cost must be at least 0',
  costNumber: 'Platform cost must be a number',
  costDecimals: moneyFormatMessage('Platform cost'),
  searchTooLong: SEARCH_TOO_LONG,
} as const;

/** Spec §8 and §2 texts of the platform screens (copied, never paraphrased). */
export const PLATFORM_TEXTS = {
  consumerAdded: 'Successfully added consumer to platform',
  platformModified: 'Successfully modified platform',
  projectAlreadyAddedServer: 'Project has already been added!',
  projectAlreadyAdded: 'Error: Project has already been added!',
  applicationAlreadyAddedServer: 'Application has already been added!',
  applicationAlreadyAdded: 'Error: Application has already been added!',
  noProjects: 'There are no projects associated with this platform.',
  noApplications: 'There are no applications associated with this platform.',
  /** Not in the spec (it names no text for these): decided in rest-api/CONTRACT.md 'Platforms'. */
  platformDuplicateServer: 'Platform with given name already exists.',
  productAlreadyInPlatformServer: 'Product has already been added to this platform.',
  notAPlatformProductServer: 'Only a platform product (one with a platform cost) can be added.',
  ownFamilyConsumerServer: 'A consumer must belong to another product family than the platform.',
  platformFamilyConsumerServer: 'Products of a platform family cannot consume a platform.',
  platformCreated: 'Platform created successfully!',
  productAddedToPlatform: 'Product added to the platform successfully!',
} as const;

/** Spec §5: name required, at most 32; budget required, at least 0; owner required. */
export function platformSchema() {
  return fields({
    name: text('Name')
      .required(PLATFORM_MESSAGES.nameRequired)
      .max(LIMITS.nameMax, PLATFORM_MESSAGES.nameTooLong),
    budget: minMoney('Budget', 0),
    owner: text('Owner').required(PLATFORM_MESSAGES.ownerRequired),
  });
}

/** The 'Add product to platform' form: platform, product family (narrows the list), product. */
export function platformProductSchema() {
  return fields({
    platformId: text('Platform').required(PLATFORM_MESSAGES.platformRequired),
    productFamilyId: text('Product family').required(PLATFORM_MESSAGES.familyRequired),
    productId: text('Product').required(PLATFORM_MESSAGES.productRequired),
  });
}

/** Spec §5: Update cost is disabled when the cost is empty or negative. */
export function platformCostSchema() {
  return fields({
    platformCost: decimalString('Platform cost')
      .required(PLATFORM_MESSAGES.costRequired)
      .test('min', PLATFORM_MESSAGES.costNegative, (value) =>
        value == null || !isDecimal(value) ? true : compareDecimals(value, '0') >= 0,
      )
      .test('money', PLATFORM_MESSAGES.costDecimals, (value) =>
        value == null || !isDecimal(value) ? true : fitsMoney(value),
      ),
  });
}

/**
 * Why Update cost is disabled (spec §5: empty or negative), or undefined: also for what the
 * money column cannot hold, which the REST API refuses ('1.005', 13 digits).
 */
export function platformCostProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return PLATFORM_MESSAGES.costRequired;
  if (!isDecimal(trimmed)) return PLATFORM_MESSAGES.costNumber;
  if (compareDecimals(trimmed, '0') < 0) return PLATFORM_MESSAGES.costNegative;
  return fitsMoney(trimmed) ? undefined : PLATFORM_MESSAGES.costDecimals;
}

/** Whether Update cost may be pressed: a number that is not negative and fits money. */
export function isUsablePlatformCost(value: string): boolean {
  return platformCostProblem(value) === undefined;
}

/** Spec §5: Add Consumer needs a project or an application (family and product narrow it). */
export function platformConsumerSchema() {
  return fields({
    productFamilyId: text('Product family').required(PLATFORM_MESSAGES.familyRequired),
    productId: text('Product').required(PLATFORM_MESSAGES.productRequired),
    consumer: text('Project or application').required(PLATFORM_MESSAGES.consumerRequired),
  });
}

/** Spec §5 'search max 40' of the platform overview. */
export function platformSearchSchema() {
  return fields({
    search: text('Search').max(LIMITS.searchMax, PLATFORM_MESSAGES.searchTooLong),
  });
}
