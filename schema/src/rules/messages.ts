// The two message shapes every form repeats ('X is required', 'X can have at most N characters'),
// written once so that a rule's text cannot drift between domains. Domain-specific texts stay in
// their domain's rules file.
import { LIMITS } from '../limits.ts';

export const required = (label: string) => `${label} is required`;
export const tooLong = (label: string, max: number) =>
  `${label} can have at most ${max} characters`;

/** The name of every named entity (spec §5: required, at most LIMITS.nameMax characters). */
export const NAME_MESSAGES = {
  nameRequired: required('Name'),
  nameTooLong: tooLong('Name', LIMITS.nameMax),
} as const;

export const SEARCH_TOO_LONG = tooLong('Search', LIMITS.searchMax);
