// The requests domain's public entry: what other domains may use of it (an order is an approved
// request and carries its status).
export type { RestRequestStatus } from './rest.ts';
