// Purchase orders and invoices (issue 10) on the demo seed: an approver invoices an order from
// /all-orders and finds the invoice on /invoices, and the order's remaining amount and its
// product's actuals move by exactly the invoiced amounts; then credits part of it (issue 32: a
// credit note, refused a cent over what was invoiced, listed and printed as one); a requester renews an expiring order
// (starting today, not in the past) and cancels the renewal; a viewer reads every list without
// Invoice, Export or Renew.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { dateField, dateValue, typeDate } from '../support/dates.ts';
import { pdfText } from '../support/pdf.ts';
import { useStack } from '../support/journey.ts';

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const rowWith = (page: Page, table: string, text: string) =>
  grid(page, table).getByRole('row').filter({ hasText: text });

/** The table has loaded: its progress bar is gone and `text` is in it. */
async function listed(page: Page, table: string, text: string): Promise<void> {
  await grid(page, table).getByText(text).first().waitFor();
  await grid(page, table).getByRole('progressbar').waitFor({ state: 'detached' });
}

/**
 * Searches a list that has exactly one match: waits for the pager to say so. The search runs
 * 100 ms after typing (spec §9), so the unfiltered page before it — which may hold the match too,
 * and is replaced under a click — does not count.
 */
async function search(page: Page, label: string, text: string, table: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByText('1–1 of 1').waitFor();
  await listed(page, table, text);
}

/**
 * 'Export to Excel' of the searched list (issue 32): the file holds the search's one order, its
 * amounts numbers with the currency in their format, its dates dates.
 */
