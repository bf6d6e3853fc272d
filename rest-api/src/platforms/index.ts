// What the hierarchy uses of platforms: who is told of a platform product's change, and the
// consumer rules a project's or application's move must keep.
export { refuseMoveBreakingConsumption } from './consumer-move.ts';
export { platformOwnersOf } from './repository.ts';
