// The lists' .xlsx exports through the bff's route against a real rest-api (demo organisation and
// a small large data set: more orders than one page): every row of the current search and sort,
// typed cells read back with exceljs, formula escaping, the list's role rule and refused
// parameters. Expected rows come from the list's GraphQL query, paged as the screen pages it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { CostUnitPayload, PurchaseOrderPage } from '../generated/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
before(async () => {
  // 0.005 of the large data set: 250 generated orders, three export pages.
  stack = await startStack({ seed: true, largeSeed: { scale: 0.005 } });
});
after(() => stack.close());

async function download(path: string, user: string | null = 'controller') {
  const headers: Record<string, string> = user
    ? { authorization: `Bearer ${await stack.issuer.mintFor(user)}` }
    : {};
  return fetch(`${stack.bffUrl}${path}`, { headers });
}

async function workbookOf(response: Response): Promise<ExcelJS.Worksheet> {
  assert.equal(response.status, 200, await response.clone().text());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}

const ORDERS = `query Orders($offset: Int!, $search: String, $sort: PurchaseOrderSort) {
  purchaseOrders(offset: $offset, limit: 100, search: $search, sort: $sort) {
    totalCount items { orderNumber orderAmount currency poDate deliveryDate }
  }
}`;

/** Every order of a search and sort, page after page, as the screen gets them. */
async function ordersOnScreen(search: string, sort: { field: string; direction: string }) {
  const orders: PurchaseOrderPage['items'] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await stack.as<{ purchaseOrders: PurchaseOrderPage }>('controller', ORDERS, {
      variables: { offset, search, sort },
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    orders.push(...response.data!.purchaseOrders.items);
    if (orders.length >= response.data!.purchaseOrders.totalCount) return orders;
  }
}

const cellsOf = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);

