// The text of an uploaded CSV file in whichever encoding a spreadsheet program saved it: UTF-8
// (with or without a byte order mark), UTF-16 (Excel's 'Unicode text': a BOM, tabs) or
// Windows-1252 (German Excel's 'CSV (Trennzeichen-getrennt)'). The encoding is detected, never
// guessed: a single-byte file whose bytes read differently in Windows-1252 and Windows-1250
// (Croatian Excel's code page) is refused, showing both readings. UTF-8 and UTF-16 are decoded by
// TextDecoder; the code pages by iconv-lite, because Node 20's TextDecoder('windows-1252') reads
// 0x80–0x9F as Latin-1 control characters (€ → U+0080; nodejs/node#60888), README 'Invoice import'.
import iconv from 'iconv-lite';
import { ImportFileError } from './import-errors.ts';

export type Encoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

export interface FileText {
  text: string;
  encoding: Encoding;
}

const SAVE_AS = 'Save it from the spreadsheet program as "CSV UTF-8".';

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

const decode = (label: string, bytes: Uint8Array) =>
  new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes);

/** The bytes as text, with the encoding they were read in; a 400 where that is not certain. */
export function decodeFileText(bytes: Uint8Array): FileText {
  const result = detect(bytes);
  if (result.text.includes('\u0000')) {
    throw new ImportFileError(400, 'The file is binary, not CSV text.');
  }
  return result;
}

function detect(bytes: Uint8Array): FileText {
  // TextDecoder drops the BOM it reads (ignoreBOM false).
  if (startsWith(bytes, [0xff, 0xfe])) return utf16(bytes, 'UTF-16LE');
  if (startsWith(bytes, [0xfe, 0xff])) return utf16(bytes, 'UTF-16BE');
  let utf8: string | null = null;
  try {
    utf8 = decode('utf-8', bytes);
  } catch {
    // not UTF-8: a single-byte code page, or UTF-16 without its BOM
  }
  // Plain ASCII written in UTF-16 is valid UTF-8 too, with a NUL after every letter.
  if (utf8 !== null && !utf8.includes('\u0000')) return { text: utf8, encoding: 'UTF-8' };
  if (looksLikeUtf16WithoutBom(bytes)) {
    throw new ImportFileError(
      400,
      `The file looks like UTF-16 text without a byte order mark, so its byte order is unknown. ${SAVE_AS}`,
    );
  }
  if (utf8 !== null) return { text: utf8, encoding: 'UTF-8' }; // NULs: refused as binary
  return windows1252(bytes);
}

function utf16(bytes: Uint8Array, encoding: 'UTF-16LE' | 'UTF-16BE'): FileText {
  try {
    return { text: decode(encoding.toLowerCase(), bytes), encoding };
  } catch {
    throw new ImportFileError(
      400,
      `The file starts as ${encoding} text (Excel's "Unicode text") but is not valid ${encoding}. ${SAVE_AS}`,
    );
  }
}

/** Many NUL bytes, all at even or all at odd positions: ASCII letters written in two bytes. */
function looksLikeUtf16WithoutBom(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let even = 0;
  let odd = 0;
  sample.forEach((byte, i) => {
    if (byte === 0) {
      if (i % 2 === 0) even++;
      else odd++;
    }
  });
  return Math.max(even, odd) > sample.length / 4 && Math.min(even, odd) === 0;
}

/**
 * Bytes 0x80–0xFF that are the same character in Windows-1252 and Windows-1250 (umlauts, ß, €,
 * Š, Ž, é, á, …): a file with only these (and ASCII) reads the same in both, so it is read
 * without a guess. The others (0xE8 è/č, 0xE6 æ/ć, 0xF0 ð/đ, …) would be a guess.
 */
const western = (bytes: Uint8Array) => iconv.decode(Buffer.from(bytes), 'windows-1252');
const central = (bytes: Uint8Array) => iconv.decode(Buffer.from(bytes), 'windows-1250');
/** Unassigned in Windows-1252: a file holding them is no Windows-1252 text. */
const UNASSIGNED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const SAME_IN_BOTH = new Set(
  Array.from({ length: 128 }, (_, i) => i + 0x80).filter(
    (byte) =>
      !UNASSIGNED.has(byte) && western(new Uint8Array([byte])) === central(new Uint8Array([byte])),
  ),
);

function windows1252(bytes: Uint8Array): FileText {
  const other = bytes.findIndex((byte) => byte >= 0x80 && !SAME_IN_BOTH.has(byte));
  if (other < 0) return { text: western(bytes), encoding: 'Windows-1252' };
  if (UNASSIGNED.has(bytes[other]!)) {
    throw new ImportFileError(
      400,
      `The file is not UTF-8 text, and its encoding could not be recognised. ${SAVE_AS}`,
    );
  }
  const word = wordAround(bytes, other);
  throw new ImportFileError(
    400,
    `The file is not UTF-8 text, and its encoding is ambiguous: '${western(word)}' in Windows-1252 (Western European) is '${central(word)}' in Windows-1250 (Central European). ${SAVE_AS}`,
  );
}

/** The word (letters and digits up to a space or separator) around byte `at`, for a message. */
function wordAround(bytes: Uint8Array, at: number): Uint8Array {
  const stop = (byte: number) => byte <= 0x20 || byte === 0x3b || byte === 0x2c || byte === 0x22;
  let start = at;
  while (start > 0 && at - start < 30 && !stop(bytes[start - 1]!)) start--;
  let end = at + 1;
  while (end < bytes.length && end - at < 30 && !stop(bytes[end]!)) end++;
  return bytes.subarray(start, end);
}
