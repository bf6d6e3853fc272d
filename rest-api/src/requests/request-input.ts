// A request body (POST, or the one object of PUT) through the shared rules of spec §5
// (`purchaseRequestSchema`), then the references only the server can check, inside the write's
// transaction: a known owner, contact (of the company, when one is named), supplier, SBU, buying
// unit and a currency with a rate today.
import type { Kysely } from 'kysely';
import { fitsMoney, purchaseRequestSchema, REQUEST_MESSAGES } from '@cost-steering/schema';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { validationFailed } from '../http/errors.ts';
import { asText, bodyId, validateWith, type JsonObject } from '../http/validation.ts';
import { currencyHasRate, eurValue, requireKnownOwner } from '../reference/index.ts';
import type { RequestSettings } from './settings.ts';
import { contactOf, listed, type RequestValues } from './writes.ts';

/** Schema field → the REST field a problem is reported on. */
const FIELD_NAMES: Record<string, string> = {
  companyId: 'company_id',
  contactId: 'company_contact_id',
  startDate: 'podate',
  deliveryDate: 'deliverydate',
  orderText: 'ordertext',
  supplierId: 'supplier',
  sbuId: 'sbu',
  accountingElement: 'accountingelement',
  orderAmount: 'orderamount',
};

interface Validated {
  companyId: string | null;
  contactId: string;
  startDate: string;
  deliveryDate?: string | null;
  orderText: string;
  supplierId?: string | null;
  sbuId?: string | null;
  accountingElement?: string | null;
  comments?: string | null;
  orderAmount: string;
  currency: string;
}

export interface RequestInput {
  companyId: number | undefined;
  contactId: number;
  podate: string;
  deliverydate: string | null;
  ordertext: string;
  supplierId: number | null;
  sbuId: number | null;
  buyingUnitId: number | null;
  accountingelement: string | null;
  comments: string | null;
  orderamount: string;
  currency: string;
  owner: string | null;
}

const orNull = (value: string | null | undefined) => (value == null || value === '' ? null : value);

function idField(field: string, value: unknown, label: string): number | null {
  if (value == null || value === '') return null;
  const id = bodyId(value);
  if (id === undefined)
    throw validationFailed([{ field, message: `${label} must be a known ${label.toLowerCase()}` }]);
  return id;
}

/**
 * The spec's rules with their texts. `minStartDate` is today for a new or changed start date and
 * null for a start date kept as it was (a draft written yesterday may be edited today).
 */
export async function validateRequestBody(
  raw: JsonObject,
  settings: RequestSettings,
  minStartDate: string | null,
): Promise<RequestInput> {
  // The spec's create payload names only the contact; its company is the contact's.
  const companyGiven = raw.company_id != null && raw.company_id !== '';
  const value = await validateWith<Validated>(
    purchaseRequestSchema({
      suppliersEnabled: settings.suppliersEnabled,
      sbuEnabled: settings.sbuEnabled,
      accountingElementEnabled: settings.accountingElementEnabled,
      minStartDate,
      requireEntities: false,
    }),
    {
      companyId: companyGiven ? asText(raw.company_id) : asText(raw.company_contact_id),
      contactId: asText(raw.company_contact_id),
      startDate: raw.podate,
      deliveryDate: raw.deliverydate,
      orderText: raw.ordertext,
      supplierId: asText(raw.supplier),
      sbuId: asText(raw.sbu),
      accountingElement: raw.accountingelement,
      comments: raw.comments,
      orderAmount: asText(raw.orderamount),
      currency: raw.currency,
    },
    FIELD_NAMES,
  );
  return {
    companyId: companyGiven
      ? (idField('company_id', raw.company_id, 'Company') ?? undefined)
      : undefined,
    contactId: idField('company_contact_id', value.contactId, 'Contact')!,
    podate: value.startDate,
    deliverydate: orNull(value.deliveryDate),
    ordertext: value.orderText,
    supplierId: idField('supplier', value.supplierId, 'Supplier'),
    sbuId: idField('sbu', value.sbuId, 'SBU'),
    buyingUnitId: idField('buying_unit', raw.buying_unit, 'Buying unit'),
    accountingelement: orNull(value.accountingElement),
    comments: orNull(value.comments),
    orderamount: value.orderAmount,
    currency: value.currency.toUpperCase(),
    owner: typeof raw.owner === 'string' && raw.owner.trim() !== '' ? raw.owner.trim() : null,
  };
}

const unknown = (field: string, message: string) => validationFailed([{ field, message }]);

/** The checks of the references, in the transaction of the write; the owner's username too. */
export async function resolveReferences(
  trx: Kysely<Database>,
  input: RequestInput,
  user: CurrentUser,
  day: string,
): Promise<{ values: RequestValues; owner: string }> {
  const owner = await requireKnownOwner(trx, input.owner ?? user.username);
  const contact = await contactOf(trx, input.contactId);
  if (!contact) throw unknown('company_contact_id', 'Company contact must be a known contact');
  if (input.companyId !== undefined && input.companyId !== contact.company_id) {
    throw unknown('company_contact_id', 'The contact is not a contact of the company');
  }
  const lists = [
    ['supplier', 'suppliers', input.supplierId, 'Supplier must be a known supplier'],
    ['sbu', 'sbu', input.sbuId, 'SBU must be a known SBU'],
    ['buying_unit', 'buying_units', input.buyingUnitId, 'Buying unit must be a known buying unit'],
  ] as const;
  for (const [field, table, id, message] of lists) {
    if (id !== null && !(await listed(trx, table, id))) throw unknown(field, message);
  }
  if (!(await currencyHasRate(trx, input.currency, day))) {
    throw unknown('currency', 'Currency must be a known currency');
  }
  // The rules bound the amount as typed; its EUR value is stored beside it in a money column
  // too, and a currency worth less than a euro makes it larger (else a 400 naming no field).
  const eur = await eurValue(trx, input.orderamount, input.currency, day);
  if (!fitsMoney(eur)) throw unknown('orderamount', REQUEST_MESSAGES.orderAmountEurTooLarge);
  const values: RequestValues = {
    ordertext: input.ordertext,
    podate: input.podate,
    deliverydate: input.deliverydate,
    orderamount: input.orderamount,
    currency: input.currency,
    prowner_id: owner.id,
    company_id: contact.company_id,
    company_contact_id: contact.id,
    supplier_id: input.supplierId,
    sbu_id: input.sbuId,
    buying_unit_id: input.buyingUnitId,
    accountingelement: input.accountingelement,
    comments: input.comments,
  };
  return { values, owner: owner.username };
}
