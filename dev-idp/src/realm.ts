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
  emailVerified: boolean;
  /**
   * Realm roles as Keycloak puts them in the token: the user's own and their groups' roles,
   * expanded through composite roles, so including the default role and what it contains.
   */
  roles: string[];
  /** Client roles per client id, expanded the same way (Keycloak's `resource_access`). */
  clientRoles: Record<string, string[]>;
  /** Group names without the leading slash (Keycloak's mapper with full path off). */
  groups: string[];
}

export interface RealmClient {
  clientId: string;
  /** Keycloak patterns: exact, or a prefix ending in '*' (see matchesRedirectPattern). */
  redirectUris: string[];
  /** Keycloak's '+' (same as the redirect URIs) already resolved. */
  postLogoutRedirectUris: string[];
  /** Allowed CORS origins; '+' (the redirect URIs' origins) already resolved; '*' means any. */
  webOrigins: string[];
  /** 'S256' when the client demands PKCE with that method (attribute pkce.code.challenge.method). */
  pkceMethod: string | undefined;
}

/**
 * A confidential client with a service account (Keycloak's serviceAccountsEnabled): it gets
 * tokens with the client-credentials grant, as its service-account user.
 */
export interface RealmServiceClient {
  clientId: string;
  /** Development only: the realm file's secret (Keycloak: Credentials tab). */
  secret: string;
  /** The user Keycloak creates for the service account: `service-account-<client id>`. */
  serviceAccount: RealmUser;
}

export interface Realm {
  name: string;
  /** Shown on the sign-in page; the realm name when the file has none. */
  displayName: string;
  defaultRole: string;
  users: RealmUser[];
  clients: RealmClient[];
  serviceClients: RealmServiceClient[];
  /** The audience that the realm's audience mapper adds to access tokens. */
  apiAudience: string;
  accessTokenLifespanSeconds: number;
  ssoSessionIdleTimeoutSeconds: number;
  ssoSessionMaxLifespanSeconds: number;
}

interface KeycloakMapper {
  protocolMapper: string;
  config?: Record<string, string>;
}

interface KeycloakRole {
  name: string;
  composite?: boolean;
  composites?: { realm?: string[]; client?: Record<string, string[]> };
}

interface KeycloakGroup {
  name: string;
  realmRoles?: string[];
  clientRoles?: Record<string, string[]>;
  subGroups?: KeycloakGroup[];
}

interface KeycloakRealmFile {
  realm: string;
  displayName?: string;
  accessTokenLifespan?: number;
  ssoSessionIdleTimeout?: number;
  ssoSessionMaxLifespan?: number;
  defaultRole?: { name: string };
  roles?: { realm?: KeycloakRole[]; client?: Record<string, KeycloakRole[]> };
  groups?: KeycloakGroup[];
  users?: Array<{
    username: string;
    enabled?: boolean;
    firstName?: string;
    lastName?: string;
    email?: string;
    emailVerified?: boolean;
    credentials?: Array<{ type: string; value: string }>;
    realmRoles?: string[];
    clientRoles?: Record<string, string[]>;
    groups?: string[];
    /** Set on the user Keycloak keeps for a client's service account. */
    serviceAccountClientId?: string;
  }>;
  clients?: Array<{
    clientId: string;
    enabled?: boolean;
    publicClient?: boolean;
    secret?: string;
    serviceAccountsEnabled?: boolean;
    redirectUris?: string[];
    webOrigins?: string[];
    attributes?: Record<string, string>;
    protocolMappers?: KeycloakMapper[];
  }>;
}

/** A role reference: realm role (client undefined) or a role of that client. */
interface RoleRef {
  client?: string;
  name: string;
}