describe('list exports to .xlsx', () => {
  it('writes every order of the search in the asked order, over all pages, with typed cells', async () => {
    const expected = await ordersOnScreen('Large order', {
      field: 'ORDER_NUMBER',
      direction: 'DESC',
    });
    assert.ok(expected.length > 200, `only ${expected.length} orders: not several pages`);

    const response = await download(
      '/files/export/purchase-orders.xlsx?search=Large%20order&sort=-ORDER_NUMBER',
    );
    assert.equal(response.headers.get('x-total-rows'), String(expected.length));
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="purchase-orders.xlsx"',
    );
    const sheet = await workbookOf(response);

    const header = cellsOf(sheet, 1);
    assert.deepEqual([header[0], header[5], header[9]], ['PO Number', 'Order Amount', 'PO Date']);
    assert.equal(sheet.rowCount, expected.length + 1);
    const numbers = expected.map((_, index) => sheet.getRow(index + 2).getCell(1).value);
    assert.deepEqual(
      numbers,
      expected.map((order) => order.orderNumber),
    );

    const [first] = expected;
    const row = sheet.getRow(2);
    const amount = row.getCell(6);
    assert.equal(typeof amount.value, 'number');
    assert.equal((amount.value as number).toFixed(2), first!.orderAmount);
    assert.equal(amount.numFmt, `#,##0.00 "${first!.currency}"`);
    const poDate = row.getCell(10);
    assert.ok(poDate.value instanceof Date, `PO Date is ${typeof poDate.value}`);
    assert.equal((poDate.value as Date).toISOString().slice(0, 10), first!.poDate);
  });

  it('applies the filter of the list, and refuses one the list does not take', async () => {
    const filter = encodeURIComponent(JSON.stringify({ owner: 'no-such-owner' }));
    const none = await workbookOf(
      await download(`/files/export/purchase-orders.xlsx?filter=${filter}`),
    );
    assert.equal(none.rowCount, 1);

    const wrong = await download(
      `/files/export/purchase-orders.xlsx?filter=${encodeURIComponent('{"colour":"red"}')}`,
    );
    assert.equal(wrong.status, 400);
    assert.equal(((await wrong.json()) as { field: string }).field, 'filter');
  });

  it('escapes text that a spreadsheet would run as a formula, as the CSV export does', async () => {
    const created = await stack.as<{ createCostUnit: CostUnitPayload }>(
      'controller',
      `mutation Create($input: CreateCostUnitInput!) {
        createCostUnit(input: $input) { costUnit { id } errors { field message } }
      }`,
      {
        variables: {
          input: { name: '=HYPERLINK(1)', manager: 'controller', statusDate: '2099-01-01' },
        },
      },
    );
    assert.deepEqual(created.data?.createCostUnit.errors, [], JSON.stringify(created));
    const sheet = await workbookOf(
      await download('/files/export/cost-units.xlsx?search=HYPERLINK'),
    );
    assert.deepEqual(cellsOf(sheet, 2).slice(0, 2), ["'=HYPERLINK(1)", 'controller']);
    assert.equal(sheet.getRow(2).getCell(1).formula, undefined);
  });

  it('keeps the list role rule: 403 for a user who may not see the list, 401 without a token', async () => {
    const forbidden = await download('/files/export/cost-units.xlsx', 'viewer');
    assert.equal(forbidden.status, 403);
    assert.equal(((await forbidden.json()) as { code: string }).code, 'FORBIDDEN');
    assert.equal((await download('/files/export/cost-units.xlsx', null)).status, 401);
  });

  it('exports every list of the screens, one sheet row per list item', async () => {
    const lists = [
      'purchase-requests',
      'archive',
      'purchase-orders',
      'expiring-orders',
      'companies',
      'notifications',
      'cost-units',
    ];
    for (const list of lists) {
      const response = await download(`/files/export/${list}.xlsx`);
      const total = Number(response.headers.get('x-total-rows'));
      const sheet = await workbookOf(response);
      assert.equal(sheet.rowCount, total + 1, list);
      assert.ok(total > 0, `${list} is empty: nothing shown`);
    }
  });

  it('writes the overview figures: each family of the filter, its products grouped under it', async () => {
    const FAMILIES = `query Families($filter: OverviewFilterInput) {
      productFamilyPage(offset: 0, limit: 100, sort: BUDGET_DESC, filter: $filter) {
        totalCount items { name budget products(filter: $filter, sort: BUDGET_DESC) { name budget } }
      }
    }`;
    const onScreen = await stack.as<{
      productFamilyPage: {
        totalCount: number;
        items: Array<{
          name: string;
          budget: string;
          products: Array<{ name: string; budget: string }>;
        }>;
      };
    }>('controller', FAMILIES);
    const { items, totalCount } = onScreen.data!.productFamilyPage;
    assert.ok(totalCount > 1 && totalCount <= 100, `${totalCount} families`);
    const expected = items.flatMap((family) => [
      [family.name, null, family.budget, 0],
      ...family.products.map((product) => [family.name, product.name, product.budget, 1]),
    ]);

    const response = await download('/files/export/overview.xlsx?sort=BUDGET_DESC');
    assert.equal(response.headers.get('x-total-rows'), String(totalCount));
    const sheet = await workbookOf(response);
    const rows = expected.map((_, index) => {
      const row = sheet.getRow(index + 2);
      const budget = row.getCell(4).value as number;
      return [row.getCell(1).value, row.getCell(2).value, budget.toFixed(2), row.outlineLevel ?? 0];
    });
    assert.deepEqual(rows, expected);
    assert.equal(sheet.rowCount, expected.length + 1);

    const refused = await download('/files/export/overview.xlsx?sort=NAME_SIDEWAYS');
    assert.equal(refused.status, 400);
    assert.equal(((await refused.json()) as { field: string }).field, 'sort');
    const searched = await download('/files/export/overview.xlsx?search=x');
    assert.equal(((await searched.json()) as { field: string }).field, 'search');
  });

  it('writes an invoice with its lines, the further lines grouped under the first', async () => {
    const INVOICES = `query Invoices($offset: Int!) {
      invoices(offset: $offset, limit: 100) { totalCount items { id totalAmount lines { amount currency } } }
    }`;
    const invoices: Array<{ id: string; totalAmount: string; lines: unknown[] }> = [];
    for (let offset = 0; ; offset += 100) {
      const page = await stack.as<{ invoices: { totalCount: number; items: typeof invoices } }>(
        'controller',
        INVOICES,
        { variables: { offset } },
      );
      invoices.push(...page.data!.invoices.items);
      if (invoices.length >= page.data!.invoices.totalCount) break;
    }
    const response = await download('/files/export/invoices.xlsx');
    assert.equal(response.headers.get('x-total-rows'), String(invoices.length));
    const sheet = await workbookOf(response);
    const lineRows = invoices.reduce((sum, invoice) => sum + Math.max(1, invoice.lines.length), 0);
    assert.equal(sheet.rowCount, lineRows + 1);

    const withTwo = invoices.findIndex((invoice) => invoice.lines.length === 2);
    assert.ok(withTwo >= 0, 'no invoice with two lines');
    const firstRow =
      2 + invoices.slice(0, withTwo).reduce((sum, i) => sum + Math.max(1, i.lines.length), 0);
    const [first, second] = [sheet.getRow(firstRow), sheet.getRow(firstRow + 1)];
    assert.equal(first.getCell(1).value, Number(invoices[withTwo]!.id));
    assert.equal(second.getCell(1).value, Number(invoices[withTwo]!.id));
    assert.equal(first.outlineLevel ?? 0, 0);
    assert.equal(second.outlineLevel, 1);
    assert.equal(sheet.getRow(1).getCell(3).value, 'Type');
    assert.equal(first.getCell(3).value, 'Invoice');
    assert.equal((first.getCell(10).value as number).toFixed(2), invoices[withTwo]!.totalAmount);
  });

  it('keeps serving when the browser goes away in the middle of an export', async () => {
    const stopped = new AbortController();
    const response = await fetch(`${stack.bffUrl}/files/export/purchase-orders.xlsx`, {
      headers: { authorization: `Bearer ${await stack.issuer.mintFor('controller')}` },
      signal: stopped.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    stopped.abort();
    await assert.rejects(reader.read());
    // The pages asked for ahead still come back and are dropped; the next export is whole.
    const again = await download('/files/export/purchase-orders.xlsx');
    const total = Number(again.headers.get('x-total-rows'));
    assert.equal((await workbookOf(again)).rowCount, total + 1);
  });

  it('refuses bad parameters with a 400 naming the parameter, and an unknown list with 404', async () => {
    const cases: Array<[string, string]> = [
      ['sort=ORDER_NUMBERS', 'sort'],
      ['sort=order%20number', 'sort'],
      ['filter=%7Bnot%20json', 'filter'],
      ['colour=red', 'colour'],
      ['search=a&search=b', 'search'],
      [`search=${'x'.repeat(41)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await download(`/files/export/purchase-orders.xlsx?${query}`);
      const body = (await response.json()) as { field: string; message: string };
      assert.equal(response.status, 400, `${query}: ${JSON.stringify(body)}`);
      assert.equal(body.field, field, `${query}: ${body.message}`);
    }
    assert.equal((await download('/files/export/secrets.xlsx')).status, 404);
    assert.equal((await download('/files/export/purchase-orders.csv')).status, 404);
  });
});
