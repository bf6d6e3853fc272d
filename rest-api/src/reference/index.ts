// What other domains use of the reference data: users, currency rates, the configuration file.
export { configurationFlag, readConfiguration, type Configuration } from './configuration-file.ts';
export { currencyHasRate, eurValue, findUser } from './repository.ts';
export { ensureUser, requireKnownOwner } from './service.ts';