/** Keycloak grants composite roles transitively; this walks them depth-first, each once. */
function createRoleExpander(raw: KeycloakRealmFile) {
  const realmRoles = new Map((raw.roles?.realm ?? []).map((role) => [role.name, role]));
  const clientRoles = new Map(
    Object.entries(raw.roles?.client ?? {}).flatMap(([client, roles]) =>
      roles.map((role) => [`${client}/${role.name}`, role] as const),
    ),
  );
  const childrenOf = (ref: RoleRef): RoleRef[] => {
    const role = ref.client
      ? clientRoles.get(`${ref.client}/${ref.name}`)
      : realmRoles.get(ref.name);
    const composites = role?.composites;
    return [
      ...(composites?.realm ?? []).map((name) => ({ name })),
      ...Object.entries(composites?.client ?? {}).flatMap(([client, names]) =>
        names.map((name) => ({ client, name })),
      ),
    ];
  };
  return (direct: RoleRef[]) => {
    const seen = new Set<string>();
    const realm: string[] = [];
    const byClient: Record<string, string[]> = {};
    const visit = (ref: RoleRef) => {
      const key = `${ref.client ?? ''}/${ref.name}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (ref.client) (byClient[ref.client] ??= []).push(ref.name);
      else realm.push(ref.name);
      childrenOf(ref).forEach(visit);
    };
    direct.forEach(visit);
    return { realm, byClient };
  };
}

function groupsByPath(groups: KeycloakGroup[], parent = ''): Map<string, KeycloakGroup> {
  const byPath = new Map<string, KeycloakGroup>();
  for (const group of groups) {
    const path = `${parent}/${group.name}`;
    byPath.set(path, group);
    groupsByPath(group.subGroups ?? [], path).forEach((child, childPath) =>
      byPath.set(childPath, child),
    );
  }
  return byPath;
}

function originOf(uri: string): string[] {
  try {
    const { origin } = new URL(uri);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}

const clientRefs = (roles: Record<string, string[]> | undefined): RoleRef[] =>
  Object.entries(roles ?? {}).flatMap(([client, names]) => names.map((name) => ({ client, name })));

export function loadRealm(file = DEFAULT_REALM_FILE): Realm {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as KeycloakRealmFile;
  const expand = createRoleExpander(raw);
  const groups = groupsByPath(raw.groups ?? []);
  const allUsers = (raw.users ?? [])
    .filter((user) => user.enabled !== false)
    .map((user) => {
      const paths = (user.groups ?? []).map((path) => (path.startsWith('/') ? path : `/${path}`));
      const memberOf = paths.map((path) => groups.get(path)).filter((group) => group !== undefined);
      const roles = expand([
        ...(user.realmRoles ?? []).map((name) => ({ name })),
        ...clientRefs(user.clientRoles),
        ...memberOf.flatMap((group) => [
          ...(group.realmRoles ?? []).map((name) => ({ name })),
          ...clientRefs(group.clientRoles),
        ]),
      ]);
      return {
        username: user.username,
        password: user.credentials?.find((c) => c.type === 'password')?.value ?? '',
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email ?? '',
        emailVerified: user.emailVerified ?? false,
        roles: roles.realm,
        clientRoles: roles.byClient,
        groups: paths.map((path) => path.slice(path.lastIndexOf('/') + 1)),
        serviceAccountClientId: user.serviceAccountClientId,
      };
    });
  // Service-account users cannot sign in (Keycloak has no password for them): kept apart.
  const users = allUsers
    .filter((user) => !user.serviceAccountClientId)
    .map(({ serviceAccountClientId: _, ...user }) => user);
  const serviceClients = (raw.clients ?? [])
    .filter((c) => !c.publicClient && c.serviceAccountsEnabled && c.enabled !== false && c.secret)
    .flatMap((client) => {
      const account = allUsers.find((user) => user.serviceAccountClientId === client.clientId);
      if (!account) return [];
      const { serviceAccountClientId: _, ...serviceAccount } = account;
      return [{ clientId: client.clientId, secret: client.secret!, serviceAccount }];
    });
  const clients = (raw.clients ?? [])
    .filter((client) => client.publicClient && client.enabled !== false)
    .map((client) => {
      const redirectUris = client.redirectUris ?? [];
      // Keycloak's '+' stands for "derived from the redirect URIs" in both lists.
      const postLogout = (client.attributes?.['post.logout.redirect.uris'] ?? '+')
        .split('##')
        .filter(Boolean);
      const redirectOrigins = redirectUris.flatMap((uri) => originOf(uri.replace(/\*$/, '')));
      return {
        clientId: client.clientId,
        redirectUris,
        postLogoutRedirectUris: [
          ...new Set(postLogout.flatMap((uri) => (uri === '+' ? redirectUris : [uri]))),
        ],
        webOrigins: [
          ...new Set(
            (client.webOrigins ?? []).flatMap((origin) =>
              origin === '+' ? redirectOrigins : [origin],
            ),
          ),
        ],
        pkceMethod: client.attributes?.['pkce.code.challenge.method'] || undefined,
      };
    });
  const audienceMapper = (raw.clients ?? [])
    .flatMap((client) => client.protocolMappers ?? [])
    .find((mapper) => mapper.protocolMapper === 'oidc-audience-mapper');
  return {
    name: raw.realm,
    displayName: raw.displayName || raw.realm,
    defaultRole: raw.defaultRole?.name ?? `default-roles-${raw.realm}`,
    users,
    clients,
    serviceClients,
    apiAudience: audienceMapper?.config?.['included.custom.audience'] ?? 'cost-steering-api',
    accessTokenLifespanSeconds: raw.accessTokenLifespan ?? 300,
    ssoSessionIdleTimeoutSeconds: raw.ssoSessionIdleTimeout ?? 1800,
    ssoSessionMaxLifespanSeconds: raw.ssoSessionMaxLifespan ?? 36000,
  };
}

/**
 * Keycloak's comparison of a redirect URI with a registered one (RedirectUtils): exact, or, for a
 * pattern ending in '*' (without a query), a prefix match of the URI without its query and
 * fragment; 'http://host' also matches 'http://host/*'.
 */
export function matchesRedirectPattern(pattern: string, uri: string): boolean {
  if (!pattern.endsWith('*') || pattern.includes('?')) return uri === pattern;
  const prefix = pattern.slice(0, -1);
  const path = uri.replace(/[?#].*$/s, '');
  return path.startsWith(prefix) || (prefix.endsWith('/') && path === prefix.slice(0, -1));
}
