// FOR TESTS: REST objects shaped as CONTRACT.md shows them. Every cost code of a kind gets its own
// value (kind digit . cell index), so a test sees which REST field landed in which GraphQL cell.
import type { RestInvoice } from '../invoices/index.ts';
import type { RestOrder } from '../orders/index.ts';
import type {
  RestBudgetEntity,
  RestCostCodes,
  RestFamily,
  RestProduct,
} from '../hierarchy/rest-types.ts';

/** `{ ci: "<n>.01", cm: "<n>.02", ce: "<n>.03", ei: "<n>.04", em: "<n>.05", ee: "<n>.06" }`. */
export function distinctCodes(whole: number): RestCostCodes {
  return {
    ci: `${whole}.01`,
    cm: `${whole}.02`,
    ce: `${whole}.03`,
    ei: `${whole}.04`,
    em: `${whole}.05`,
    ee: `${whole}.06`,
  };
}

function prefixed<Prefix extends string>(prefix: Prefix, codes: RestCostCodes) {
  return Object.fromEntries(
    Object.entries(codes).map(([code, amount]) => [`${prefix}${code}`, amount]),
  ) as Record<`${Prefix}${keyof RestCostCodes}`, string>;
}

export function restFamily(overrides: Partial<RestFamily> = {}): RestFamily {
  return {
    id: 1,
    name: 'Cloud Services',
    owner: 'controller',
    year: 2026,
    budget: '250000.00',
    budget_limit: '400000.00',
    target: null,
    forecast: '180000.00',
    actuals: '120000.00',
    total_product_forecast: '180000.00',
    total_product_actuals: '120000.00',
    available_budget: '150000.00',
    ...overrides,
  };
}

/** Budget codes 1.0x, forecast 2.0x, actuals 3.0x, direct forecast 4.0x, direct actuals 5.0x. */
export function restProduct(overrides: Partial<RestProduct> = {}): RestProduct {
  return {
    id: 4,
    name: 'Object Storage',
    productfamily: 1,
    productfamilyname: 'Cloud Services',
    region: 2,
    regionname: 'EMEA',
    owner: 'controller',
    image: 3,
    budget_limit: '90000.00',
    target: null,
    available_budget: '12000.00',
    platform_cost: null,
    budget: '78000.00',
    undef: '1000.00',
    ...prefixed('b', distinctCodes(1)),
    forecast: '60000.00',
    actuals: '30000.00',
    ...prefixed('f', distinctCodes(2)),
    ...prefixed('a', distinctCodes(3)),
    capitalforecast: '6.06',
    expensesforecast: '6.15',
    capitalactuals: '9.06',
    expensesactuals: '9.15',
    ...prefixed('product_PR_f', distinctCodes(4)),
    ...prefixed('prod_invoice_a', distinctCodes(5)),
    total_consumers_forecast: '0.00',
    lastyearbudget: '70000.00',
    totalnextyearbudget: '80000.00',
    lastyear: {
      year: 2025,
      budget: '70000.00',
      forecast: '65000.00',
      actuals: '64000.00',
      forecast_codes: distinctCodes(6),
      actuals_codes: distinctCodes(7),
    },
    nextyear: {
      year: 2027,
      budget: '80000.00',
      forecast: '10000.00',
      actuals: '0.00',
      forecast_codes: distinctCodes(8),
      actuals_codes: distinctCodes(9),
    },
    purchaseorderscurrentyear: {
      totalCI: '10.01',
      totalCM: '10.02',
      totalCE: '10.03',
      totalEI: '10.04',
      totalEM: '10.05',
      totalEE: '10.06',
    },
    purchaseordersnextyear: {
      totalCI: '11.01',
      totalCM: '11.02',
      totalCE: '11.03',
      totalEI: '11.04',
      totalEM: '11.05',
      totalEE: '11.06',
    },
    ...overrides,
  };
}

/** Entered codes 1.0x (USD), EUR budget 2.0x, forecast 3.0x, actuals 4.0x. */
export function restBudgetEntity(overrides: Partial<RestBudgetEntity> = {}): RestBudgetEntity {
  return {
    id: 7,
    name: 'Customer Portal',
    type: 'Project',
    owner: 'controller',
    product: 4,
    productname: 'Object Storage',
    productfamily: 1,
    currency: 'USD',
    ...prefixed('b', distinctCodes(1)),
    undef: '108.00',
    budget_eur: distinctCodes(2),
    undef_eur: '100.00',
    totalbudget: '1000.00',
    totalforecast: '500.00',
    totalactuals: '200.00',
    forecast_codes: distinctCodes(3),
    actuals_codes: distinctCodes(4),
    status: 'Active',
    platform_cost: '0.00',
    ...overrides,
  };
}

export function restOrder(overrides: Partial<RestOrder> = {}): RestOrder {
  return {
    id: 12,
    ordernumber: 'PO-2026-0012',
    status: 'Approved',
    podate: '2026-02-01',
    deliverydate: '2026-12-31',
    ordertext: 'Storage nodes',
    prowner: 'requester',
    prownername: 'Rita Requester',
    contact_name: 'Ana Kovač',
    sbuname: 'Infrastructure SBU',
    suppliername: 'Nordic Hardware',
    orderamount: '1080.00',
    currency: 'USD',
    orderamount_eur: '1000.00',
    amountCurrentYear: '916.67',
    amountNextYear: '83.33',
    po_remaining_amount: '400.00',
    accountingelement: 'AE-1',
    comments: 'urgent',
    listitems: {
      '32': {
        id: 32,
        position: 2,
        name: 'Consulting',
        type: 'Expense',
        costtype: 'Maintenance',
        resourcename: 'Senior engineer',
        quantity: '2.500',
        daily_rate: '432.00',
        amount: '1080.00',
        currency: 'USD',
        amount_eur: '1000.00',
        amountCurrentYear: '916.67',
        li_remaining_amount: '400.00',
        productfamilyname: 'Cloud Services',
        productname: 'Object Storage',
        applicationname: null,
        projectname: 'Customer Portal',
      },
      '31': {
        id: 31,
        position: 1,
        name: 'Open item',
        type: 'Undefined',
        costtype: null,
        resourcename: null,
        quantity: null,
        daily_rate: null,
        amount: '0.00',
        currency: 'USD',
        amount_eur: '0.00',
        amountCurrentYear: '0.00',
        li_remaining_amount: '0.00',
        productfamilyname: 'Cloud Services',
        productname: 'Object Storage',
        applicationname: null,
        projectname: 'Customer Portal',
      },
    },
    ...overrides,
  };
}

export function restInvoice(overrides: Partial<RestInvoice> = {}): RestInvoice {
  return {
    id: 5,
    kind: 'invoice',
    name: 'March services',
    date: '2026-03-31',
    start_date: null,
    end_date: null,
    contact_name: 'Ana Kovač',
    po_name: 'Storage nodes',
    total_amount: '600.00',
    purchaseorder_id: 12,
    listitems: {
      '9': {
        id: 9,
        po_listitem_id: 32,
        list_item_name: 'Consulting',
        cost_type: 'Expense Maintenance',
        resource_name: 'Senior engineer',
        quantity: '1.500',
        daily_rate: '432.00',
        amount: '648.00',
        currency: 'USD',
        amount_eur: '600.00',
      },
    },
    ...overrides,
  };
}
