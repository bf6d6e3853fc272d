// Numbers as people write them in a spreadsheet (CONTRACT.md 'Invoice import', 'Numbers'): a
// currency symbol or code before or after ('1.234,56 €', '€ 1.234,56', 'EUR 1,234.56'), spaces,
// non-breaking spaces or apostrophes between thousands, a decimal comma or point — read into exact
// decimal text, never a float. One lone separator before exactly three digits ('2.500', '1,234')
// means 2.5 or 2500 depending on the writer's locale: the file as a whole decides (its other
// amounts and person days; failing those, the CSV separator), and where it cannot, the row fails
// saying so — a silent factor of 1,000 is worse than a refused row. A credit note's amounts are
// negative, written as accounting programs write them: '-1.234,56' (also with the minus sign −),
// '(1.234,56)' (Excel's accounting formats) and '1.234,56-' (SAP's and DATEV's trailing minus);
// the sign goes outside or inside a currency ('-1.234,56 €', '€ -1.234,56').

export type DecimalMark = ',' | '.';

/** What the file's numbers tell about its decimal mark, and why when they do not. */
export interface NumberStyle {
  decimal: DecimalMark | null;
  /** Why `decimal` is null: worded for the message of an ambiguous number. */
  undecided: string;
}

/** A written number's shape: its decimal mark when the text shows it. */
type Shape =
  | { kind: 'plain' | 'ambiguous'; text: string }
  | { kind: 'decimal'; mark: DecimalMark; text: string }
  | { kind: 'invalid' };

const SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };
const CURRENCY = String.raw`[€$£]|[A-Za-z]{3}`;
const AROUND = new RegExp(String.raw`^(?:(${CURRENCY})\s*)?(.*?)(?:\s*(${CURRENCY}))?$`, 'u');

/** The currency written around a number ('EUR', '€' → 'EUR'), and the number's own text. */
export function splitCurrency(raw: string): { text: string; currency: string | null } | null {
  const text = raw.replace(/[\s\u00a0\u202f]+/gu, ' ').trim();
  const [, before, number = '', after] = AROUND.exec(text) ?? [];
  const codes = [before, after]
    .filter((code): code is string => code !== undefined)
    .map((code) => SYMBOLS[code] ?? code.toUpperCase());
  if (codes.length === 2 && codes[0] !== codes[1]) return null;
  return { text: number, currency: codes[0] ?? null };
}

/** A number's sign written around it: a minus before or after, or parentheses. */
function splitSign(raw: string): { negative: boolean; text: string } {
  const text = raw.trim();
  const match =
    /^[-\u2212]\s*(.*)$/su.exec(text) ??
    /^\((.*)\)$/su.exec(text) ??
    /^(.*?)\s*[-\u2212]$/su.exec(text);
  return match ? { negative: true, text: match[1]!.trim() } : { negative: false, text };
}

/**
 * A written amount taken apart: its sign (outside or inside a currency, once), its currency and
 * its number's shape; null when it names two currencies.
 */
function parse(raw: string): { negative: boolean; currency: string | null; shape: Shape } | null {
  const outer = splitSign(raw);
  const split = splitCurrency(outer.text);
  if (!split) return null;
  const inner = splitSign(split.text);
  const shape =
    outer.negative && inner.negative ? { kind: 'invalid' as const } : shapeOf(inner.text);
  return { negative: outer.negative || inner.negative, currency: split.currency, shape };
}

/** Thousands separated by a space, a non-breaking or narrow space or an apostrophe: removed. */
const ungroupSpaces = (text: string) => text.replace(/(\d)[ '’](?=\d{3}(\D|$))/gu, '$1');

function shapeOf(raw: string): Shape {
  const text = ungroupSpaces(raw);
  if (/^\d+$/.test(text)) return { kind: 'plain', text };
  if (!/^\d[\d.,]*\d$/.test(text)) return { kind: 'invalid' };
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas > 0 && dots > 0) {
    const mark = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    return { kind: 'decimal', mark, text };
  }
  const char = commas > 0 ? ',' : '.';
  // The same mark twice or more is a thousands separator ('1.234.567'): the decimal is the other.
  if (commas + dots > 1) return { kind: 'decimal', mark: char === ',' ? '.' : ',', text };
  const [integer = '', fraction = ''] = text.split(char);
  const couldGroup = fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integer);
  return couldGroup ? { kind: 'ambiguous', text } : { kind: 'decimal', mark: char, text };
}

