import type { Option } from '../../../shared/forms/FormFields';

/** Owners as select options (usernames). */
export const ownerOptions = (usernames: readonly string[]): Option[] =>
  usernames.map((username) => ({ id: username, name: username }));
