// The users a create form offers as owner (spec §2: the current user by default), sorted by name.
// The current user is always offered, even before the list has loaded.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const OwnerChoicesQuery = graphql(`
  query OwnerChoices {
    users {
      id
      username
    }
  }
`);

export function useOwnerOptions(currentUser: string): string[] {
  const { data } = useQuery(OwnerChoicesQuery);
  const usernames = new Set((data?.users ?? []).map((user) => user.username));
  usernames.add(currentUser);
  return [...usernames].sort((a, b) => a.localeCompare(b));
}
