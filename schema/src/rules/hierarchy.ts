// Spec §5 'Product family' rules: the same schema runs in the form (Formik) and on the server.
import { mixed } from 'yup';
import { LIMITS } from '../limits.ts';
import { compareDecimals, isDecimal, sumDecimals, toEur } from './decimal.ts';
import { amountText, decimalString, fitsMoney, minMoney, moneyFormatMessage } from './money.ts';
import { NAME_MESSAGES, required } from './messages.ts';
import { fields, flag, numeric, text } from './typed.ts';

/** A field the current settings do not use (the other cap): dropped unread, whatever it holds. */
const unused = () => mixed().strip();

export const FAMILY_MESSAGES = {
  ...NAME_MESSAGES,
  ownerRequired: required('Owner'),
  yearRequired: required('Year'),
  yearRange: `Year must be between ${LIMITS.yearMin} and ${LIMITS.yearMax}`,
} as const;

/** Budget limit applies when the budget-limit feature is on, otherwise a target (spec §5). */
export function productFamilySchema(budgetLimitEnabled: boolean) {
  return fields({
    name: text('Name')
      .required(FAMILY_MESSAGES.nameRequired)
      .max(LIMITS.nameMax, FAMILY_MESSAGES.nameTooLong),
    owner: text('Owner').required(FAMILY_MESSAGES.ownerRequired),
    year: numeric(FAMILY_MESSAGES.yearRequired)
      .required(FAMILY_MESSAGES.yearRequired)
      .integer(FAMILY_MESSAGES.yearRange)
      .min(LIMITS.yearMin, FAMILY_MESSAGES.yearRange)
      .max(LIMITS.yearMax, FAMILY_MESSAGES.yearRange),
    budgetLimit: budgetLimitEnabled ? minMoney('Budget limit', 1) : unused(),
    target: budgetLimitEnabled ? unused() : minMoney('Target', 1),
  });
}

export const PRODUCT_MESSAGES = {
  familyRequired: 'Product family is required',
  nameRequired: FAMILY_MESSAGES.nameRequired,
  nameTooLong: FAMILY_MESSAGES.nameTooLong,
  ownerRequired: FAMILY_MESSAGES.ownerRequired,
  regionRequired: 'Region is required',
  overFamilyBudget: "Budget limit cannot exceed the family's remaining budget",
  noFamilyBudget: 'The product family has no remaining budget',
  platformCostRequired: 'Platform cost is required',
  platformCostNegative: 'Platform cost must be at least 0',
  platformCostDecimals: moneyFormatMessage('Platform cost'),
} as const;

export interface ProductRuleOptions {
  budgetLimitEnabled: boolean;
  regionsEnabled: boolean;
  /** The family's available budget (EUR); null while unknown (the server checks again). */
  familyAvailableBudget: string | null;
}

/** Spec §5 'Product'. `isPlatform` is the form's tick box; the server infers it from platformCost. */
export function productSchema(options: ProductRuleOptions) {
  const available = options.familyAvailableBudget;
  const budgetLimit = minMoney('Budget limit', 1)
    .test('family-has-budget', PRODUCT_MESSAGES.noFamilyBudget, () =>
      available == null ? true : compareDecimals(available, '0') > 0,
    )
    .test('within-family-budget', PRODUCT_MESSAGES.overFamilyBudget, (value) =>
      available == null || value == null || !isDecimal(value)
        ? true
        : compareDecimals(value, available) <= 0,
    );
  return fields({
    productFamilyId: text('Product family').required(PRODUCT_MESSAGES.familyRequired),
    name: text('Name')
      .required(PRODUCT_MESSAGES.nameRequired)
      .max(LIMITS.nameMax, PRODUCT_MESSAGES.nameTooLong),
    owner: text('Owner').required(PRODUCT_MESSAGES.ownerRequired),
    regionId: options.regionsEnabled
      ? text('Region').required(PRODUCT_MESSAGES.regionRequired)
      : text('Region').nullable().optional(),
    budgetLimit: options.budgetLimitEnabled ? budgetLimit : unused(),
    target: options.budgetLimitEnabled ? unused() : minMoney('Target', 1),
    isPlatform: flag().default(false),
    platformCost: amountText('Platform cost', 'Platform cost must be a number')
      .nullable()
      .when('isPlatform', {
        is: true,
        then: () =>
          decimalString('Platform cost')
            .required(PRODUCT_MESSAGES.platformCostRequired)
            .test('min', PRODUCT_MESSAGES.platformCostNegative, (value) =>
              value == null || !isDecimal(value) ? true : compareDecimals(value, '0') >= 0,
            )
            // The REST API's check too: the form must not send what the column cannot hold.
            .test('money', PRODUCT_MESSAGES.platformCostDecimals, (value) =>
              value == null || !isDecimal(value) ? true : fitsMoney(value),
            ),
        otherwise: (schema) => schema.optional(),
      }),
  });
}

/** Spec §5: the platform tick box is set automatically for a family named like a platform. */
export function isPlatformFamilyName(familyName: string): boolean {
  return familyName.toLowerCase().includes('platform');
}

