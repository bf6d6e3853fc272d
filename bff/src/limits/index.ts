// The bounds every GraphQL request must stay within (DESIGN.md §5), and the rules enforcing them.
import type { ValidationRule } from 'graphql';
import { maxAliasesRule } from './aliases.ts';
import { maxCostRule } from './cost.ts';
import { maxDepthRule } from './depth.ts';

export interface Limits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** Items assumed per list level when costing a query. */
  listSize: number;
  /** Operations per batched HTTP request. */
  maxBatch: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxDepth: 10,
  maxAliases: 30,
  // The product overview with every field of families, products, projects and applications costs
  // about 850,000 (three list levels of 20); a fourth list level of the same, or five thin ones,
  // cost several million.
  maxCost: 2_000_000,
  listSize: 20,
  maxBatch: 10,
});

export function limitRules(limits: Limits): ValidationRule[] {
  return [
    maxDepthRule(limits.maxDepth),
    maxAliasesRule(limits.maxAliases),
    maxCostRule({ maxCost: limits.maxCost, listSize: limits.listSize }),
  ];
}

export { LIMIT_CODES, LimitError } from './limit-error.ts';
export { batchLimit } from './batch.ts';
export { costReportPlugin, type CostReport } from './cost-report.ts';
