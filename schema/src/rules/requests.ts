// Spec §5 'Purchase request', 'Approve', 'Decline', 'Justification' and the list-item rules: the
// same schemas run in the web's forms (Formik) and in the REST API. Limits come from spec §9.
import { mixed } from 'yup';
import { DATE_YEARS, LIMITS } from '../limits.ts';
import { characterCount, firstCharacters } from './characters.ts';
import { compareDecimals, isDecimal, moneyDisplay, multiplyDecimals } from './decimal.ts';
import { amountText, fitsMoney, moneyFormatMessage } from './money.ts';
import { fields, flag, text } from './typed.ts';

export const REQUEST_MESSAGES = {
  companyRequired: 'Company is required',
  contactRequired: 'Company contact is required',
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a date (yyyy-mm-dd)',
  startDateMin: 'Start date cannot be in the past',
  startDateYears: dateYearsMessage('Start date'),
  deliveryDateInvalid: 'Delivery date must be a date (yyyy-mm-dd)',
  deliveryDateYears: dateYearsMessage('Delivery date'),
  deliveryBeforeStart: 'Delivery date cannot be before the start date',
  orderTextRequired: 'Order text is required',
  orderTextTooLong: `Order text can have at most ${LIMITS.orderTextMax} characters`,
  supplierRequired: 'Supplier is required',
  sbuRequired: 'SBU is required',
  accountingElementRequired: 'Accounting element is required',
  accountingElementTooLong: `Accounting element can have at most ${LIMITS.accountingElementMax} characters`,
  commentTooLong: `Comment can have at most ${LIMITS.commentMax} characters`,
  orderAmountRequired: 'Order amount is required',
  orderAmountNumber: 'Order amount must be a number',
  orderAmountMin: 'Order amount must be at least 0',
  orderAmountZero: 'Order amount must be greater than 0',
  orderAmountDecimals: moneyFormatMessage('Order amount'),
  /** The server's: the amount fits, but its EUR value (the order's rate) does not (rest-api). */
  orderAmountEurTooLarge: moneyFormatMessage('Order amount in EUR'),
  /** Edit of an order or of a request an edit replaced: refused by the server (409), said first. */
  editOrder: 'An approved request is a purchase order and cannot be edited.',
  editReplaced: (id: number | string) => `The request has already been replaced by request #${id}.`,
  currencyRequired: 'Currency is required',
  entitiesRequired: 'Please add at least 1 entity!',
  /** A Draft's amount changed below what its list items already hold (form and server alike). */
  orderAmountBelowItems: (shownTotal: string) =>
    `Order amount cannot be less than the list items' total of ${shownTotal}`,
  /** The items are in the request's currency: it is fixed once there are any. */
  currencyWithItems: 'The currency cannot change while the request has list items',
} as const;

export const LIST_ITEM_MESSAGES = {
  entityRequired: 'Entity is required',
  typeRequired: 'Type is required',
  undefinedNotEnabled: 'Type Undefined is not available',
  costTypeRequired: 'Cost type is required',
  resourceNameRequired: 'Resource name is required',
  resourceNameTooLong: `Resource name can have at most ${LIMITS.resourceNameMax} characters`,
  quantityRequired: 'Person days are required',
  quantityNumber: 'Person days must be a number',
  quantityMin: 'Person days must be at least 0.001',
  quantityStep: 'Person days can have at most 3 decimals',
  dailyRateRequired: 'Daily rate is required',
  dailyRateNumber: 'Daily rate must be a number',
  dailyRateMin: 'Daily rate must be at least 0.001',
  dailyRateStep: 'Daily rate can have at most 3 decimals',
  amountRequired: 'Amount is required',
  amountNumber: 'Amount must be a number',
  amountMin: 'Amount must be at least 0',
  amountDecimals: moneyFormatMessage('Amount'),
  overOpenAmount: 'The amount exceeds the open amount',
} as const;

export const APPROVE_MESSAGES = {
  /** Under the empty field (spec §5). */
  orderNumberRequired: '*Order number has to be entered',
  /** The banner of an empty attempt (spec §5, §8). */
  orderNumberEmpty: 'ERROR: Order number cannot be empty!',
  orderNumberTooLong: `Order number can have at most ${LIMITS.orderNumberMax} characters`,
  /** Spec §4: the tooltip of Approve and Decline while the justification awaits a signature. */
  mustBeSigned: 'Must be signed by a Product Family Manager',
} as const;