/** The cost inputs of a project or application (spec §3), in the order the forms show them. */
export const BUDGET_CODES = ['bci', 'bcm', 'bce', 'bei', 'bem', 'bee', 'undef'] as const;
export type BudgetCode = (typeof BUDGET_CODES)[number];

export const BUDGET_ENTITY_MESSAGES = {
  productRequired: 'Product is required',
  nameRequired: FAMILY_MESSAGES.nameRequired,
  nameTooLong: FAMILY_MESSAGES.nameTooLong,
  ownerRequired: FAMILY_MESSAGES.ownerRequired,
  currencyRequired: 'Currency is required',
  amountNumber: 'Amount must be a number',
  amountMin: 'Amount must be at least 1',
  amountDecimals: moneyFormatMessage('Amount'),
  sumZero: 'Enter at least one amount',
  overProductBudget: "The budget exceeds the product's available budget",
} as const;

export interface BudgetEntityRuleOptions {
  /** The product's available budget in EUR; null while unknown (the server checks again). */
  productAvailableBudget: string | null;
  /** Rate of the chosen currency (display value = EUR × rate); null while unknown. */
  currencyRate: string | null;
}

const costInput = () =>
  amountText('Amount', BUDGET_ENTITY_MESSAGES.amountNumber)
    .nullable()
    .optional()
    .test('number', BUDGET_ENTITY_MESSAGES.amountNumber, (value) =>
      value == null || value === '' ? true : isDecimal(value),
    )
    .test('min', BUDGET_ENTITY_MESSAGES.amountMin, (value) =>
      value == null || value === '' || !isDecimal(value) ? true : compareDecimals(value, '1') >= 0,
    )
    // 'Any step' (spec §5) within what a money column holds, as the REST API checks: '1.005'
    // had passed the form and come back refused.
    .test('money', BUDGET_ENTITY_MESSAGES.amountDecimals, (value) =>
      value == null || value === '' || !isDecimal(value) ? true : fitsMoney(value),
    );

/** The sum of the entered cost inputs, exactly; invalid inputs count as 0 (they fail elsewhere). */
export function budgetInputSum(budget: Partial<Record<BudgetCode, string | null>>): string {
  return sumDecimals(
    BUDGET_CODES.map((code) => {
      const value = budget[code];
      return value != null && isDecimal(value) ? value : null;
    }),
  );
}

/**
 * Whether the form's submit is disabled by the budget (spec §5): the sum is zero, or its EUR value
 * exceeds the product's available budget. The EUR value is the server's: each input converted to
 * cents on its own, then added (1000.01 + 1000.01 USD at 1.08 is 925.94 + 925.94 = 1851.88, where
 * the converted sum would say 1851.87).
 */
export function budgetBlocksSubmit(
  budget: Partial<Record<BudgetCode, string | null>>,
  options: BudgetEntityRuleOptions,
): string | null {
  const sum = budgetInputSum(budget);
  if (compareDecimals(sum, '0') <= 0) return BUDGET_ENTITY_MESSAGES.sumZero;
  const { productAvailableBudget: available, currencyRate: rate } = options;
  if (available == null || rate == null) return null;
  const inEur = sumDecimals(
    BUDGET_CODES.map((code) => {
      const value = budget[code];
      return value != null && isDecimal(value) ? toEur(value, rate) : null;
    }),
  );
  return compareDecimals(inEur, available) > 0 ? BUDGET_ENTITY_MESSAGES.overProductBudget : null;
}

/** Spec §5 'Project/application'. */
export function budgetEntitySchema(options: BudgetEntityRuleOptions) {
  const budget = fields(
    Object.fromEntries(BUDGET_CODES.map((code) => [code, costInput()])),
  ).typeError(BUDGET_ENTITY_MESSAGES.amountNumber);
  return fields({
    productId: text('Product').required(BUDGET_ENTITY_MESSAGES.productRequired),
    name: text('Name')
      .required(BUDGET_ENTITY_MESSAGES.nameRequired)
      .max(LIMITS.nameMax, BUDGET_ENTITY_MESSAGES.nameTooLong),
    owner: text('Owner').required(BUDGET_ENTITY_MESSAGES.ownerRequired),
    currency: text('Currency').required(BUDGET_ENTITY_MESSAGES.currencyRequired),
    budget: budget.test('budget', (value, context) => {
      const problem = budgetBlocksSubmit(value ?? {}, options);
      return problem ? context.createError({ message: problem }) : true;
    }),
  });
}

/** Bytes of the image in a base64 data URL (what the 500 KB limit of spec §5 measures). */
export function dataUrlByteLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const base64 = (comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl).replace(/\s/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function imageTooLarge(byteLength: number): boolean {
  return byteLength > LIMITS.productImageBytes;
}

/** Decided here (the spec names no format): the image types a product image may have. */
export const PRODUCT_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
  'image/webp',
] as const;

/** The refusal of another type, by the form before upload and by the REST API alike. */
export const IMAGE_TYPE_MESSAGE = 'The image must be a PNG, JPEG, GIF, SVG or WebP image';

export function isProductImageType(type: string): boolean {
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(type);
}
