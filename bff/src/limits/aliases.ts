// Refuses documents with more aliased fields than a maximum: aliases let one request repeat an
// expensive field many times under different names.
import type { ValidationRule } from 'graphql';
import { LIMIT_CODES, LimitError } from './limit-error.ts';

export function maxAliasesRule(maxAliases: number): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave(document) {
          if (aliases > maxAliases) {
            context.reportError(
              new LimitError(
                LIMIT_CODES.aliases,
                `The query uses ${aliases} aliases; at most ${maxAliases} are allowed.`,
                document,
              ),
            );
          }
        },
      },
    };
  };
}
