// PostgreSQL error codes, as both `pg` and PGlite report them on the thrown error.
const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
}

/**
 * Data exceptions (SQLSTATE class 22) that only a value from the request can cause: text the
 * database cannot hold (NUL, bytes that are not UTF-8), a number or text beyond its column, a
 * string that is not a number, date or pattern where one is compared. The input guard is meant
 * to make them impossible; should one still happen it is the client's value, not a server fault.
 * (Division by zero and the like stay server faults.)
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22019', // invalid_escape_character
  '22021', // character_not_in_repertoire ("invalid byte sequence for encoding UTF8: 0x00")
  '22025', // invalid_escape_sequence
  '2201B', // invalid_regular_expression
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);

export function isInputDataException(error: unknown): boolean {
  const code = codeOf(error);
  return typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code);
}
