// What other domains use of requests: an order's list items, read and shaped as a request's.
export { itemRows } from './repository.ts';
export { toListItem, type ListItem } from './shape.ts';