export const DECLINE_MESSAGES = {
  messageRequired: 'Message is required',
  /** Decided here: the bound of the other free texts (spec §9, 240), not in spec §5 'Decline'. */
  messageTooLong: `Message can have at most ${LIMITS.financialTextMax} characters`,
} as const;

export const JUSTIFICATION_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a date (yyyy-mm-dd)',
  dateYears: dateYearsMessage('Date'),
  commentRequired: 'Comment is required',
  commentTooLong: `Comment can have at most ${LIMITS.justificationCommentMax} characters`,
} as const;

/** Spec §2 and §8: what the request screens show. */
export const REQUEST_TEXTS = {
  noOpenRequests: 'You have no Requests pending...',
  noRequestFound: 'No such request has been found.',
  archiveTitle: 'Archived Requests',
  archiveEmpty: 'Archive is empty.',
  deleted: 'Request deleted successfully!',
  restored: 'Request restored successfully!',
  declined: 'Request declined successfully',
  accepted: 'Request accepted successfully!',
  deleteFailed: (message: string) => `Error deleting request: ${message}`,
  restoreFailed: (message: string) => `Error restoring request: ${message}`,
  updateFailed: (message: string) => `Error updating request: ${message}`,
  createFailed: (message: string) => `Error creating request: ${message}`,
  declineFailed: (message: string) => `Error declining request: ${message}`,
  acceptFailed: (message: string) => `Error accepting request: ${message}`,
  listItemFailed: (message: string) => `Error when adding/updating/deleting list item: ${message}`,
} as const;

/**
 * Not in the spec (web/README.md 'Requests'): an item added or removed that the bff could not
 * read back, and the form could not read again either. The change is made: not a failure (a
 * retry would make it twice), and the form's items are not the server's until a reload.
 */
export const REQUEST_NOTICES = {
  changedNotReadAgain:
    'The change was saved, but the request could not be loaded again. Reload the page before changing it further.',
} as const;

