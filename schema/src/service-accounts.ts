// Service accounts (issue 14): tools get tokens with the client-credentials grant. Keycloak names
// the user behind a client's service account `service-account-<client id>` (lower-cased, and it
// refuses that prefix for other users) and sets `azp` to the client id: together they tell a
// tool's token from a person's, in rest-api and bff alike.
export const SERVICE_ACCOUNT_PREFIX = 'service-account-';

export function isServiceAccount(username: string, authorizedParty: unknown): boolean {
  return (
    typeof authorizedParty === 'string' &&
    authorizedParty !== '' &&
    username.toLowerCase() === `${SERVICE_ACCOUNT_PREFIX}${authorizedParty}`.toLowerCase()
  );
}
