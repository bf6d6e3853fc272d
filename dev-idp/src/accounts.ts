// The realm's users as OpenID Connect accounts: a stable subject per user, password checks, and
// the user claims Keycloak's mappers put into tokens (profile, email, realm roles, groups).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Realm, RealmUser } from './realm.ts';

export interface UserClaims {
  sub: string;
  preferred_username: string;
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  email_verified: boolean;
  realm_access: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  groups: string[];
}

/**
 * What Keycloak puts into a service account's token: no name and no e-mail (the service-account
 * user has none), `client_id` from the service_account client scope, the roles as a user's.
 */
export interface ServiceAccountClaims {
  sub: string;
  preferred_username: string;
  email_verified: false;
  client_id: string;
  realm_access: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
}

export interface Accounts {
  bySubject(sub: string): RealmUser | undefined;
  /** The user whose username and password match, else undefined. */
  authenticate(username: string, password: string): RealmUser | undefined;
  subjectOf(user: RealmUser): string;
  claimsOf(user: RealmUser): UserClaims;
  serviceAccountClaimsOf(clientId: string): ServiceAccountClaims | undefined;
}

/**
 * Keycloak's subjects are user ids (UUIDs). The realm file has none, so the subject is a
 * name-based UUID (version 5 layout) of realm and username: the same on every start.
 */
export function subjectFor(realmName: string, username: string): string {
  const bytes = createHash('sha1').update(`${realmName}/${username}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const resourceAccess = (user: RealmUser) => {
  const clients = Object.entries(user.clientRoles);
  return clients.length > 0
    ? {
        resource_access: Object.fromEntries(clients.map(([client, roles]) => [client, { roles }])),
      }
    : {};
};

export function createAccounts(realm: Realm): Accounts {
  const subjects = new Map(
    realm.users.map((user) => [subjectFor(realm.name, user.username), user]),
  );
  const subjectOf = (user: RealmUser) => subjectFor(realm.name, user.username);
  return {
    serviceAccountClaimsOf(clientId) {
      const client = realm.serviceClients.find((candidate) => candidate.clientId === clientId);
      if (!client) return undefined;
      const user = client.serviceAccount;
      return {
        sub: subjectOf(user),
        preferred_username: user.username,
        email_verified: false,
        client_id: clientId,
        realm_access: { roles: user.roles },
        ...resourceAccess(user),
      };
    },
    bySubject: (sub) => subjects.get(sub),
    authenticate(username, password) {
      // Keycloak matches usernames case-insensitively (it stores them lower-cased).
      const user = realm.users.find((u) => u.username.toLowerCase() === username.toLowerCase());
      // Compare digests in constant time, and do it for unknown users too.
      const matches = timingSafeEqual(digest(password), digest(user?.password ?? '\0unknown'));
      return user && user.password !== '' && matches ? user : undefined;
    },
    subjectOf,
    claimsOf(user) {
      return {
        sub: subjectOf(user),
        preferred_username: user.username,
        name: `${user.firstName} ${user.lastName}`.trim(),
        given_name: user.firstName,
        family_name: user.lastName,
        email: user.email,
        email_verified: user.emailVerified,
        realm_access: { roles: user.roles },
        ...resourceAccess(user),
        groups: user.groups,
      };
    },
  };
}
