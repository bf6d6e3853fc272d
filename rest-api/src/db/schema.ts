// Kysely's view of the tables of migrations/0001-data-model.ts. NUMERIC and DATE columns arrive
// as strings from both drivers (see database.ts), instants as Date.
import type { ColumnType, Generated } from 'kysely';

/** NUMERIC: written as a decimal string, read as the exact decimal string. */
export type Decimal = string;
/** DATE: yyyy-mm-dd. */
export type DateString = string;
type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Money = Decimal;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A column the database computes. */
type Computed<T> = ColumnType<T, never, never>;

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Id;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  roles: ColumnType<string[], string, string>;
  /** Groups of the last token seen ('Product Family Manager'), as JSON text on write. */
  groups: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
}

export interface CurrenciesTable {
  code: string;
  name: string;
}

export interface CurrencyRatesTable {
  currency: string;
  valid_from: DateString;
  rate: Decimal;
}

export interface NamedTable {
  id: Id;
  name: string;
}

export interface ImagesTable {
  id: Id;
  name: string;
  image_data: string;
  content_sha256: string;
  created_at: CreatedAt;
}

export interface ProductFamiliesTable {
  id: Id;
  name: string;
  owner_id: number;
  year: number;
  budget_limit: Money | null;
  target: Money | null;
  created_by_id: number | null;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Id;
  name: string;
  product_family_id: number;
  region_id: number | null;
  owner_id: number;
  image_id: number | null;
  budget_limit: Money | null;
  target: Money | null;
  platform_cost: Money | null;
  /** The sum of its projects' and applications' budget_eur, kept by triggers (migration 0014). */
  rollup_budget_eur: Generated<Money>;
  created_at: CreatedAt;
}

export interface PlatformsTable {
  id: Id;
  name: string;
  owner_id: number;
  budget: Money;
  created_at: CreatedAt;
}

export interface PlatformProductsTable {
  platform_id: number;
  product_id: number;
}

/** Projects and applications share one shape. */
export interface ProjectLikeTable {
  id: Id;
  name: string;
  product_id: number;
  owner_id: number;
  currency: string;
  bci: Defaulted<Money>;
  bcm: Defaulted<Money>;
  bce: Defaulted<Money>;
  bei: Defaulted<Money>;
  bem: Defaulted<Money>;
  bee: Defaulted<Money>;
  undef: Defaulted<Money>;
  bci_eur: Defaulted<Money>;
  bcm_eur: Defaulted<Money>;
  bce_eur: Defaulted<Money>;
  bei_eur: Defaulted<Money>;
  bem_eur: Defaulted<Money>;
  bee_eur: Defaulted<Money>;
  undef_eur: Defaulted<Money>;
  budget_eur: Computed<Money>;
  status: Defaulted<string>;
  created_at: CreatedAt;
}

export interface PlatformConsumersTable {
  id: Id;
  platform_product_id: number;
  project_id: number | null;
  application_id: number | null;
  created_at: CreatedAt;
}

/** The view of migration 0012: each consumer's equal share of its platform's cost. */
export interface PlatformConsumerSharesView {
  id: number;
  platform_product_id: number;
  project_id: number | null;
  application_id: number | null;
  share: Money;
}

export interface CostUnitsTable {
  id: Id;
  name: string;
  manager_id: number;
  status: Defaulted<'Active' | 'Proposed' | 'Retired' | 'Global'>;
  statusdate: DateString;
  created_at: CreatedAt;
}

export interface CostUnitProductsTable {
  cost_unit_id: number;
  product_id: number;
  percentage: Decimal;
}

export interface CompaniesTable {
  id: Id;
  name: string;
  street: string | null;
  house_number: string | null;
  city: string;
  postal_code: string;
  country: string;
  created_at: CreatedAt;
}

export interface CompanyContactsTable {
  id: Id;
  company_id: number;
  name: string;
  phone: string | null;
  email: string | null;
  created_at: CreatedAt;
}

export type RequestStatus = 'Draft' | 'Proposed' | 'Approved' | 'Declined' | 'Withdrawn';
export type JustificationStatus = 'Proposed' | 'Signed' | 'Declined';

