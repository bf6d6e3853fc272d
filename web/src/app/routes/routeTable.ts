// THE route table (spec §2): path, page, access rule, redirect and menu entry in one row. The
// router guards and the menu are both derived from it; later issues add their screens here.
import {
  COMPANY_EDITOR_ROLES,
  COST_UNIT_ALLOCATION_VIEW_ROLES,
  ROLES,
} from '@cost-steering/schema';
import type { AccessRule } from './access';
import { lazyPage, type LazyPage } from './lazyPage';

export type MenuGroupId =
  'overviews' | 'create' | 'requests' | 'orders' | 'invoices' | 'companies' | 'planning';

export interface AppRoute {
  path: string;
  page: LazyPage;
  access?: AccessRule;
  /** Where a user who may not open the route is sent (spec §2); '/' unless said otherwise. */
  redirectTo?: string;
  /**
   * The menu entry; `access` hides it from users who may open the route but could do nothing
   * there (the server refuses them), e.g. /create-platform without manage-platform.
   */
  menu?: { group: MenuGroupId; label: string; access?: AccessRule };
  /**
   * The query parameters that name another screen at this path (app/layout/usePageChange.ts);
   * the others keep the screen (filters, a list's own paging). Without it, every parameter does.
   */
  screenParams?: readonly string[];
}

/** Menu groups of spec §2 in their order; the planning label carries the configured goal label. */
export const MENU_GROUPS: readonly { id: MenuGroupId; label: (goalLabel: string) => string }[] = [
  { id: 'overviews', label: () => 'Overviews' },
  { id: 'create', label: () => 'Create New' },
  { id: 'requests', label: () => 'Requests' },
  { id: 'orders', label: () => 'Orders' },
  { id: 'invoices', label: () => 'Invoices' },
  { id: 'companies', label: () => 'Companies' },
  { id: 'planning', label: (goalLabel) => `${goalLabel} Planning` },
];