/** Exact decimal text of a shape read with its decimal mark; null when it is malformed. */
function valueOf(text: string, mark: DecimalMark): string | null {
  const grouping = mark === ',' ? '.' : ',';
  const [integer = '', fraction, rest] = text.split(mark);
  if (rest !== undefined) return null;
  let digits = integer;
  if (integer.includes(grouping)) {
    if (!new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`).test(integer)) return null;
    digits = integer.split(grouping).join('');
  }
  if (!/^\d+$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  const whole = digits.replace(/^0+(?=\d)/, '');
  return fraction === undefined ? whole : `${whole}.${fraction}`;
}

/**
 * The decimal mark of the file: shown by its numbers (a text that can only be read one way:
 * '1.234,56', '12,50', '1.234.567'), else by its CSV separator (';' is the list separator where
 * the decimal is a comma, ',' where it is a point), else undecided.
 */
export function numberStyle(
  written: ReadonlyArray<{ row: number; text: string }>,
  separator: string | null,
): NumberStyle {
  const seen: Partial<Record<DecimalMark, { row: number; text: string }>> = {};
  for (const { row, text } of written) {
    const shape = parse(text)?.shape ?? { kind: 'invalid' as const };
    if (shape.kind === 'decimal' && valueOf(shape.text, shape.mark) !== null) {
      seen[shape.mark] ??= { row, text };
    }
  }
  const comma = seen[','];
  const point = seen['.'];
  if (comma && point) {
    return {
      decimal: null,
      undecided: `the file writes both a decimal comma (row ${comma.row}: ${comma.text}) and a decimal point (row ${point.row}: ${point.text})`,
    };
  }
  if (comma || point) return { decimal: comma ? ',' : '.', undecided: '' };
  if (separator === ';') return { decimal: ',', undecided: '' };
  if (separator === ',') return { decimal: '.', undecided: '' };
  return {
    decimal: null,
    undecided: 'no other number in the file shows whether it writes a decimal comma or point',
  };
}

export type ReadNumber =
  | { value: string; currency: string | null }
  | { problem: 'not a number' | 'currencies' }
  | { problem: 'ambiguous'; readings: [string, string]; why: string };

/** A written number (with a currency around it, perhaps), read in the file's style. */
export function readNumber(raw: string, style: NumberStyle): ReadNumber {
  const parsed = parse(raw);
  if (!parsed) return { problem: 'currencies' };
  const { shape, negative, currency } = parsed;
  const sign = negative ? '-' : '';
  const read = (text: string, mark: DecimalMark) => {
    const value = valueOf(text, mark);
    return value === null
      ? ({ problem: 'not a number' } as const)
      : { value: `${sign}${value}`, currency };
  };
  switch (shape.kind) {
    case 'invalid':
      return { problem: 'not a number' };
    case 'plain':
      return read(shape.text, '.');
    case 'decimal':
      return read(shape.text, shape.mark);
    case 'ambiguous': {
      if (style.decimal !== null) return read(shape.text, style.decimal);
      const decimal = sign + valueOf(shape.text, shape.text.includes(',') ? ',' : '.')!;
      const grouped = sign + shape.text.replace(/[.,]/, '');
      return { problem: 'ambiguous', readings: [decimal, grouped], why: style.undecided };
    }
  }
}

/** The decimal without insignificant zeros ('1200.50' → '1200.5'), for the import key. */
export function canonicalDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** An amount for a message, in the file's style: 1.000,00 (decimal comma) or 1,000.00. */
export function formatAmount(value: string, decimal: DecimalMark | null): string {
  const mark = decimal ?? '.';
  const negative = value.startsWith('-');
  const [integer = '0', fraction = ''] = value.replace('-', '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, mark === ',' ? '.' : ',');
  return `${negative ? '-' : ''}${grouped}${mark}${fraction.padEnd(2, '0')}`;
}