export interface PurchaseRequestsTable {
  id: Id;
  ordertext: string;
  podate: DateString;
  deliverydate: DateString | null;
  orderamount: Money;
  currency: string;
  orderamount_eur: Money;
  prowner_id: number;
  company_id: number;
  company_contact_id: number;
  supplier_id: number | null;
  sbu_id: number | null;
  buying_unit_id: number | null;
  accountingelement: string | null;
  comments: string | null;
  status: Defaulted<RequestStatus>;
  message: string | null;
  justification_status: JustificationStatus | null;
  justified_by_id: number | null;
  justification_comment: string | null;
  justification_date: DateString | null;
  ordernumber: string | null;
  approved_by_id: number | null;
  approved_at: Date | null;
  supersedes_id: number | null;
  /** The edit that replaced this request, written when that edit was first sent (migration 0016). */
  replaced_by_id: Defaulted<number | null>;
  /** The order this request renews (migration 0009). */
  renews_id: Defaulted<number | null>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export type ItemType = 'Capital' | 'Expense' | 'Undefined';
export type CostType = 'Infrastructure' | 'Maintenance' | 'Enhancement';

export interface ListItemsTable {
  id: Id;
  purchase_request_id: number;
  position: number;
  name: string;
  type: ItemType;
  costtype: CostType | null;
  product_id: number | null;
  project_id: number | null;
  application_id: number | null;
  resourcename: string | null;
  quantity: Decimal | null;
  daily_rate: Decimal | null;
  amount: Money;
  currency: string;
  amount_eur: Money;
  created_at: CreatedAt;
}

export interface InvoicesTable {
  id: Id;
  name: string;
  date: DateString | null;
  start_date: DateString | null;
  end_date: DateString | null;
  booked_on: Computed<DateString>;
  purchase_request_id: number;
  import_key: string | null;
  created_by_id: number | null;
  created_at: CreatedAt;
}

export interface InvoiceLinesTable {
  id: Id;
  invoice_id: number;
  list_item_id: number;
  resource_name: string | null;
  quantity: Decimal | null;
  daily_rate: Decimal | null;
  amount: Money;
  currency: string;
  amount_eur: Money;
}

/**
 * Forecast and actuals summed per booking target × type × cost type × year, kept by triggers
 * (migrations/0003-figure-rollup.ts); read only. Year NULL: orders without a delivery date,
 * which count in the current year.
 */
export interface FigureRollupTable {
  product_id: number;
  project_id: number | null;
  application_id: number | null;
  type: string;
  costtype: string | null;
  year: number | null;
  forecast: Decimal;
  actuals: Decimal;
}

/**
 * figure_rollup per product and year (NULL: undated orders), pivoted to the cost codes: f_/a_
 * forecast/actuals of the product with its entities, fd_/ad_ booked on the product directly.
 */
export interface ProductYearFiguresTable {
  product_id: number;
  year: number | null;
  f_ci: Decimal;
  a_ci: Decimal;
  fd_ci: Decimal;
  ad_ci: Decimal;
  f_cm: Decimal;
  a_cm: Decimal;
  fd_cm: Decimal;
  ad_cm: Decimal;
  f_ce: Decimal;
  a_ce: Decimal;
  fd_ce: Decimal;
  ad_ce: Decimal;
  f_ei: Decimal;
  a_ei: Decimal;
  fd_ei: Decimal;
  ad_ei: Decimal;
  f_em: Decimal;
  a_em: Decimal;
  fd_em: Decimal;
  ad_em: Decimal;
  f_ee: Decimal;
  a_ee: Decimal;
  fd_ee: Decimal;
  ad_ee: Decimal;
  f_undefined: Decimal;
  a_undefined: Decimal;
}

export interface FutureBudgetsTable {
  id: Id;
  entity_type: 'productfamily' | 'product' | 'project' | 'application';
  product_family_id: number | null;
  product_id: number | null;
  project_id: number | null;
  application_id: number | null;
  year: number;
  status: Defaulted<'proposed' | 'declined' | 'approved'>;
  description: string | null;
  proposed_budget: Money | null;
  proposed_by_id: number | null;
  demand_title: string | null;
  demand_id: string | null;
  demanded_budget: Money | null;
  approved_budget: Money | null;
  sender_id: number;
  created_at: CreatedAt;
}

export interface FutureBudgetCommentsTable {
  id: Id;
  future_budget_id: number;
  sender_id: number;
  message: string;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  title: string;
  message: string;
  created: CreatedAt;
  status: 'seen' | null;
}

/** One alert of one order, sent once (migration 0009, orders/renewal-alerts.ts). */
export interface RenewalAlertsTable {
  order_id: number;
  days_before: number;
  delivery_date: DateString;
  notification_id: number | null;
  sent_at: CreatedAt;
}

export interface ActivityLogTable {
  id: ColumnType<number, never, never>;
  at: CreatedAt;
  username: string;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
}

export interface InvoiceImportRowsTable {
  import_key: string;
  invoice_id: number;
  row_number: number;
  imported_by: string;
  imported_at: Generated<Date>;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  currencies: CurrenciesTable;
  currency_rates: CurrencyRatesTable;
  sbu: NamedTable;
  regions: NamedTable;
  suppliers: NamedTable;
  buying_units: NamedTable;
  images: ImagesTable;
  product_families: ProductFamiliesTable;
  products: ProductsTable;
  platforms: PlatformsTable;
  platform_products: PlatformProductsTable;
  projects: ProjectLikeTable;
  applications: ProjectLikeTable;
  platform_consumers: PlatformConsumersTable;
  platform_consumer_shares: PlatformConsumerSharesView;
  cost_units: CostUnitsTable;
  cost_unit_products: CostUnitProductsTable;
  companies: CompaniesTable;
  company_contacts: CompanyContactsTable;
  purchase_requests: PurchaseRequestsTable;
  purchase_orders: PurchaseRequestsTable;
  purchase_request_list_items: ListItemsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_import_rows: InvoiceImportRowsTable;
  figure_rollup: FigureRollupTable;
  product_year_figures: ProductYearFiguresTable;
  future_budgets: FutureBudgetsTable;
  future_budget_comments: FutureBudgetCommentsTable;
  notifications: NotificationsTable;
  renewal_alerts: RenewalAlertsTable;
  activity_log: ActivityLogTable;
}
