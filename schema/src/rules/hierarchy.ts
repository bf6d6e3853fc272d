// Spec §5 'Product family' rules: the same schema runs in the form (Formik) and on the server.
import { number, object, string } from 'yup';
import { LIMITS } from '../limits.ts';
import { minDecimal } from './money.ts';

export const FAMILY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name can have at most ${LIMITS.nameMax} characters`,
  ownerRequired: 'Owner is required',
  yearRequired: 'Year is required',
  yearRange: `Year must be between ${LIMITS.yearMin} and ${LIMITS.yearMax}`,
} as const;

/** Budget limit applies when the budget-limit feature is on, otherwise a target (spec §5). */
export function productFamilySchema(budgetLimitEnabled: boolean) {
  return object({
    name: string()
      .trim()
      .required(FAMILY_MESSAGES.nameRequired)
      .max(LIMITS.nameMax, FAMILY_MESSAGES.nameTooLong),
    owner: string().trim().required(FAMILY_MESSAGES.ownerRequired),
    year: number()
      .typeError(FAMILY_MESSAGES.yearRequired)
      .required(FAMILY_MESSAGES.yearRequired)
      .integer(FAMILY_MESSAGES.yearRange)
      .min(LIMITS.yearMin, FAMILY_MESSAGES.yearRange)
      .max(LIMITS.yearMax, FAMILY_MESSAGES.yearRange),
    budgetLimit: budgetLimitEnabled
      ? minDecimal('Budget limit', 1)
      : string().nullable().optional().strip(),
    target: budgetLimitEnabled ? string().nullable().optional().strip() : minDecimal('Target', 1),
  });
}
