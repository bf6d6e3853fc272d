// FOR TESTS: configuration files for the rest-api and the GraphQL documents the tests share.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A configuration file path in a fresh folder; written only when `contents` is given. */
export async function configFile(contents?: Record<string, unknown> | string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'bff-config-')), 'configuration.json');
  if (contents !== undefined) {
    await writeFile(path, typeof contents === 'string' ? contents : JSON.stringify(contents));
  }
  return path;
}

/** The rest-api's demo configuration with these keys changed, as a fresh file. */
export async function demoConfigFile(changes: Record<string, unknown> = {}): Promise<string> {
  const base = JSON.parse(
    await readFile(new URL('../../../rest-api/config/configuration.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  return configFile({ ...base, ...changes });
}

export const FAMILY_FIELDS =
  'id name owner year budget budgetLimit target forecast actuals availableBudget nextYearBudget forecastStatus actualsStatus';

export const REGISTER =
  'mutation { registerCurrentUser { user { id username } errors { message } } }';

export const CREATE_FAMILY = `
  mutation Create($input: CreateProductFamilyInput!) {
    createProductFamily(input: $input) {
      productFamily { ${FAMILY_FIELDS} }
      errors { field message code }
    }
  }`;

const BREAKDOWN = `{
  capital { infrastructure maintenance enhancement total }
  expense { infrastructure maintenance enhancement total }
  total
}`;

const YEAR = `{ year budget forecast forecastBreakdown ${BREAKDOWN} actuals actualsBreakdown ${BREAKDOWN} }`;

/** Every plain field of Product (what mappers.ts's toProduct gives). */
export const PRODUCT_FIELDS = `id name owner budgetLimit target availableBudget isPlatform
  platformCost budget budgetBreakdown ${BREAKDOWN} undefinedBudget forecast
  forecastBreakdown ${BREAKDOWN} actuals actualsBreakdown ${BREAKDOWN}
  directForecastBreakdown ${BREAKDOWN} directActualsBreakdown ${BREAKDOWN} consumersForecast
  forecastStatus actualsStatus lastYear ${YEAR} nextYear ${YEAR}
  purchaseOrdersCurrentYear ${BREAKDOWN} purchaseOrdersNextYear ${BREAKDOWN}`;

/** Every plain field of Project and Application (toBudgetEntity). */
export const BUDGET_ENTITY_FIELDS = `id name owner currency enteredBudget ${BREAKDOWN}
  enteredUndefined budget budgetBreakdown ${BREAKDOWN} forecast forecastBreakdown ${BREAKDOWN}
  actuals actualsBreakdown ${BREAKDOWN} forecastStatus actualsStatus status platformCost nextYearBudget`;

/** Every field of PurchaseOrder with its list items. */
export const ORDER_FIELDS = `id orderNumber status poDate deliveryDate orderText owner ownerName
  contactName companyId companyName contactId supplierId sbuId buyingUnitId buyingUnitName
  supplierName sbuName orderAmount currency orderAmountEur amountCurrentYear amountNextYear
  remainingAmount invoicedAmount approvedOn accountingElement comments renewalRequestId
  renewalStatus listItems { id position name type costType resourceName quantity dailyRate amount currency
    amountEur amountCurrentYear remainingAmount productFamilyName productName projectName
    applicationName entityType entityId }`;

/** Every field of Invoice with its lines. */
export const INVOICE_FIELDS = `id kind name date startDate endDate contactName purchaseOrderId poName
  totalAmount orderNumber createdBy created
  lines { id listItemId listItemName costType resourceName quantity dailyRate amount currency
    amountEur }`;
