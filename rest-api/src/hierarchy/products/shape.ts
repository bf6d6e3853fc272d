// A product in the shape of CONTRACT.md 'Products', written as JSON text by the database from the
// flat columns of repository.ts (db/json.ts). Only naming and nesting here: every figure is a money
// string computed by SQL.
import { sql } from 'kysely';
import {
  jsonMoney,
  jsonNumber,
  jsonString,
  type JsonLayout,
  type JsonMember,
  type JsonValue,
} from '../../db/json.ts';
import { COST_CODES } from '../figures.ts';

/** What the server itself reads of a product; the rest is passed on as the database wrote it. */
export interface Product {
  id: number;
  name: string;
  available_budget: string;
  [field: string]: unknown;
}

const number = (name: string) => jsonNumber(sql.ref(`row.${name}`));
const text = (name: string) => jsonString(sql.ref(`row.${name}`));
const money = (name: string) => jsonMoney(sql.ref(`row.${name}`));
/** Members whose key is the column's name. */
const same = (kind: (name: string) => JsonValue, ...names: string[]): JsonMember[] =>
  names.map((name) => [name, kind(name)]);
/** `<prefix>ci` … `<prefix>ee` under their own names. */
const prefixed = (prefix: string): JsonMember[] =>
  COST_CODES.map(({ code }) => [`${prefix}${code}`, money(`${prefix}${code}`)]);
/** { ci, cm, ce, ei, em, ee } from the columns `<prefix>ci` … */
const costCodes = (prefix: string): JsonLayout =>
  COST_CODES.map(({ code }) => [code, money(`${prefix}${code}`)]);
/** purchaseorderscurrentyear/nextyear: { totalCI, totalCM, … } */
const orderTotals = (prefix: string): JsonLayout =>
  COST_CODES.map(({ code }) => [`total${code.toUpperCase()}`, money(`${prefix}${code}`)]);

function yearFigures(which: 'lastyear' | 'nextyear', year: number): JsonLayout {
  return [
    ['year', jsonNumber(sql.lit(year))],
    ['budget', money(`${which}_budget`)],
    ['forecast', money(`${which}_ftotal`)],
    ['actuals', money(`${which}_atotal`)],
    ['forecast_codes', costCodes(`${which}_f`)],
    ['actuals_codes', costCodes(`${which}_a`)],
  ];
}

export function productLayout(currentYear: number): JsonLayout {
  return [
    ...same(number, 'id'),
    ...same(text, 'name'),
    ...same(number, 'productfamily'),
    ...same(text, 'productfamilyname'),
    ...same(number, 'region'),
    ...same(text, 'regionname', 'owner'),
    ...same(number, 'image'),
    ...same(money, 'budget_limit', 'target', 'available_budget', 'platform_cost', 'budget'),
    ...same(money, 'undef', 'bci', 'bcm', 'bce', 'bei', 'bem', 'bee'),
    ['forecast', money('ftotal')],
    ['actuals', money('atotal')],
    ...prefixed('f'),
    ...prefixed('a'),
    ['capitalforecast', money('fcapital')],
    ['expensesforecast', money('fexpense')],
    ['capitalactuals', money('acapital')],
    ['expensesactuals', money('aexpense')],
    ...prefixed('product_PR_f'),
    ...prefixed('prod_invoice_a'),
    ['total_consumers_forecast', money('total_consumers_forecast')],
    ['lastyearbudget', money('lastyear_budget')],
    ['totalnextyearbudget', money('nextyear_budget')],
    ['lastyear', yearFigures('lastyear', currentYear - 1)],
    ['nextyear', yearFigures('nextyear', currentYear + 1)],
    ['purchaseorderscurrentyear', orderTotals('f')],
    ['purchaseordersnextyear', orderTotals('nextyear_f')],
  ];
}

/** The order of every product list: by name, case-insensitively. */
export const PRODUCT_ORDER = sql`lower(row.name), row.id`;
