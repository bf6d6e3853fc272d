// Spec §5 'Cost unit' and 'Percentage', §4 statuses and §8 texts: the same rules run in the
// cost-unit forms (Formik) and in the REST API (rest-api/CONTRACT.md 'Cost units').
import { LIMITS } from '../limits.ts';
import { dateYearsMessage, inDateYears, isIsoDay } from './requests.ts';
import { NAME_MESSAGES, required } from './messages.ts';
import { fields, text } from './typed.ts';

/** Spec §4: created Proposed; Active, Proposed, Retired selectable; Global display only. */
export const COST_UNIT_STATUSES = ['Active', 'Proposed', 'Retired', 'Global'] as const;
export type CostUnitStatus = (typeof COST_UNIT_STATUSES)[number];
export const SELECTABLE_COST_UNIT_STATUSES = ['Active', 'Proposed', 'Retired'] as const;

export const COST_UNIT_MESSAGES = {
  ...NAME_MESSAGES,
  managerRequired: required('Manager'),
  startDateRequired: required('Start date'),
  startDateInvalid: 'Start date must be a date (yyyy-mm-dd)',
  startDateMin: 'Start date cannot be in the past',
  startDateYears: dateYearsMessage('Start date'),
  statusUnknown: 'Status must be Active, Proposed or Retired',
  statusGlobal: 'Global is a display-only status and cannot be set',
  percentageRequired: required('Percentage'),
  percentageInteger: 'Percentage must be a whole number',
  percentageRange: 'Percentage must be between 1 and 100',
  percentageRemaining: (remaining: number) =>
    `Percentage cannot exceed the remaining ${remaining} %`,
  productRequired: required('Product'),
} as const;

/** Spec §8 'Cost units' (copied, spelling included) and the texts of the cost-unit screens. */
export const COST_UNIT_TEXTS = {
  duplicate: 'Error: Cost Unit With This Name Already exists!',
  /** Decided here (the spec gives only the screen's text): the REST API's 409 message. */
  duplicateServer: 'Cost Unit with given name already exists.',
  updated: 'Successfully updated Cost Unit',
  updateFailed: 'Error while updating Cost Unit',
  createFailed: (message: string) => `Error creating new cost unit: ${message}`,
  created: 'Cost Unit Created Sucessfully!',
  productAdded: 'Product added successfully',
  productAddedBanner: 'Product Added Sucessfully!',
  addFailed: (message: string) => `Error: ${message}`,
  deleteFailed: (message: string) => `Error deleting product: ${message}`,
  removeFailed: 'Error while removing the product',
  removed: 'Product Removed From Cost Unit Sucessfully!',
  cannotAllocate: 'Error: Cannot allocate product',
  cannotAllocateBudget: 'Error: Cannot allocate this budget',
  selectFilter: 'Select a filter on the left side to see the overview.',
  notAllocated: 'This product is not allocated to any cost units.',
  /** Decided here: the REST API's 409 when a percentage is above what remains of the product. */
  overAllocatedServer: (remaining: number) =>
    `Cannot allocate this percentage: only ${remaining} % of the product remain.`,
  alreadyAllocatedServer: 'This product is already allocated to the cost unit.',
} as const;

/**
 * Spec §5: the name is trimmed with '%' and '#' stripped (they broke the old client's URLs:
 * /manage-cost-unit?unit={name}); stripped first, so '  #Ops% ' is 'Ops'.
 */
export function cleanCostUnitName(value: string): string {
  return value.replace(/[%#]/g, '').trim();
}

/** Create and edit of a cost unit; `today` (yyyy-mm-dd) is the earliest start date. */
export function costUnitSchema(options: { today: string }) {
  return fields({
    name: text('Name')
      .transform((value: unknown) => (typeof value === 'string' ? cleanCostUnitName(value) : value))
      .required(COST_UNIT_MESSAGES.nameRequired)
      .max(LIMITS.nameMax, COST_UNIT_MESSAGES.nameTooLong),
    manager: text('Manager').required(COST_UNIT_MESSAGES.managerRequired),
    statusdate: text('Start date')
      .required(COST_UNIT_MESSAGES.startDateRequired)
      .test(
        'date',
        COST_UNIT_MESSAGES.startDateInvalid,
        (value) => value == null || isIsoDay(value),
      )
      .test('years', COST_UNIT_MESSAGES.startDateYears, inDateYears)
      .test(
        'min',
        COST_UNIT_MESSAGES.startDateMin,
        (value) => value == null || !isIsoDay(value) || value >= options.today,
      ),
  });
}

/**
 * What a percentage field keeps of what is typed: all of it, up to 6 characters. Spec §5 says
 * 'integer (dots removed)', which made '12.5' a silent 125 %; a decimal is refused instead, with
 * the rule's text (web/README.md, issue 31).
 */
export function percentageInput(value: string): string {
  return value.slice(0, 6);
}

/**
 * A whole percentage 1–100 (as typed or as a number) → the number, or the message of the rule it
 * breaks; `remaining` (whole percent) bounds it from above when known.
 */
export function percentageProblem(value: unknown, remaining?: number): string | undefined {
  if (value == null || value === '') return COST_UNIT_MESSAGES.percentageRequired;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (typeof value === 'string' && !/^\d+$/.test(value.trim())) {
    return COST_UNIT_MESSAGES.percentageInteger;
  }
  if (!Number.isInteger(number)) return COST_UNIT_MESSAGES.percentageInteger;
  if (number < 1 || number > 100) return COST_UNIT_MESSAGES.percentageRange;
  if (remaining !== undefined && number > remaining) {
    return COST_UNIT_MESSAGES.percentageRemaining(remaining);
  }
  return undefined;
}

/** Percentage of the allocation form: the rule above as a yup field (Formik). */
export function percentageSchema(remaining?: number) {
  return fields({
    percentage: text('Percentage').test('percentage', (value, context) => {
      const problem = percentageProblem(value, remaining);
      return problem ? context.createError({ message: problem }) : true;
    }),
  });
}

/** A stored fraction ('0.2500') as the whole percent it shows (spec §9: fraction × 100). */
export function fractionToPercent(fraction: string): number {
  // Four decimals of a fraction are two of a percent: '0.2550' → 25.5; integers stay integers.
  return fractionToBasisPoints(fraction) / 100;
}

/** A whole percent 1–100 as the stored fraction with four decimals (25 → '0.2500'). */
export function percentToFraction(percent: number): string {
  const basisPoints = percent * 100;
  return `${Math.floor(basisPoints / 10000)}.${String(basisPoints % 10000).padStart(4, '0')}`;
}

/** A fraction ('0.2500', '1', '.5') as basis points (2500): integer arithmetic, exact. */
export function fractionToBasisPoints(fraction: string): number {
  const [whole = '0', decimals = ''] = fraction.split('.');
  return Number(whole || '0') * 10000 + Number(decimals.padEnd(4, '0').slice(0, 4));
}
