// Query/Mutation fields of the reference domain: the signed-in user, configuration, lists.
import type { Resolvers } from '../generated/graphql.ts';
import { write } from '../writes/write.ts';
import {
  toConfiguration,
  toCurrencies,
  toLogoDataUrl,
  toNamedList,
  toUser,
  toUsers,
  toVersion,
} from './mappers.ts';
import { registerUser } from './rest.ts';

export const referenceResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { user }) => ({
      username: user.username,
      displayName: user.displayName,
      roles: user.roles,
      groups: user.groups,
    }),
    configuration: async (_parent, _args, { loaders }) => {
      const raw = await loaders.reference.configuration.load('all');
      return raw ? toConfiguration(raw) : null;
    },
    version: async (_parent, _args, { loaders }) =>
      toVersion(await loaders.reference.version.load('all')),
    currencies: async (_parent, _args, { loaders }) =>
      toCurrencies(await loaders.reference.currencies.load('all')),
    sbus: async (_parent, _args, { loaders }) =>
      toNamedList(await loaders.reference.sbus.load('all')),
    regions: async (_parent, _args, { loaders }) =>
      toNamedList(await loaders.reference.regions.load('all')),
    suppliers: async (_parent, _args, { loaders }) =>
      toNamedList(await loaders.reference.suppliers.load('all')),
    users: async (_parent, _args, { loaders }) =>
      toUsers(await loaders.reference.users.load('all')),
  },
  Configuration: {
    // Loaded only when asked for: the logo is the one binary call of the configuration.
    logo: async (_parent, _args, { loaders }) =>
      toLogoDataUrl(await loaders.reference.logo.load('all')),
  },
  Mutation: {
    registerCurrentUser: async (_parent, _args, { rest, user, loaders }) => {
      const { value, errors } = await write(() => registerUser(rest, user.username, user.roles), {
        afterWrite: () => loaders.reference.users.clearAll(),
      });
      return { user: value && toUser(value), errors };
    },
  },
};
