// The zip container of an .xlsx upload, checked before any spreadsheet code inflates it: a
// workbook is a zip of XML files, and a 10 MB zip can inflate to gigabytes (a "zip bomb": one
// enormous entry, or huge shared strings). So every entry is inflated here once, counting the
// bytes and stopping at XLSX_LIMITS, and the sizes its headers declare are not trusted. The
// entries must lie back to back as the central directory lists them, so the streaming reader
// (exceljs over unzipper, which reads the local headers in order) meets exactly the entries
// checked here and no hidden one. The reader is then given only the entries it needs.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { ImportFileError } from './import-errors.ts';
import { XmlShape } from './xml-shape.ts';

/** Decided limits (CONTRACT.md 'Invoice import'): far above a workbook of 20,000 rows (~15 MB). */
export const XLSX_LIMITS = {
  entries: 2_000,
  /** Uncompressed bytes of any one entry (a worksheet's XML). */
  entryBytes: 64 * 1024 * 1024,
  /** Uncompressed bytes of xl/sharedStrings.xml: every text cell's text, kept in memory. */
  sharedStringsBytes: 32 * 1024 * 1024,
  /** Uncompressed bytes of all entries together. */
  totalBytes: 128 * 1024 * 1024,
  /** Levels of XML nesting in any part (Excel's deepest, a chart's, is about 20). */
  depth: 100,
  /** Row elements of a sheet, empty ones included (the import reads at most 20,000 rows). */
  sheetRows: 100_000,
} as const;

export interface ZipEntry {
  name: string;
  /** The local header's offset and the end of its data (and data descriptor). */
  start: number;
  end: number;
}

const MB = 1024 * 1024;

export const notAWorkbook = (why: string) =>
  new ImportFileError(
    400,
    `The file is not a readable .xlsx workbook (${why}). Save it again from the spreadsheet program as .xlsx or as "CSV UTF-8".`,
  );

const bomb = (what: string) =>
  new ImportFileError(
    400,
    `The workbook is refused: ${what}. Nothing was imported. Save the invoices alone on one sheet, or as "CSV UTF-8".`,
  );

export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The checked entries of the zip, by name; a 400 for a broken zip or one that inflates too far. */
export async function checkedEntries(bytes: Buffer): Promise<Map<string, ZipEntry>> {
  const listed = centralDirectory(bytes);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  for (const entry of listed) {
    if (entries.has(entry.name)) throw notAWorkbook(`the entry ${entry.name} is there twice`);
    const cap =
      entry.name === 'xl/sharedStrings.xml'
        ? XLSX_LIMITS.sharedStringsBytes
        : XLSX_LIMITS.entryBytes;
    const shape = /\.(xml|rels)$/.test(entry.name) ? new XmlShape() : null;
    const size = await inflatedSize(
      bytes,
      entry,
      Math.min(cap, XLSX_LIMITS.totalBytes - total),
      shape,
    );
    if (shape && shape.deepest > XLSX_LIMITS.depth) {
      throw bomb(`its part ${entry.name} nests XML more than ${XLSX_LIMITS.depth} levels deep`);
    }
    if (shape && shape.rows > XLSX_LIMITS.sheetRows) {
      throw bomb(
        `its sheet ${entry.name} has more than ${XLSX_LIMITS.sheetRows.toLocaleString('en')} rows`,
      );
    }
    if (size === null) {
      if (entry.name === 'xl/sharedStrings.xml') {
        throw bomb(`its shared strings unpack to more than ${cap / MB} MB`);
      }
      throw total + cap > XLSX_LIMITS.totalBytes
        ? bomb(`it unpacks to more than ${XLSX_LIMITS.totalBytes / MB} MB`)
        : bomb(`its part ${entry.name} unpacks to more than ${cap / MB} MB`);
    }
    total += size;
    entries.set(entry.name, { name: entry.name, start: entry.start, end: entry.end });
  }
  return entries;
}

interface Listed extends ZipEntry {
  method: number;
  dataStart: number;
  compressed: number;
}

/** The central directory's entries, checked against their local headers and laid back to back. */
function centralDirectory(bytes: Buffer): Listed[] {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > bytes.length) throw notAWorkbook('no zip directory');
  const count = bytes.readUInt16LE(eocd + 10);
  const directoryStart = bytes.readUInt32LE(eocd + 16);
  if (count > XLSX_LIMITS.entries) {
    throw bomb(`it has ${count} parts; a workbook has at most ${XLSX_LIMITS.entries}`);
  }
  const listed: Listed[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) {
      throw notAWorkbook('a broken zip directory');
    }
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const start = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    if (flags & 1) throw notAWorkbook('it is encrypted');
    if (method !== 0 && method !== 8) throw notAWorkbook(`an unknown compression in ${name}`);
    listed.push({
      name,
      method,
      start,
      compressed,
      ...localData(bytes, start, name, flags, compressed),
    });
  }
  listed.sort((a, b) => a.start - b.start);
  let expected = 0;
  for (const entry of listed) {
    if (entry.start !== expected) throw notAWorkbook('parts hidden between the listed ones');
    expected = entry.end;
  }
  if (expected !== directoryStart) throw notAWorkbook('parts hidden between the listed ones');
  return listed;
}

/** Where an entry's data starts and where it ends (with its data descriptor, if any). */
function localData(bytes: Buffer, start: number, name: string, flags: number, compressed: number) {
  if (start + 30 > bytes.length || bytes.readUInt32LE(start) !== 0x04034b50) {
    throw notAWorkbook('a broken zip entry');
  }
  const localName = bytes.toString('utf8', start + 30, start + 30 + bytes.readUInt16LE(start + 26));
  if (localName !== name) throw notAWorkbook('a zip entry named twice differently');
  const dataStart = start + 30 + bytes.readUInt16LE(start + 26) + bytes.readUInt16LE(start + 28);
  let end = dataStart + compressed;
  if (flags & 8) {
    // A data descriptor follows the data, with or without its signature.
    end += end + 4 <= bytes.length && bytes.readUInt32LE(end) === 0x08074b50 ? 16 : 12;
  } else if (bytes.readUInt32LE(start + 18) !== compressed) {
    throw notAWorkbook('a zip entry whose sizes disagree');
  }
  if (end > bytes.length) throw notAWorkbook('it is cut off');
  return { dataStart, end };
}

/**
 * The entry's real uncompressed size, or null once it passes `cap` (the rest never inflated);
 * an XML part's shape counted on the way (and inflating stops once it is too deep or too long).
 */
function inflatedSize(
  bytes: Buffer,
  entry: Listed,
  cap: number,
  shape: XmlShape | null,
): Promise<number | null> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressed);
  const tooMuch = () =>
    !!shape && (shape.deepest > XLSX_LIMITS.depth || shape.rows > XLSX_LIMITS.sheetRows);
  if (entry.method === 0) {
    if (data.length > cap) return Promise.resolve(null);
    shape?.feed(data);
    return Promise.resolve(data.length);
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      shape?.feed(chunk);
      if (size > cap || tooMuch()) {
        inflate.destroy();
        resolve(size > cap ? null : size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => reject(notAWorkbook(`the part ${entry.name} is damaged`)));
    inflate.end(data);
  });
}

/** A zip stream of just these entries, in this order, for a reader that parses local headers. */
export function zipOf(bytes: Buffer, entries: readonly ZipEntry[]): Readable {
  return Readable.from(entries.map((entry) => bytes.subarray(entry.start, entry.end)));
}
