export * from './limits.ts';
export * from './roles.ts';
export * from './texts.ts';
export * from './rules/money.ts';
export * from './rules/hierarchy.ts';
export * from './rules/decimal.ts';
export * from './rules/figures.ts';
