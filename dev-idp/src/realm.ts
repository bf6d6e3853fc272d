// Reads docker/keycloak/realm.json: the one source of truth for demo users, roles, groups and the
// web client, shared by Keycloak (production) and this development provider.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_REALM_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docker',
  'keycloak',
  'realm.json',
);

export interface RealmUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Realm roles as Keycloak puts them in the token, including the default role. */
  roles: string[];
  /** Group names without the leading slash (Keycloak's mapper with full path off). */
  groups: string[];
}

export interface RealmClient {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  webOrigins: string[];
}

export interface Realm {
  name: string;
  users: RealmUser[];
  clients: RealmClient[];
  /** The audience that the realm's audience mapper adds to access tokens. */
  apiAudience: string;
  accessTokenLifespanSeconds: number;
}

interface KeycloakMapper {
  protocolMapper: string;
  config?: Record<string, string>;
}

interface KeycloakRealmFile {
  realm: string;
  accessTokenLifespan?: number;
  users?: Array<{
    username: string;
    enabled?: boolean;
    firstName?: string;
    lastName?: string;
    email?: string;
    credentials?: Array<{ type: string; value: string }>;
    realmRoles?: string[];
    groups?: string[];
  }>;
  clients?: Array<{
    clientId: string;
    publicClient?: boolean;
    redirectUris?: string[];
    webOrigins?: string[];
    attributes?: Record<string, string>;
    protocolMappers?: KeycloakMapper[];
  }>;
}

export function loadRealm(file = DEFAULT_REALM_FILE): Realm {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as KeycloakRealmFile;
  const users = (raw.users ?? [])
    .filter((user) => user.enabled !== false)
    .map((user) => ({
      username: user.username,
      password: user.credentials?.find((c) => c.type === 'password')?.value ?? '',
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      roles: user.realmRoles ?? [],
      groups: (user.groups ?? []).map((path) => path.replace(/^\//, '')),
    }));
  const clients = (raw.clients ?? [])
    .filter((client) => client.publicClient)
    .map((client) => ({
      clientId: client.clientId,
      redirectUris: client.redirectUris ?? [],
      postLogoutRedirectUris: (client.attributes?.['post.logout.redirect.uris'] ?? '')
        .split('##')
        .filter(Boolean),
      webOrigins: client.webOrigins ?? [],
    }));
  const audienceMapper = (raw.clients ?? [])
    .flatMap((client) => client.protocolMappers ?? [])
    .find((mapper) => mapper.protocolMapper === 'oidc-audience-mapper');
  return {
    name: raw.realm,
    users,
    clients,
    apiAudience: audienceMapper?.config?.['included.custom.audience'] ?? 'cost-steering-api',
    accessTokenLifespanSeconds: raw.accessTokenLifespan ?? 300,
  };
}

/** Keycloak redirect URI patterns end in '*'; this is how Keycloak compares them. */
export function matchesRedirectPattern(pattern: string, uri: string): boolean {
  return pattern.endsWith('*') ? uri.startsWith(pattern.slice(0, -1)) : uri === pattern;
}
