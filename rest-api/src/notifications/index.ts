// What other domains use of notifications: the server writes them on events (DESIGN.md §4).
export { insertNotifications, type NewNotification } from './repository.ts';
