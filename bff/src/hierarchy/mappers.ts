// REST shapes of the hierarchy domain → the plain fields of the GraphQL types. Relations (family,
// image, projects, orders …) are resolved by loaders in the resolvers. Money stays the REST API's
// decimal strings; statuses are spec §4's forecast colour, computed exactly.
import { figureStatus } from '@cost-steering/schema';
import type {
  Application,
  Product,
  ProductFamily,
  ProductImage,
  Project,
} from '../generated/graphql.ts';
import { mapAllFields, type FieldMappers } from '../mapped-fields.ts';
import {
  codesWithPrefix,
  orderTotalsToCodes,
  toCostBreakdown,
  toYearFigures,
} from '../cost-breakdown.ts';
import type { RestBudgetEntity, RestFamily, RestImage, RestProduct } from './rest-types.ts';

export type ProductFamilyFields = Required<Omit<ProductFamily, '__typename' | 'products'>>;

export const productFamilyFields: FieldMappers<RestFamily, ProductFamilyFields> = {
  id: (family) => String(family.id),
  name: (family) => family.name,
  owner: (family) => family.owner,
  year: (family) => family.year,
  budget: (family) => family.budget,
  budgetLimit: (family) => family.budget_limit ?? null,
  target: (family) => family.target ?? null,
  forecast: (family) => family.forecast,
  actuals: (family) => family.actuals,
  availableBudget: (family) => family.available_budget,
  nextYearBudget: (family) => family.totalnextyearbudget ?? '0.00',
  forecastStatus: (family) => figureStatus(family.forecast, family.budget),
  actualsStatus: (family) => figureStatus(family.actuals, family.forecast),
};

export function toProductFamily(family: RestFamily): ProductFamilyFields {
  return mapAllFields(productFamilyFields, family);
}

type ProductRelations =
  'family' | 'region' | 'image' | 'projects' | 'applications' | 'purchaseOrders' | 'invoices';

export type ProductFields = Required<Omit<Product, '__typename' | ProductRelations>>;

export const productFields: FieldMappers<RestProduct, ProductFields> = {
  id: (product) => String(product.id),
  name: (product) => product.name,
  owner: (product) => product.owner,
  budgetLimit: (product) => product.budget_limit ?? null,
  target: (product) => product.target ?? null,
  availableBudget: (product) => product.available_budget,
  isPlatform: (product) => product.platform_cost != null,
  platformCost: (product) => product.platform_cost ?? null,
  budget: (product) => product.budget,
  budgetBreakdown: (product) => toCostBreakdown(codesWithPrefix(product, 'b')),
  undefinedBudget: (product) => product.undef,
  forecast: (product) => product.forecast,
  forecastBreakdown: (product) => toCostBreakdown(codesWithPrefix(product, 'f')),
  actuals: (product) => product.actuals,
  actualsBreakdown: (product) => toCostBreakdown(codesWithPrefix(product, 'a')),
  directForecastBreakdown: (product) => toCostBreakdown(codesWithPrefix(product, 'product_PR_f')),
  directActualsBreakdown: (product) => toCostBreakdown(codesWithPrefix(product, 'prod_invoice_a')),
  consumersForecast: (product) => product.total_consumers_forecast,
  forecastStatus: (product) => figureStatus(product.forecast, product.budget),
  actualsStatus: (product) => figureStatus(product.actuals, product.forecast),
  lastYear: (product) => toYearFigures(product.lastyear),
  nextYear: (product) => toYearFigures(product.nextyear),
  purchaseOrdersCurrentYear: (product) =>
    toCostBreakdown(orderTotalsToCodes(product.purchaseorderscurrentyear)),
  purchaseOrdersNextYear: (product) =>
    toCostBreakdown(orderTotalsToCodes(product.purchaseordersnextyear)),
};

export function toProduct(product: RestProduct): ProductFields {
  return mapAllFields(productFields, product);
}

/** Project and Application have the same fields (the BudgetEntity interface). */
export type BudgetEntityFields = Required<
  Omit<Project | Application, '__typename' | 'product' | 'purchaseOrders' | 'invoices'>
>;

export const budgetEntityFields: FieldMappers<RestBudgetEntity, BudgetEntityFields> = {
  id: (entity) => String(entity.id),
  name: (entity) => entity.name,
  owner: (entity) => entity.owner,
  currency: (entity) => entity.currency,
  enteredBudget: (entity) => toCostBreakdown(codesWithPrefix(entity, 'b')),
  enteredUndefined: (entity) => entity.undef,
  budget: (entity) => entity.totalbudget,
  budgetBreakdown: (entity) => toCostBreakdown(entity.budget_eur),
  forecast: (entity) => entity.totalforecast,
  forecastBreakdown: (entity) => toCostBreakdown(entity.forecast_codes),
  actuals: (entity) => entity.totalactuals,
  actualsBreakdown: (entity) => toCostBreakdown(entity.actuals_codes),
  forecastStatus: (entity) => figureStatus(entity.totalforecast, entity.totalbudget),
  actualsStatus: (entity) => figureStatus(entity.totalactuals, entity.totalforecast),
  status: (entity) => entity.status,
  platformCost: (entity) => entity.platform_cost,
  nextYearBudget: (entity) => entity.totalnextyearbudget ?? '0.00',
};

export function toBudgetEntity(entity: RestBudgetEntity): BudgetEntityFields {
  return mapAllFields(budgetEntityFields, entity);
}

export function toProductImage(image: RestImage): ProductImage {
  return { id: String(image.id), name: image.name, dataUrl: image.image_data };
}
