import { GraphQLError, type ASTNode } from 'graphql';

export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  cost: 'QUERY_TOO_COSTLY',
  batch: 'BATCH_TOO_LARGE',
} as const;

/**
 * A query refused by one of our limits. Apollo reports every validation error with the code
 * GRAPHQL_VALIDATION_FAILED; formatError restores this more precise code (see server.ts).
 */
export class LimitError extends GraphQLError {
  readonly code: string;
  constructor(code: string, message: string, nodes?: ASTNode) {
    super(message, { nodes, extensions: { code } });
    this.code = code;
  }
}
