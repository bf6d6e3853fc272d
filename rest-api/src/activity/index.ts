// What other domains use of the activity log: every write records itself in its transaction.
export { recordActivities, recordActivity, type ActivityEntry } from './repository.ts';
export { summarize } from './service.ts';
