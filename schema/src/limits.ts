// Business constants and limits of spec §9, used by every package so that forms and servers agree.
export const LIMITS = {
  nameMax: 32,
  yearMin: 1900,
  yearMax: 3000,
  searchMax: 40,
  orderNumberMax: 32,
  orderTextMax: 50,
  accountingElementMax: 16,
  commentMax: 90,
  resourceNameMax: 32,
  justificationCommentMax: 200,
  demandTitleMax: 32,
  demandIdMax: 12,
  financialTextMax: 240,
  productImageBytes: 500 * 1024,
} as const;

export const TIMINGS = {
  bannerMs: 3000,
  logoutWithoutUserMs: 5000,
  notificationPollMs: 180000,
  filterFetchDelayMs: 100,
  productDetailWaitMs: 500,
  platformCostRefetchMs: 1000,
  redirectAfterCreateMs: 1500,
  modalCloseAfterCreateMs: 1000,
  requestRedirectMs: 500,
  chunkLoadTimeoutMs: 120000,
} as const;

/**
 * Decided here (rest-api/CONTRACT.md 'Dates'): every date a client sends names a day of these
 * years, inclusive; the forms and the REST API refuse any other with the field's name.
 */
export const DATE_YEARS = { min: 2000, max: 2099 } as const;

export const PAGE_SIZE = 10;
/** Decided here: the largest page offset a list takes (REST API and bff alike). */
export const PAGE_OFFSET_MAX = 999_999_999;
export const NOTIFICATION_DROPDOWN_SIZE = 5;
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_VERSION = '1.0.0';
export const DEFAULT_GOAL_LABEL = 'Budget';
/** Keycloak's default composite role; the web drops it from the roles it shows (spec §6). */
export const DEFAULT_ROLE = 'default-roles-cost-steering';
