// For tests: JSON values a rule may be handed instead of its own type.
/** JSON values of the wrong type, and `{"toString": 1}`, which breaks any cast that calls it. */
export const WRONG_TYPES: ReadonlyArray<[string, unknown]> = [
  ['an object', { $gt: '' }],
  ['an empty object', {}],
  ['an array', ['x']],
  ['an empty array', []],
  ['a nested array', [[2026]]],
  ['an object with a toString member', { toString: 1 }],
  ['an object with toString and valueOf members', { toString: 1, valueOf: 'x' }],
  ['a boolean', true],
];
