// Realm roles and groups of spec §6, one list for web, bff and rest-api.
export const ROLES = {
  editProductFamily: 'edit-product-family',
  editProductHierarchy: 'edit-product-hierarchy',
  viewProductHierarchy: 'view-product-hierarchy',
  viewAllProduct: 'view-all-product',
  editProjectApplication: 'edit-project-application',
  editPurchaseOrder: 'edit-purchase-order',
  editCostUnit: 'edit-cost-unit',
  editPurchaseRequest: 'edit-purchase-request',
  approvePurchaseRequest: 'approve-purchase-request',
  editInvoice: 'edit-invoice',
  managePlatform: 'manage-platform',
  activityLog: 'edit_archive_history_logdata',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const GROUPS = {
  productFamilyManager: 'Product Family Manager',
} as const;

/**
 * Who may create companies and contacts. The spec's route table gives /create-company and
 * /create-contact to edit-product-family while its menu lists them under edit-purchase-order; a
 * menu item that sends its user back to / is a defect, so both roles may (issue 9; route, menu
 * and server alike — rest-api/CONTRACT.md 'Companies').
 */
export const COMPANY_EDITOR_ROLES: readonly Role[] = [
  ROLES.editProductFamily,
  ROLES.editPurchaseOrder,
];

/**
 * Spec §6: who sees a product's cost-unit allocation (/product-cost-unit-allocation and
 * GET /products/{id}/costunits). Creating and managing cost units is edit-cost-unit alone.
 * (Role lists live here, apart from the rules: the web's route table reads them on every page,
 * and importing a rules module would bring yup into the first page.)
 */
export const COST_UNIT_ALLOCATION_VIEW_ROLES: readonly Role[] = [
  ROLES.editProductHierarchy,
  ROLES.viewProductHierarchy,
  ROLES.viewAllProduct,
];

/**
 * Who may propose next year's budget (spec §2 'Financial plan'; the spec names no role): the
 * controllers who build the hierarchy — edit-product-family, edit-product-hierarchy or
 * edit-project-application. The proposer alone decides a proposal; a demand has no proposer, so
 * nobody decides it (spec §4; rest-api/CONTRACT.md 'Future financials').
 */
export const PLANNING_PROPOSER_ROLES: readonly Role[] = [
  ROLES.editProductFamily,
  ROLES.editProductHierarchy,
  ROLES.editProjectApplication,
];

/**
 * The group names of a token's `groups` claim. Keycloak's Group Membership mapper sends full
 * paths ('/Product Family Manager') unless "Full group path" is switched off, the demo realm
 * sends plain names: both read as the name, the same in the bff and the REST API (a group the
 * web shows a column for must be one the server lets act).
 */
export function tokenGroups(claim: unknown): string[] {
  if (!Array.isArray(claim)) return [];
  return claim
    .filter((group): group is string => typeof group === 'string')
    .map((group) => group.replace(/^\//, ''));
}