/** The kinds of entity a list item is booked on (spec §3 'Request list item payload'). */
export const ENTITY_TYPES = ['Product', 'Project', 'Application'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const ITEM_TYPES = ['Capital', 'Expense', 'Undefined'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const COST_TYPES = ['Infrastructure', 'Maintenance', 'Enhancement'] as const;
export type CostType = (typeof COST_TYPES)[number];

/** An item's type and cost type as the spec displays them: 'Capital Infrastructure', 'Undefined'. */
export function costClassification(type: ItemType, costType: CostType | null): string {
  return type === 'Undefined' || costType === null ? 'Undefined' : `${type} ${costType}`;
}

/** The reverse of costClassification; undefined for any other text. */
export function parseCostClassification(
  value: unknown,
): { type: ItemType; costType: CostType | null } | undefined {
  if (value === 'Undefined') return { type: 'Undefined', costType: null };
  if (typeof value !== 'string') return undefined;
  const [type, costType, ...rest] = value.split(' ');
  if (rest.length > 0) return undefined;
  if (type !== 'Capital' && type !== 'Expense') return undefined;
  if (!COST_TYPES.includes(costType as CostType)) return undefined;
  return { type, costType: costType as CostType };
}

/** The six classifications an approver chooses from (spec §5 'Approve'). */
export const DEFINED_CLASSIFICATIONS: readonly string[] = ['Capital', 'Expense'].flatMap((type) =>
  COST_TYPES.map((costType) => `${type} ${costType}`),
);

/** The text of a date outside DATE_YEARS, naming the field by its label. */
export function dateYearsMessage(label: string): string {
  return `${label} must be in the years ${DATE_YEARS.min} to ${DATE_YEARS.max}`;
}

/** False only for a real day outside DATE_YEARS (anything else is another test's to name). */
export function inDateYears(value: unknown): boolean {
  if (!isIsoDay(value)) return true;
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written yyyy-mm-dd. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const THREE_DECIMALS = /^\d{1,9}(\.\d{1,3})?$/;

const blank = (value: unknown) => value == null || value === '';

/** A required decimal with its texts; `min` compared exactly. */
function decimalField(
  label: string,
  messages: { required: string; number: string },
  checks: Array<{ name: string; message: string; ok: (value: string) => boolean }>,
) {
  let schema = amountText(label, messages.number)
    .nullable()
    .test('required', messages.required, (value) => !blank(value))
    .test('number', messages.number, (value) => blank(value) || isDecimal(value));
  for (const check of checks) {
    schema = schema.test(check.name, check.message, (value) =>
      blank(value) || !isDecimal(value) ? true : check.ok(value),
    );
  }
  return schema;
}

const atLeast = (min: string) => (value: string) => compareDecimals(value, min) >= 0;

export interface PurchaseRequestRuleOptions {
  suppliersEnabled: boolean;
  sbuEnabled: boolean;
  /** `pr_accounting_element`: the field is shown and required. */
  accountingElementEnabled: boolean;
  /** The earliest start date (today, yyyy-mm-dd); null: not checked (an unchanged date). */
  minStartDate: string | null;
  /** The form's entity list must not be empty; the REST body has none (items name them). */
  requireEntities: boolean;
  /**
   * A stored Draft being changed: its start date passes unchanged (only a changed one must not be
   * in the past, as the server checks), and with list items the amount cannot fall below their
   * total nor the currency change. Absent for a new request.
   */
  stored?: { startDate: string; itemsTotal: string; currency: string };
}

const optionalText = (label: string) => text(label).nullable().optional();

/** Spec §5 'Purchase request': the request info and amount of the create/edit form. */
export function purchaseRequestSchema(options: PurchaseRequestRuleOptions) {
  const { stored } = options;
  const required = (label: string, message: string, when: boolean) =>
    when ? text(label).nullable().required(message) : optionalText(label);
  return fields({
    companyId: text('Company').nullable().required(REQUEST_MESSAGES.companyRequired),
    contactId: text('Company contact').nullable().required(REQUEST_MESSAGES.contactRequired),
    startDate: text('Start date')
      .nullable()
      .required(REQUEST_MESSAGES.startDateRequired)
      .test('date', REQUEST_MESSAGES.startDateInvalid, (value) => blank(value) || isIsoDay(value))
      .test('years', REQUEST_MESSAGES.startDateYears, inDateYears)
      .test('min', REQUEST_MESSAGES.startDateMin, (value) =>
        options.minStartDate === null || !isIsoDay(value) || value === options.stored?.startDate
          ? true
          : value >= options.minStartDate,
      ),
    deliveryDate: optionalText('Delivery date')
      .test(
        'date',
        REQUEST_MESSAGES.deliveryDateInvalid,
        (value) => blank(value) || isIsoDay(value),
      )
      .test('years', REQUEST_MESSAGES.deliveryDateYears, inDateYears)
      .test('after-start', REQUEST_MESSAGES.deliveryBeforeStart, (value, context) => {
        const start: unknown = context.parent?.startDate;
        return !isIsoDay(value) || !isIsoDay(start) || value >= start;
      }),
    orderText: text('Order text')
      .nullable()
      .required(REQUEST_MESSAGES.orderTextRequired)
      .max(LIMITS.orderTextMax, REQUEST_MESSAGES.orderTextTooLong),
    supplierId: required('Supplier', REQUEST_MESSAGES.supplierRequired, options.suppliersEnabled),
    sbuId: required('SBU', REQUEST_MESSAGES.sbuRequired, options.sbuEnabled),
    accountingElement: required(
      'Accounting element',
      REQUEST_MESSAGES.accountingElementRequired,
      options.accountingElementEnabled,
    ).max(LIMITS.accountingElementMax, REQUEST_MESSAGES.accountingElementTooLong),
    comments: optionalText('Comment').max(LIMITS.commentMax, REQUEST_MESSAGES.commentTooLong),
    orderAmount: decimalField(
      'Order amount',
      {
        required: REQUEST_MESSAGES.orderAmountRequired,
        number: REQUEST_MESSAGES.orderAmountNumber,
      },
      [
        { name: 'min', message: REQUEST_MESSAGES.orderAmountMin, ok: atLeast('0') },
        // Spec §5: Next is disabled while the amount is zero, so no request has amount 0.
        {
          name: 'zero',
          message: REQUEST_MESSAGES.orderAmountZero,
          ok: (v) => compareDecimals(v, '0') !== 0,
        },
        {
          name: 'money',
          message: REQUEST_MESSAGES.orderAmountDecimals,
          ok: fitsMoney,
        },
        ...(stored
          ? [
              {
                name: 'items',
                message: REQUEST_MESSAGES.orderAmountBelowItems(
                  moneyDisplay(stored.itemsTotal, stored.currency),
                ),
                ok: atLeast(stored.itemsTotal),
              },
            ]
          : []),
      ],
    ),
    currency: text('Currency')
      .nullable()
      .required(REQUEST_MESSAGES.currencyRequired)
      .test(
        'items',
        REQUEST_MESSAGES.currencyWithItems,
        (value) =>
          !stored || compareDecimals(stored.itemsTotal, '0') === 0 || value === stored.currency,
      ),
    entities: options.requireEntities
      ? mixed().test('entities', REQUEST_MESSAGES.entitiesRequired, (value) =>
          Array.isArray(value) ? value.length > 0 : false,
        )
      : mixed().strip(),
  });
}

export interface ListItemRuleOptions {
  /** What the request has not yet itemized, in its currency; null while unknown. */
  openAmount: string | null;
  /** `undefined_enabled`: type Undefined may be chosen. */
  undefinedEnabled: boolean;
}

export interface ListItemValues {
  timeAndMaterial?: boolean | null;
  quantity?: string | null;
  dailyRate?: string | null;
  amount?: string | null;
}

/**
 * The item's amount: person days × daily rate for time & material (exact, rounded once to
 * cents), else the amount entered. Null while it cannot be computed.
 */
export function listItemAmount(values: ListItemValues): string | null {
  if (values.timeAndMaterial) {
    const { quantity, dailyRate } = values;
    return isDecimal(quantity) && isDecimal(dailyRate)
      ? multiplyDecimals(quantity.trim(), dailyRate.trim())
      : null;
  }
  return isDecimal(values.amount) ? values.amount.trim() : null;
}

/** Spec §5: Add is disabled (and the server refuses) when the item exceeds the open amount. */
export function exceedsOpenAmount(values: ListItemValues, openAmount: string | null): boolean {
  const amount = listItemAmount(values);
  return amount !== null && openAmount !== null && compareDecimals(amount, openAmount) > 0;
}

const whenTimeAndMaterial = <S>(then: S, otherwise: S) => ({
  is: true,
  then: () => then,
  otherwise: () => otherwise,
});

/** Spec §5 'List item'. */
export function listItemSchema(options: ListItemRuleOptions) {
  const types = options.undefinedEnabled ? ITEM_TYPES : ITEM_TYPES.filter((t) => t !== 'Undefined');
  const threeDecimals = (
    messages: { required: string; number: string; min: string; step: string },
    label: string,
  ) =>
    decimalField(label, messages, [
      { name: 'min', message: messages.min, ok: atLeast('0.001') },
      { name: 'step', message: messages.step, ok: (v) => THREE_DECIMALS.test(v) },
    ]);
  const quantity = threeDecimals(
    {
      required: LIST_ITEM_MESSAGES.quantityRequired,
      number: LIST_ITEM_MESSAGES.quantityNumber,
      min: LIST_ITEM_MESSAGES.quantityMin,
      step: LIST_ITEM_MESSAGES.quantityStep,
    },
    'Person days',
  );
  const dailyRate = threeDecimals(
    {
      required: LIST_ITEM_MESSAGES.dailyRateRequired,
      number: LIST_ITEM_MESSAGES.dailyRateNumber,
      min: LIST_ITEM_MESSAGES.dailyRateMin,
      step: LIST_ITEM_MESSAGES.dailyRateStep,
    },
    'Daily rate',
  );
  const amount = decimalField(
    'Amount',
    { required: LIST_ITEM_MESSAGES.amountRequired, number: LIST_ITEM_MESSAGES.amountNumber },
    [
      { name: 'min', message: LIST_ITEM_MESSAGES.amountMin, ok: atLeast('0') },
      {
        name: 'money',
        message: LIST_ITEM_MESSAGES.amountDecimals,
        ok: fitsMoney,
      },
    ],
  );
  const unused = optionalText('unused');
  return fields({
    entityType: text('Entity')
      .nullable()
      .required(LIST_ITEM_MESSAGES.entityRequired)
      .test('known', LIST_ITEM_MESSAGES.entityRequired, (value) =>
        blank(value) ? true : (ENTITY_TYPES as readonly string[]).includes(value!),
      ),
    entityId: text('Entity').nullable().required(LIST_ITEM_MESSAGES.entityRequired),
    type: text('Type')
      .nullable()
      .required(LIST_ITEM_MESSAGES.typeRequired)
      .test('undefined-enabled', LIST_ITEM_MESSAGES.undefinedNotEnabled, (value) =>
        value === 'Undefined' ? options.undefinedEnabled : true,
      )
      .test('known', LIST_ITEM_MESSAGES.typeRequired, (value) =>
        blank(value) || value === 'Undefined'
          ? true
          : (types as readonly string[]).includes(value!),
      ),
    costType: text('Cost type')
      .nullable()
      .when('type', {
        is: (type: unknown) => type === 'Undefined',
        then: (schema) => schema.optional(),
        otherwise: (schema) =>
          schema
            .required(LIST_ITEM_MESSAGES.costTypeRequired)
            .test('known', LIST_ITEM_MESSAGES.costTypeRequired, (value) =>
              blank(value) ? true : (COST_TYPES as readonly string[]).includes(value!),
            ),
      }),
    timeAndMaterial: flag().nullable().default(false),
    resourceName: optionalText('Resource name').when(
      'timeAndMaterial',
      whenTimeAndMaterial(
        text('Resource name')
          .nullable()
          .required(LIST_ITEM_MESSAGES.resourceNameRequired)
          .max(LIMITS.resourceNameMax, LIST_ITEM_MESSAGES.resourceNameTooLong),
        unused,
      ),
    ),
    quantity: amountText('Person days', LIST_ITEM_MESSAGES.quantityNumber)
      .nullable()
      .optional()
      .when('timeAndMaterial', whenTimeAndMaterial(quantity, unused)),
    dailyRate: amountText('Daily rate', LIST_ITEM_MESSAGES.dailyRateNumber)
      .nullable()
      .optional()
      .when('timeAndMaterial', whenTimeAndMaterial(dailyRate, unused)),
    amount: amountText('Amount', LIST_ITEM_MESSAGES.amountNumber)
      .nullable()
      .optional()
      .when('timeAndMaterial', whenTimeAndMaterial(unused, amount)),
  }).test('open-amount', (values, context) =>
    // On the object: the amount of time & material is computed from two other fields.
    exceedsOpenAmount((values ?? {}) as ListItemValues, options.openAmount)
      ? context.createError({ path: 'amount', message: LIST_ITEM_MESSAGES.overOpenAmount })
      : true,
  );
}

/**
 * Spec §5 'Approve': the order number's rule, under whatever name a layer gives the field (the
 * form and GraphQL say orderNumber, the REST body ordernumber), so no layer renames it to check it.
 */
export function orderNumberRule() {
  return text('Order number')
    .nullable()
    .required(APPROVE_MESSAGES.orderNumberRequired)
    .max(LIMITS.orderNumberMax, APPROVE_MESSAGES.orderNumberTooLong);
}

/** Spec §5 'Approve': the approve modal's form. */
export function approveSchema() {
  return fields({ orderNumber: orderNumberRule() });
}

/** Spec §5 'Decline': a non-empty message, at most LIMITS.financialTextMax characters. */
export function declineSchema() {
  return fields({
    message: text('Message')
      .nullable()
      .required(DECLINE_MESSAGES.messageRequired)
      .max(LIMITS.financialTextMax, DECLINE_MESSAGES.messageTooLong),
  });
}

export type JustificationDecision = 'Signed' | 'Declined';

/** Spec §5 'Justification': Approve (Signed) needs date and comment, Decline only a comment. */
export function justificationSchema(decision: JustificationDecision) {
  const comment = text('Comment')
    .nullable()
    .required(JUSTIFICATION_MESSAGES.commentRequired)
    .max(LIMITS.justificationCommentMax, JUSTIFICATION_MESSAGES.commentTooLong);
  const date = (
    decision === 'Signed'
      ? text('Date').nullable().required(JUSTIFICATION_MESSAGES.dateRequired)
      : optionalText('Date')
  )
    .test('date', JUSTIFICATION_MESSAGES.dateInvalid, (value) => blank(value) || isIsoDay(value))
    .test('years', JUSTIFICATION_MESSAGES.dateYears, inDateYears);
  return fields({ comment, date });
}

/** Spec §4, §9: a request is flagged when its delivery date falls within 8 weeks of today. */
export const DELIVERY_WARNING_DAYS = 8 * 7;

export function deliveryWarning(deliveryDate: string | null, today: string): boolean {
  if (!isIsoDay(deliveryDate) || !isIsoDay(today)) return false;
  const days = (Date.parse(deliveryDate) - Date.parse(today)) / 86_400_000;
  return days <= DELIVERY_WARNING_DAYS;
}

/** Spec §2 'Archive': a description over 38 characters shows as its first 36 and an ellipsis. */
export function archiveDescription(description: string): string {
  return characterCount(description) > 38 ? `${firstCharacters(description, 36)}…` : description;
}