async function exportedOrder(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  assert.equal(file.suggestedFilename(), 'purchase-orders.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  assert.equal(sheet.rowCount, 2, 'the header and the one order of the search');
  const row = sheet.getRow(2);
  assert.equal(row.getCell(2).value, ORDER);
  const amount = row.getCell(6);
  assert.equal(Math.round((amount.value as number) * 100), Number(ORDER_AMOUNT));
  assert.equal(amount.numFmt, '#,##0.00 "EUR"');
  const remaining = row.getCell(9).value as number;
  assert.equal(Math.round(remaining * 100), Number(ORDER_AMOUNT - INVOICED));
  assert.ok(row.getCell(10).value instanceof Date, 'PO Date is a date cell');
}

/** The smallest desktop screen the lists are made for (web/README.md 'Row actions'). */
const DESKTOP = { width: 1280, height: 800 };

/** `element` is on screen and inside its table's visible part, nothing scrolled sideways. */
async function assertInView(page: Page, element: Locator, table: string, what: string) {
  const box = await element.boundingBox();
  const tableBox = await grid(page, table).boundingBox();
  assert.ok(box && tableBox, `${what} is not shown`);
  const right = Math.min(DESKTOP.width, tableBox.x + tableBox.width);
  assert.ok(
    box.x >= tableBox.x && box.x + box.width <= right,
    `${what} spans ${box.x}–${box.x + box.width} px; the table is in view up to ${right} px`,
  );
}

/** An amount as shown (hr-HR, '109.165,50 EUR') in cents. */
function cents(shown: string): bigint {
  const match = /^(-?[\d.]+),(\d{2}) EUR$/.exec(shown.trim());
  assert.ok(match, `not an EUR amount: ${shown}`);
  return BigInt(match[1]!.replaceAll('.', '') + match[2]!);
}

/** The amount a description list gives for `label` (the overview's figure lists). */
async function figure(list: Locator, label: string): Promise<string> {
  const term = list.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

async function productActuals(page: Page, appUrl: string): Promise<bigint> {
  await page.goto(appUrl);
  await page.getByRole('link', { name: 'Overview of Data & Analytics' }).click();
  const card = page.getByRole('article', { name: 'Data Warehouse' });
  await card
    .locator('dt', { hasText: /^Actuals$/ })
    .first()
    .waitFor();
  return cents(await figure(card, 'Actuals'));
}

/** Today (UTC, the server's day), or tomorrow while that is still this year: never in the past. */
function invoiceDay(): string {
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const day = tomorrow.getUTCFullYear() === now.getUTCFullYear() ? tomorrow : now;
  return day.toISOString().slice(0, 10);
}

// The seed's 'Lakehouse implementation' (rest-api/src/db/seed/demo-organisation.ts), an EUR
// order with no invoices: 'Data engineers' 96000 (80 person days × 1200, on the project
// Lakehouse Migration of Data Warehouse) and 'Warehouse storage' 18000 (on the product Data
// Warehouse). The invoice draws 3 person days (3 × 1200 = 3600.00) and 1234.50.
const ORDER = 'Lakehouse implementation';
const ORDER_AMOUNT = 9600000n + 1800000n; // cents: 114000.00
const ENGINEERS = 360000n; // 3 × 1200.00
const STORAGE = 123450n; // 1234.50
const INVOICED = ENGINEERS + STORAGE; // 4834.50
const euros = (value: bigint) => {
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${(value % 100n).toString().padStart(2, '0')} EUR`;
};

describe('orders and invoices', () => {
  const journey = useStack();

  it('approver invoices an order; its remaining amount and the product actuals move by the invoice', async () => {
    const { page } = await journey.signedIn('approver');
    const appUrl = journey.stack.appUrl;
    const actualsBefore = await productActuals(page, appUrl);

    await page.goto(`${appUrl}/all-orders`);
    await page.getByRole('heading', { name: 'Purchase Orders' }).waitFor();
    await search(page, 'Search by description', ORDER, 'Purchase Orders');
    const row = rowWith(page, 'Purchase Orders', ORDER);
    await row.getByText(euros(ORDER_AMOUNT)).first().waitFor(); // nothing invoiced yet
    await row.getByRole('button', { name: /^Details of order/ }).click();
    const details = page.getByRole('dialog', { name: /^Purchase order PO-/ });
    await details.getByRole('table', { name: `List items of ${ORDER}` }).waitFor();
    await details.getByText('Data engineers').waitFor();
    await checkA11y(page, 'order details open');
    await details.getByRole('button', { name: 'Invoice', exact: true }).click();

    await page.waitForURL(/\/create-invoice\?order=\d+$/);
    await page.getByRole('heading', { name: 'Create Invoice' }).waitFor();
    const create = page.getByRole('button', { name: 'Create', exact: true });
    assert.equal(await create.isDisabled(), true);
    await page.getByRole('textbox', { name: /^Title/ }).fill('Lakehouse e2e');
    await typeDate(dateField(page, 'Date'), invoiceDay());
    const choices = page.getByRole('combobox', { name: 'List item' });
    // Each choice says what tells it apart: cost type, resource, amount.
    await choices.selectOption({
      label: '1. Data engineers — Capital Enhancement, Data engineer, 96.000,00 EUR',
    });
    await page.getByRole('textbox', { name: /^Person days/ }).fill('3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await choices.selectOption({
      label: '2. Warehouse storage — Capital Infrastructure, 18.000,00 EUR',
    });
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1234.50');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const lines = page.getByRole('table', { name: 'Invoice lines' });
    await lines.getByText(euros(ENGINEERS)).waitFor();
    await lines.getByText(euros(INVOICED)).waitFor(); // the total
    await checkA11y(page, 'invoice with two lines');
    await create.click();
    await page.getByText('SUCCESS: Invoice generated!').waitFor();
    await page.waitForURL(`${appUrl}/invoices`);

    await search(page, 'Search by PO name', ORDER, 'Invoices');
    const invoice = rowWith(page, 'Invoices', 'Lakehouse e2e');
    await invoice.getByText(euros(INVOICED)).waitFor();
    await invoice.getByRole('button', { name: 'Show lines of Lakehouse e2e' }).click();
    const invoiceLines = page.getByRole('table', { name: 'Lines of Lakehouse e2e' });
    await invoiceLines.getByText('Data engineers').waitFor();
    await invoiceLines.getByText('Warehouse storage').waitFor();
    await invoiceLines.getByText(euros(STORAGE)).waitFor();
    await checkA11y(page, 'invoice lines expanded');

    // Export: the invoice as a PDF in English and in German, read back as text.
    for (const [language, expected] of [
      // en-GB numbers; the total 4,834.50 and the remaining 114,000.00 − 4,834.50 = 109,165.50.
      ['English', ['Invoice', 'Invoice total', '4,834.50', 'Remaining order amount', '109,165.50']],
      // de-DE numbers: the same amounts with the German separators.
      [
        'German',
        ['Rechnung', 'Rechnungsbetrag', '4.834,50', 'Restbetrag der Bestellung', '109.165,50'],
      ],
    ] as const) {
      await invoice.getByRole('button', { name: 'Export invoice Lakehouse e2e' }).click();
      await checkA11y(page, `export menu (${language})`);
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: language }).click();
      const file = await download;
      assert.match(file.suggestedFilename(), /^invoice_\d+\.pdf$/);
      const text = await pdfText(await file.path());
      for (const shown of expected) assert.ok(text.includes(shown), `${language}: ${shown}`);
      assert.ok(text.includes('Lakehouse e2e'), `${language}: the invoice's title`);
      assert.ok(text.includes('Data engineers'), `${language}: a line`);
    }

    await page.goto(`${appUrl}/all-orders`);
    await search(page, 'Search by description', ORDER, 'Purchase Orders');
    await rowWith(page, 'Purchase Orders', ORDER)
      .getByText(euros(ORDER_AMOUNT - INVOICED))
      .waitFor();
    await exportedOrder(page);
    await rowWith(page, 'Purchase Orders', ORDER)
      .getByRole('button', { name: /^Details of order/ })
      .click();
    const after = page.getByRole('dialog', { name: /^Purchase order PO-/ });
    const items = after.getByRole('table', { name: `List items of ${ORDER}` });
    await items.getByText(euros(9600000n - ENGINEERS)).waitFor();
    await items.getByText(euros(1800000n - STORAGE)).waitFor();
    await after
      .getByRole('table', { name: `Invoices on ${ORDER}` })
      .getByText('Lakehouse e2e')
      .waitFor();
    await page.keyboard.press('Escape');

    assert.equal(await productActuals(page, appUrl), actualsBefore + INVOICED);

    // The overview's project modal opens the same order details from the order's name.
    await page.getByRole('link', { name: 'Projects & Applications of Data Warehouse' }).click();
    await page.getByRole('button', { name: 'Details of Lakehouse Migration' }).click();
    await page.getByRole('button', { name: `${ORDER}: order details` }).click();
    const fromOverview = page.getByRole('dialog', { name: /^Purchase order PO-/ });
    await fromOverview
      .getByRole('table', { name: `Invoices on ${ORDER}` })
      .getByText('Lakehouse e2e')
      .waitFor();
    await fromOverview.getByText('Warehouse storage').waitFor(); // booked on the product itself
    await checkA11y(page, 'order details from the overview');
  });

  it('approver credits part of that invoice: a credit note, never more than was invoiced, and the actuals fall by it', async () => {
    const { page } = await journey.signedIn('approver');
    const appUrl = journey.stack.appUrl;
    const actualsBefore = await productActuals(page, appUrl);

    await page.goto(`${appUrl}/all-orders`);
    await search(page, 'Search by description', ORDER, 'Purchase Orders');
    await rowWith(page, 'Purchase Orders', ORDER)
      .getByRole('button', { name: /^Details of order/ })
      .click();
    const details = page.getByRole('dialog', { name: /^Purchase order PO-/ });
    await details.getByRole('button', { name: 'Invoice', exact: true }).click();
    await page.getByRole('heading', { name: 'Create Invoice' }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Lakehouse credit');
    await typeDate(dateField(page, 'Date'), invoiceDay());
    await page.getByRole('checkbox', { name: 'Credit note' }).check();
    await page.getByRole('combobox', { name: 'List item' }).selectOption({
      label: '2. Warehouse storage — Capital Infrastructure, 18.000,00 EUR',
    });
    // 1,234.50 was invoiced on it by the journey before: a cent more is refused before Add.
    const amount = page.getByRole('textbox', { name: /^Amount \(EUR\) credited/ });
    await amount.fill('1234.51');
    await page.getByText('The credit exceeds what was invoiced').waitFor();
    const add = page.getByRole('button', { name: 'Add', exact: true });
    assert.equal(await add.isDisabled(), true);
    await amount.fill('234.50');
    await add.click();
    // hr-HR writes the minus sign U+2212: the line and the total.
    const lines = page.getByRole('table', { name: 'Invoice lines' });
    await lines.getByText('\u2212234,50 EUR').first().waitFor();
    assert.equal(await lines.getByText('\u2212234,50 EUR').count(), 2);
    await checkA11y(page, 'credit note with a line');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('SUCCESS: Invoice generated!').waitFor();
    await page.waitForURL(`${appUrl}/invoices`);

    await page.getByRole('searchbox', { name: 'Search by PO name' }).fill(ORDER);
    await page.getByText('1–2 of 2').waitFor();
    await listed(page, 'Invoices', 'Lakehouse credit');
    const credit = rowWith(page, 'Invoices', 'Lakehouse credit');
    await credit.getByText('Credit note').waitFor();
    await credit.getByText('\u2212234,50 EUR').waitFor();
    await rowWith(page, 'Invoices', 'Lakehouse e2e')
      .getByText('Invoice', { exact: true })
      .waitFor();

    await credit.getByRole('button', { name: 'Export invoice Lakehouse credit' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'German' }).click();
    const text = await pdfText(await (await download).path());
    for (const shown of ['GUTSCHRIFT', 'Gutschriftsbetrag', '-234,50 EUR']) {
      assert.ok(text.includes(shown), `German credit note: ${shown}`);
    }
    assert.ok(!text.includes('RECHNUNG'), 'not titled as an invoice');

    assert.equal(await productActuals(page, appUrl), actualsBefore - 23450n);
  });

  it('requester finds the expiring orders, filters them by family and renews one', async () => {
    const { page } = await journey.signedIn('requester');
    await page.goto(`${journey.stack.appUrl}/orders-expiration`);
    const table = 'Expiring Purchase Orders';
    // Delivered last month, due at the start and at the end of this month (the seed).
    for (const order of [
      'Penetration test retainer',
      'Monitoring agents renewal',
      'Security assessment',
    ]) {
      await listed(page, table, order);
    }
    const family = page.getByRole('combobox', { name: 'Product family' });
    await family.click();
    await page.getByRole('option', { name: 'Network & Security' }).click();
    await listed(page, table, 'Penetration test retainer');
    await listed(page, table, 'Monitoring agents renewal');
    await family.click();
    await page.getByRole('option', { name: 'Data & Analytics' }).click();
    await grid(page, table).getByText('Penetration test retainer').waitFor({ state: 'detached' });
    assert.equal(await grid(page, table).getByText('Monitoring agents renewal').count(), 0);
    await family.click();
    await page.getByRole('option', { name: 'All' }).click();
    await listed(page, table, 'Monitoring agents renewal');

    const orderText = page.getByRole('textbox', { name: /^Order text/ });
    /** Renew of the order: the form opens with the order's text. */
    const openRenewal = async () => {
      await rowWith(page, table, 'Monitoring agents renewal')
        .getByRole('button', { name: /^Renew order/ })
        .click();
      await page.waitForURL(/\/renew-purchase-request\?request=\d+$/);
      await page.getByRole('heading', { name: 'Renew Request' }).waitFor();
      // A function, not a string: the app's CSP forbids eval, which a polled string predicate
      // needs.
      await page.waitForFunction(
        (input) => (input as { value: string }).value === 'Monitoring agents renewal',
        await orderText.elementHandle(),
      );
    };
    /** Next: the order's item is carried into the new request. */
    const carriedItemShown = () =>
      page
        .getByRole('list', { name: 'List items' })
        .getByRole('listitem')
        .filter({ hasText: 'Agent licences' })
        .waitFor();
    await openRenewal();
    assert.equal(await orderText.inputValue(), 'Monitoring agents renewal');

    // The order started 11 months ago and was due on the 1st of this month; the server refuses a
    // renewal starting in the past, so the form starts it today (the server's UTC day) and keeps
    // the delivery date only if it is not before that.
    const form = page.getByRole('form', { name: 'Request' });
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(await dateValue(dateField(form, 'Start date')), today);
    const delivery = await dateValue(dateField(form, 'Delivery date'));
    assert.ok(delivery === '' || delivery >= today, `delivery date ${delivery}`);
    await form.getByRole('button', { name: 'Next' }).click();
    // Created: the order's item is carried into the new request and the item form shows.
    await page.getByRole('form', { name: 'List item' }).waitFor();
    await carriedItemShown();
    await page.getByRole('button', { name: 'Send Request' }).waitFor();

    // Cancel Request withdraws the renewal's Draft: the order counts as not renewed again.
    await page.getByRole('button', { name: 'Cancel Request' }).click();
    await page.getByText('Request deleted successfully!').waitFor();
    await page.waitForURL(`${journey.stack.appUrl}/requests`);
    await page.goto(`${journey.stack.appUrl}/orders-expiration`);
    await listed(page, table, 'Monitoring agents renewal');
    const renewed = rowWith(page, table, 'Monitoring agents renewal').locator(
      '[data-field="renewalRequestId"]',
    );
    assert.equal((await renewed.innerText()).trim(), '');

    // Left any other way (here the browser's Back), the Draft stays for My drafts on /requests;
    // unsent, it renews nothing: the order is still not renewed.
    await openRenewal();
    await form.getByRole('button', { name: 'Next' }).click();
    await carriedItemShown();
    await page.goBack();
    await page.waitForURL(`${journey.stack.appUrl}/orders-expiration`);
    await page.reload();
    await listed(page, table, 'Monitoring agents renewal');
    assert.equal((await renewed.innerText()).trim(), '');

    // A reload keeps it too (nothing is lost, so the browser does not ask): the Draft renews
    // nothing until it is sent, so the order is still not renewed and keeps its renewal alerts.
    await openRenewal();
    await form.getByRole('button', { name: 'Next' }).click();
    await carriedItemShown();
    await page.reload();
    await page.getByRole('heading', { name: 'Renew Request' }).waitFor();
    await page.goto(`${journey.stack.appUrl}/orders-expiration`);
    await listed(page, table, 'Monitoring agents renewal');
    assert.equal((await renewed.innerText()).trim(), '');
  });

  it("keeps every row's actions in view at 1280 × 800, without scrolling sideways", async () => {
    const appUrl = journey.stack.appUrl;
    const checks = [
      ['approver', '/requests', 'Open Requests', /^Approve request/],
      ['approver', '/all-orders', 'Purchase Orders', /^Invoice order/],
      ['requester', '/orders-expiration', 'Expiring Purchase Orders', /^Renew order/],
    ] as const;
    for (const [user, path, table, button] of checks) {
      const { page } = await journey.signedIn(user, { viewport: DESKTOP });
      await page.goto(`${appUrl}${path}`);
      const first = grid(page, table).getByRole('button', { name: button }).first();
      await first.waitFor();
      await assertInView(page, first, table, `${path}: ${String(button)}`);
    }
  });

  it('viewer reads the order, expiration and invoice lists without Invoice, Renew or Export', async () => {
    const { page } = await journey.signedIn('viewer');
    const appUrl = journey.stack.appUrl;
    await page.goto(`${appUrl}/all-orders`);
    await search(page, 'Search by description', 'Laptops for the sales team', 'Purchase Orders');
    assert.equal(await page.getByRole('button', { name: /^Invoice order/ }).count(), 0);
    await rowWith(page, 'Purchase Orders', 'Laptops for the sales team')
      .getByRole('button', { name: /^Details of order/ })
      .click();
    const details = page.getByRole('dialog', { name: /^Purchase order PO-/ });
    await details.getByText('Laptop delivery').waitFor();
    assert.equal(await details.getByRole('button', { name: 'Invoice', exact: true }).count(), 0);
    await page.keyboard.press('Escape');

    await page.goto(`${appUrl}/orders-expiration`);
    await listed(page, 'Expiring Purchase Orders', 'Security assessment');
    assert.equal(await page.getByRole('button', { name: /^Renew order/ }).count(), 0);

    await page.goto(`${appUrl}/invoices`);
    await search(page, 'Search by PO name', 'Laptops for the sales team', 'Invoices');
    await listed(page, 'Invoices', 'Laptop delivery');
    assert.equal(await page.getByRole('button', { name: /^Export invoice/ }).count(), 0);

    await page.goto(`${appUrl}/create-invoice?order=1`);
    await page.waitForURL(`${appUrl}/all-orders`);
  });
});
