// The failed rows of a CSV invoice import (spec §2 'Import CSV': "A PDF download is offered for
// failed rows") → an A4 PDF in English: the app name and the date on top, then a table of the
// row's number, its error texts and its fields ("column: value", one a line). Same fonts as the
// invoice and its page footer (document.ts startDocument; DejaVu, parsed once per process).
//
// Cells that begin with = + - @ are written as they are: a PDF is not a spreadsheet and
// evaluates nothing, so unlike the CSV export no formula escaping is needed here.
import type { FailedRow } from '../invoices/index.ts';
import { BODY_BOTTOM, CONTENT_WIDTH, MUTED, PAGE, STRIPE, startDocument } from './document.ts';

const CELL_PAD = 4;
const SIZE = 8.5;

const COLUMNS = [
  { key: 'row', title: 'Row', width: 40 },
  { key: 'errors', title: 'Errors', width: 200 },
  { key: 'fields', title: 'Fields', width: CONTENT_WIDTH - 240 },
] as const;
type Cells = Record<(typeof COLUMNS)[number]['key'], string>;

export const FAILED_ROWS_TITLE = 'Failed rows of the invoice import';

export interface ImportErrorsPdfOptions {
  appName: string;
  date: string;
}

export async function renderImportErrorsPdf(
  rows: FailedRow[],
  options: ImportErrorsPdfOptions,
): Promise<Buffer> {
  const { doc, write, heightOf, rule, finish } = await startDocument({
    Title: FAILED_ROWS_TITLE,
    Author: options.appName,
    Creator: options.appName,
  });

  let y: number = PAGE.margin;
  y = write(options.appName, PAGE.margin, y, { size: 16, bold: true, width: CONTENT_WIDTH }) + 4;
  y = write(FAILED_ROWS_TITLE, PAGE.margin, y, { size: 12, bold: true, width: CONTENT_WIDTH });
  y = write(`${options.date} · ${rows.length} failed rows`, PAGE.margin, y + 2, {
    size: 9,
    color: MUTED,
    width: CONTENT_WIDTH,
  });
  y += 12;

  const drawRow = (cells: Cells, atY: number, header: boolean, stripe: boolean) => {
    const height =
      Math.max(
        ...COLUMNS.map((column) =>
          heightOf(cells[column.key], column.width - 2 * CELL_PAD, SIZE, header),
        ),
      ) +
      2 * CELL_PAD;
    return {
      height,
      draw(rowY: number) {
        if (header) doc.rect(PAGE.margin, rowY, CONTENT_WIDTH, height).fill('#e4e7eb');
        else if (stripe) doc.rect(PAGE.margin, rowY, CONTENT_WIDTH, height).fill(STRIPE);
        let x = PAGE.margin;
        for (const column of COLUMNS) {
          write(cells[column.key], x + CELL_PAD, rowY + CELL_PAD, {
            size: SIZE,
            bold: header,
            width: column.width - 2 * CELL_PAD,
          });
          x += column.width;
        }
      },
    };
  };
  const headerCells = Object.fromEntries(COLUMNS.map((c) => [c.key, c.title])) as Cells;
  const tableHeader = (atY: number) => {
    const row = drawRow(headerCells, atY, true, false);
    row.draw(atY);
    return atY + row.height;
  };

  y = tableHeader(y);
  let pageTop = y;
  const newPage = () => {
    doc.addPage();
    y = tableHeader(PAGE.margin);
    pageTop = y;
  };
  // The part of a text that fits `room` points of height in a column, cut after a line break or
  // a space where there is one (a field may be longer than a page: a row is then continued on
  // the next page under the table's header, labelled 'cont.').
  const fitting = (text: string, width: number, room: number): [string, string] => {
    if (heightOf(text, width, SIZE) <= room) return [text, ''];
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (heightOf(text.slice(0, middle), width, SIZE) <= room) low = middle;
      else high = middle - 1;
    }
    const head = text.slice(0, low);
    const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
    const at = cut > low / 2 ? cut + 1 : low;
    return [text.slice(0, at).trimEnd(), text.slice(at)];
  };
  /** Room for a few lines at least, or the row starts on the next page. */
  const MIN_ROOM = 3 * (SIZE + 3);
  for (const [index, failed] of rows.entries()) {
    let cells: Cells = {
      row: String(failed.row),
      errors: failed.errors.join('\n'),
      fields: failed.fields.map(([name, value]) => `${name}: ${value}`).join('\n'),
    };
    const stripe = index % 2 === 1;
    for (;;) {
      const row = drawRow(cells, y, false, stripe);
      if (y + row.height <= BODY_BOTTOM) {
        row.draw(y);
        y += row.height;
        break;
      }
      const room = BODY_BOTTOM - y - 2 * CELL_PAD;
      const fitsAPage = pageTop + row.height <= BODY_BOTTOM;
      if (room < MIN_ROOM || (fitsAPage && y > pageTop)) {
        newPage();
        continue;
      }
      const now = {} as Cells;
      const later = {} as Cells;
      for (const column of COLUMNS) {
        [now[column.key], later[column.key]] =
          column.key === 'row'
            ? [cells.row, `${failed.row}\ncont.`]
            : fitting(cells[column.key], column.width - 2 * CELL_PAD, room);
      }
      const piece = drawRow(now, y, false, stripe);
      piece.draw(y);
      y += piece.height;
      newPage();
      cells = later;
    }
  }
  rule(y);

  return finish(options.appName, (page, count) => `Page ${page} of ${count}`);
}
