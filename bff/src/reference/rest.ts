// The REST calls of the reference domain (CONTRACT.md "Reference data").
import type { RestClient } from '../rest-client.ts';
import { nullIfNotFound } from '../rest-client.ts';
import { resourceLoader } from '../loaders.ts';

export type RestCurrencies = Record<string, string>;
export type RestConfiguration = Record<string, unknown>;
export interface RestNamed {
  id: number;
  name: string;
}
export interface RestUser {
  id: number;
  username: string;
}
export interface RestRegisteredUser extends RestUser {
  created: boolean;
}
export interface RestLogo {
  contentType: string;
  bytes: Buffer;
}

export function createReferenceLoaders(rest: RestClient) {
  return {
    currencies: resourceLoader(() => rest.getJson<RestCurrencies>('/currencies')),
    /** Null when the server has no configuration file (404). */
    configuration: resourceLoader(() =>
      nullIfNotFound(rest.getJson<RestConfiguration>('/configuration')),
    ),
    logo: resourceLoader(() => nullIfNotFound(rest.getBytes('/configuration/logo'))),
    /** Null when the server does not say its version. */
    version: resourceLoader(() =>
      nullIfNotFound(rest.getJson<{ version?: unknown }>('/actuator/version')),
    ),
    sbus: resourceLoader(() => rest.getJson<Record<string, RestNamed>>('/sbu')),
    regions: resourceLoader(() => rest.getJson<Record<string, RestNamed>>('/regions')),
    suppliers: resourceLoader(() => rest.getJson<Record<string, RestNamed>>('/suppliers')),
    users: resourceLoader(() => rest.getJson<Record<string, RestUser>>('/users')),
  };
}

export type ReferenceLoaders = ReturnType<typeof createReferenceLoaders>;

export function registerUser(rest: RestClient, username: string, roles: string[]) {
  return rest.postJson<RestRegisteredUser>('/users/checkandcreate', { username, roles });
}
