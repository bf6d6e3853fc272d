// Public entry of @cost-steering/bff.
export { startBff, type BffOptions, type RunningBff } from './server.ts';
export { DEFAULT_LIMITS, type Limits } from './limits/index.ts';
