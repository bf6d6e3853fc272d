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