export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    page: lazyPage(() =>
      import('../../features/hierarchy/overview/pages/OverviewPage').then((m) => m.OverviewPage),
    ),
    menu: { group: 'overviews', label: 'Product Overview' },
    // The overview's levels (overviewLocation.ts); its filters (filterFamily, …) keep the screen.
    screenParams: ['family', 'product', 'level'],
  },
  {
    path: '/cost-units',
    page: lazyPage(() =>
      import('../../features/costunits/pages/CostUnitsPage').then((m) => m.CostUnitsPage),
    ),
    access: { rolesAnyOf: [ROLES.editCostUnit], flag: 'costUnitsEnabled' },
    redirectTo: '/',
    menu: { group: 'overviews', label: 'Cost Units Overview' },
  },
  {
    path: '/create-prodfamily',
    page: lazyPage(() =>
      import('../../features/hierarchy/pages/CreateProductFamilyPage').then(
        (m) => m.CreateProductFamilyPage,
      ),
    ),
    access: { rolesAnyOf: [ROLES.editProductFamily] },
    redirectTo: '/',
    menu: { group: 'create', label: 'Product Family' },
  },
  {
    path: '/create-product',
    page: lazyPage(() =>
      import('../../features/hierarchy/pages/CreateProductPage').then((m) => m.CreateProductPage),
    ),
    access: { rolesAnyOf: [ROLES.editProductHierarchy] },
    redirectTo: '/',
    menu: { group: 'create', label: 'Product' },
  },
  {
    path: '/create-project',
    page: lazyPage(() =>
      import('../../features/hierarchy/pages/CreateBudgetEntityPage').then(
        (m) => m.CREATE_BUDGET_ENTITY_PAGES.project,
      ),
    ),
    access: { rolesAnyOf: [ROLES.editProjectApplication] },
    redirectTo: '/',
    menu: { group: 'create', label: 'Project' },
  },
  {
    path: '/create-app',
    page: lazyPage(() =>
      import('../../features/hierarchy/pages/CreateBudgetEntityPage').then(
        (m) => m.CREATE_BUDGET_ENTITY_PAGES.application,
      ),
    ),
    access: { rolesAnyOf: [ROLES.editProjectApplication] },
    redirectTo: '/',
    menu: { group: 'create', label: 'Application' },
  },
  {
    // Both roles (issue 9, rest-api/CONTRACT.md 'Companies'): the spec's route table names
    // edit-product-family, its menu edit-purchase-order.
    path: '/create-company',
    page: lazyPage(() =>
      import('../../features/companies/pages/CreateCompanyPage').then((m) => m.CreateCompanyPage),
    ),
    access: { rolesAnyOf: COMPANY_EDITOR_ROLES },
    redirectTo: '/',
    menu: { group: 'create', label: 'Company' },
  },
  {
    path: '/create-contact',
    page: lazyPage(() =>
      import('../../features/companies/pages/CreateContactPage').then((m) => m.CreateContactPage),
    ),
    access: { rolesAnyOf: COMPANY_EDITOR_ROLES },
    redirectTo: '/',
    menu: { group: 'create', label: 'Contact' },
  },
  {
    path: '/create-cost-unit',
    page: lazyPage(() =>
      import('../../features/costunits/pages/CreateCostUnitPage').then((m) => m.CreateCostUnitPage),
    ),
    access: { rolesAnyOf: [ROLES.editCostUnit] },
    redirectTo: '/',
    menu: { group: 'create', label: 'Cost Unit' },
  },
  {
    path: '/manage-cost-unit',
    page: lazyPage(() =>
      import('../../features/costunits/pages/ManageCostUnitPage').then((m) => m.ManageCostUnitPage),
    ),
    access: { rolesAnyOf: [ROLES.editCostUnit], requiredQuery: 'unit' },
    redirectTo: '/',
  },
  {
    path: '/product-cost-unit-allocation',
    page: lazyPage(() =>
      import('../../features/costunits/pages/ProductCostUnitAllocationPage').then(
        (m) => m.ProductCostUnitAllocationPage,
      ),
    ),
    access: { rolesAnyOf: COST_UNIT_ALLOCATION_VIEW_ROLES, requiredQuery: 'product' },
    redirectTo: '/',
  },

  {
    path: '/companies',
    page: lazyPage(() =>
      import('../../features/companies/pages/CompaniesPage').then((m) => m.CompaniesPage),
    ),
    menu: { group: 'companies', label: 'Companies' },
  },
  {
    // Any user; the spec's menu lists no item for it (reached by its address).
    path: '/data-entry',
    page: lazyPage(() =>
      import('../../features/hierarchy/data-entry/DataEntryPage').then((m) => m.DataEntryPage),
    ),
  },
  {
    path: '/requests',
    page: lazyPage(() =>
      import('../../features/requests/lists/OpenRequestsPage').then((m) => m.OpenRequestsPage),
    ),
    menu: { group: 'requests', label: 'Open Requests' },
  },
  {
    path: '/create-request',
    page: lazyPage(() =>
      import('../../features/requests/form/RequestFormPage').then((m) => m.CreateRequestPage),
    ),
    access: { rolesAnyOf: [ROLES.editPurchaseRequest] },
    redirectTo: '/',
    menu: { group: 'requests', label: 'Create Request' },
  },
  {
    path: '/edit-purchase-request',
    page: lazyPage(() =>
      import('../../features/requests/form/RequestFormPage').then((m) => m.EditRequestPage),
    ),
    access: { rolesAnyOf: [ROLES.editPurchaseRequest], requiredQuery: 'request' },
    redirectTo: '/',
  },
  {
    path: '/renew-purchase-request',
    page: lazyPage(() =>
      import('../../features/requests/form/RequestFormPage').then((m) => m.RenewRequestPage),
    ),
    // Spec §2 shares Edit's row ('else redirect to /'); §6 gives Renew to edit-purchase-request.
    access: { rolesAnyOf: [ROLES.editPurchaseRequest], requiredQuery: 'request' },
    redirectTo: '/',
  },
  {
    // Spec §1: an empty configuration defaults the archive flag on (DEFAULT_FLAGS).
    path: '/archive',
    page: lazyPage(() =>
      import('../../features/requests/lists/ArchivePage').then((m) => m.ArchivePage),
    ),
    access: { flag: 'purchaseRequestArchiveEnabled' },
    redirectTo: '/',
    menu: { group: 'requests', label: 'Archive' },
  },
  {
    path: '/orders-expiration',
    page: lazyPage(() =>
      import('../../features/orders/ExpiringOrdersPage').then((m) => m.ExpiringOrdersPage),
    ),
    menu: { group: 'orders', label: 'Expiration list' },
  },
  {
    path: '/all-orders',
    page: lazyPage(() =>
      import('../../features/orders/AllOrdersPage').then((m) => m.AllOrdersPage),
    ),
    menu: { group: 'orders', label: 'All orders' },
  },
  {
    // Spec §2: reached from /all-orders (Invoice, with edit-invoice and create_invoice_enabled)
    // for one order; anything else goes back to /all-orders, and so does an unknown order.
    path: '/create-invoice',
    page: lazyPage(() =>
      import('../../features/invoices/CreateInvoicePage').then((m) => m.CreateInvoicePage),
    ),
    access: {
      rolesAnyOf: [ROLES.editInvoice],
      flag: 'createInvoiceEnabled',
      requiredQuery: 'order',
    },
    redirectTo: '/all-orders',
  },
  {
    path: '/invoices',
    page: lazyPage(() =>
      import('../../features/invoices/InvoicesPage').then((m) => m.InvoicesPage),
    ),
    menu: { group: 'invoices', label: 'Invoice list' },
  },
  {
    // Spec §2: only with the importer enabled, else to /; the server also needs edit-invoice.
    path: '/import-csv',
    page: lazyPage(() =>
      import('../../features/invoices/import/ImportCsvPage').then((m) => m.ImportCsvPage),
    ),
    access: { rolesAnyOf: [ROLES.editInvoice], flag: 'invoiceImporterEnabled' },
    redirectTo: '/',
    menu: { group: 'invoices', label: 'Upload CSV' },
  },
  {
    // Any user may open it (spec §2); the server lets only manage-platform create (CONTRACT.md
    // 'Platforms'), so the menu offers it to them only.
    path: '/create-platform',
    page: lazyPage(() =>
      import('../../features/platforms/pages/CreatePlatformPage').then((m) => m.CreatePlatformPage),
    ),
    menu: { group: 'create', label: 'Platform', access: { rolesAnyOf: [ROLES.managePlatform] } },
  },
  {
    path: '/platforms',
    page: lazyPage(() =>
      import('../../features/platforms/pages/PlatformsPage').then((m) => m.PlatformsPage),
    ),
    menu: { group: 'overviews', label: 'Platforms' },
  },
  {
    path: '/manage-platform',
    page: lazyPage(() =>
      import('../../features/platforms/pages/ManagePlatformPage').then((m) => m.ManagePlatformPage),
    ),
    access: { rolesAnyOf: [ROLES.managePlatform], requiredQuery: 'platform' },
    redirectTo: '/',
  },
  {
    path: '/platform-consumers',
    page: lazyPage(() =>
      import('../../features/platforms/pages/PlatformConsumersPage').then(
        (m) => m.PlatformConsumersPage,
      ),
    ),
  },
  {
    path: '/financial-plan-overview',
    page: lazyPage(() =>
      import('../../features/planning/pages/FinancialPlanOverviewPage').then(
        (m) => m.FinancialPlanOverviewPage,
      ),
    ),
    menu: { group: 'planning', label: 'Overview' },
  },
  {
    // Spec §2: one screen in two modes, any user; the server decides who may propose or demand.
    path: '/proposal',
    page: lazyPage(() =>
      import('../../features/planning/pages/PlanningFormPage').then((m) => m.ProposalPage),
    ),
    menu: { group: 'planning', label: 'Proposal' },
  },
  {
    path: '/demand',
    page: lazyPage(() =>
      import('../../features/planning/pages/PlanningFormPage').then((m) => m.DemandPage),
    ),
    menu: { group: 'planning', label: 'Demand' },
  },
  {
    path: '/notifications',
    page: lazyPage(() =>
      import('../../features/notifications/pages/NotificationsPage').then(
        (m) => m.NotificationsPage,
      ),
    ),
  },
];

/**
 * The route of a path as the router matches it (AppRoutes: wouter's default matching of these
 * static paths ignores case and one trailing slash); undefined for an unknown path.
 */
export function routeAt(
  pathname: string,
  routes: readonly AppRoute[] = ROUTES,
): AppRoute | undefined {
  const path = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  return routes.find((route) => route.path.toLowerCase() === path);
}

/**
 * Starts loading the page of the address the app opens at (bootstrap.tsx), so its chunk comes
 * while the session's queries are in flight rather than after them. A failure shows when the
 * page renders (its error boundary), as without the preload.
 */
export function preloadPageAt(pathname: string, routes: readonly AppRoute[] = ROUTES): void {
  routeAt(pathname, routes)
    ?.page.preload?.()
    .catch(() => undefined);
}
