// Issue 11: an approver uploads a semicolon file with one bad row, sees the counts and the error
// of the failed row, then uploads it again and nothing is imported twice. Issue 32: an .xlsx
// workbook written by exceljs imports through the same screen, its invoice is in the invoice list,
// and its failed row downloads as failed_rows.xlsx in the import's own columns.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import {
  EXPECTED_FAILED_ROWS_HEADER,
  xlsxFile,
  xlsxRows,
} from '@cost-steering/rest-api/testing/spreadsheets';
import { checkA11y } from '../support/a11y.ts';
import { pdfText } from '../support/pdf.ts';
import { useStack } from '../support/journey.ts';

describe('invoice import', () => {
  const journey = useStack();

  it('approver imports a CSV file, sees the failed row, and a re-upload imports nothing twice', async () => {
    const { page } = await journey.signedIn('approver');
    const now = new Date();
    const today = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
    const order = `PO-${now.getFullYear()}-0002`; // the demo's 'MDM licences': 12.000,00 left
    const file = {
      name: 'invoices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '\uFEFForder_number;invoice_title;date;list_item;amount\r\n' +
          `${order};Import Dezember;${today};MDM licences;1.000,50\r\n` +
          `${order};Import too much;${today};1;99.999,00\r\n`,
      ),
    };
    await page.goto(`${journey.stack.appUrl}/import-csv`);
    await page.getByRole('heading', { name: 'Import CSV' }).waitFor();
    await page.getByLabel('CSV or Excel file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload' }).click();
    const status = page.getByRole('status', { name: 'Import counts' });
    await status.getByText('Successful Imports: 1').waitFor();
    await status.getByText('Failed Imports: 1').waitFor();
    const grid = page.getByRole('grid', { name: 'Failed rows' });
    await grid
      .getByText(
        "Row 3, column amount: amount 99.999,00 exceeds the remaining 10.999,50 EUR of list item 'MDM licences'",
      )
      .waitFor();
    await checkA11y(page, 'import complete');

    // The failed rows as a PDF: the row, its fields and what is wrong with it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    assert.equal(pdf.suggestedFilename(), 'failed_rows.pdf');
    const text = await pdfText(await pdf.path());
    for (const shown of ['Import too much', '99.999,00', 'exceeds the remaining', 'MDM licences']) {
      assert.ok(text.includes(shown), `failed rows PDF: ${shown}`);
    }

    await page.getByLabel('CSV or Excel file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload' }).click();
    await status.getByText('Successful Imports: 0').waitFor();
    await status.getByText('Already imported: 1').waitFor();
    assert.equal(await status.getByText('Failed Imports: 1').count(), 1);
  });

  it('approver imports an .xlsx workbook, finds its invoice, and downloads the failed row as .xlsx', async () => {
    const { page } = await journey.signedIn('approver');
    const now = new Date();
    const order = `PO-${now.getFullYear()}-0002`; // the demo's 'Device management licences'
    const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
    const workbook = await xlsxFile([
      {
        name: 'Rechnungen',
        rows: [
          ['order_number', 'invoice_title', 'date', 'list_item', 'amount'],
          [order, 'Excel import März', today, 'MDM licences', 250.25],
          [order, 'Excel too much', today, 1, 99999],
        ],
      },
    ]);
    await page.goto(`${journey.stack.appUrl}/import-csv`);
    await page.getByRole('heading', { name: 'Import CSV' }).waitFor();
    await page.getByLabel('CSV or Excel file').setInputFiles({
      name: 'Rechnungen.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const status = page.getByRole('status', { name: 'Import counts' });
    await status.getByText('Successful Imports: 1').waitFor();
    await status.getByText('Failed Imports: 1').waitFor();

    // The failed row as a workbook to correct: the import's columns, the row and its error.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'failed_rows.xlsx');
    const rows = await xlsxRows(await readFile(await file.path()));
    assert.deepEqual(rows[0], EXPECTED_FAILED_ROWS_HEADER);
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[1]!.slice(0, 3), [3, order, 'Excel too much']);
    assert.match(String(rows[1]![10]), /^Row 3, column amount: amount 99999 exceeds the remaining/);

    await page.goto(`${journey.stack.appUrl}/invoices`);
    await page.getByRole('searchbox', { name: 'Search by PO name' }).fill('Device management');
    await page.getByRole('grid', { name: 'Invoices' }).getByText('Excel import März').waitFor();
  });
});
