// The pdfkit document every PDF of this service starts from (render-invoice.ts,
// render-import-errors.ts): A4 in DejaVu Sans Condensed — a TrueType font embedded (subset), since
// the 14 standard PDF fonts know only WinAnsi and cannot show č, ć or đ — the page's measures and
// colours, and the pen a page draws with (write, heightOf, rule, finish with the page footer).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

type PdfFonts = Record<FontName, fontkit.Font>;

let fonts: Promise<PdfFonts> | undefined;

/**
 * The fonts, read and parsed once per process (≈ 0.6 MB each) and handed to every document as
 * parsed fontkit fonts: parsing the tables again for each document cost most of a render. A
 * document takes its own subset (only the glyphs it uses are embedded).
 */
function loadFonts(): Promise<PdfFonts> {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([name, file]) => {
      const font = fontkit.create(await readFile(require.resolve(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection`);
      return [name, font] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as PdfFonts);
  return fonts;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where body text stops: the footer sits below. */
export const BODY_BOTTOM = PAGE.height - 64;
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#cbd2d9';
export const STRIPE = '#f5f7fa';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: string;
}

/**
 * A new A4 document set in the fonts above (no default font: pdfkit would load Helvetica's
 * metrics for every document; each text names 'regular' or 'bold'), with `write` (text at a
 * position, answering where it ends), `heightOf` and `finish` (the footer on every page — the app
 * name and "page n of m" — then the bytes).
 */
export async function startDocument(info: PDFKit.DocumentInfo) {
  const font = await loadFonts();
  // pdfkit takes a parsed fontkit font where its types say a file name or bytes.
  const asSource = (parsed: fontkit.Font) => parsed as unknown as Buffer;
  const doc = new PDFDocument({
    size: 'A4',
    font: null as unknown as string,
    margin: PAGE.margin,
    bufferPages: true,
    info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', asSource(font.regular));
  doc.registerFont('bold', asSource(font.bold));

  const write = (text: string, x: number, y: number, style: TextStyle = {}) => {
    doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? INK)
      .text(text, x, y, {
        width: style.width,
        align: (style.align ?? 'left') as 'left',
        lineGap: 1,
      });
    return doc.y;
  };
  const heightOf = (text: string, width: number, size = 9, bold = false) =>
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .heightOfString(text, { width, lineGap: 1 });

  /** A rule across the content's width at `y`. */
  const rule = (y: number, lineWidth = 0.75) =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(lineWidth)
      .strokeColor(RULE)
      .stroke();

  const finish = (appName: string, pageLabel: (page: number, count: number) => string) => {
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      // Text below the bottom margin would start a new page: lift the margin while the footer is drawn.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const footerY = PAGE.height - 40;
      rule(footerY - 6, 0.5);
      write(appName, PAGE.margin, footerY, { size: 8, color: MUTED, width: CONTENT_WIDTH / 2 });
      write(pageLabel(index + 1, range.count), PAGE.margin + CONTENT_WIDTH / 2, footerY, {
        size: 8,
        color: MUTED,
        width: CONTENT_WIDTH / 2,
        align: 'right',
      });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return finished;
  };
  return { doc, write, heightOf, rule, finish };
}
