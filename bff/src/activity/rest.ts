// The REST call of the activity domain (CONTRACT.md "Activity log").
import type { RestClient } from '../rest-client.ts';

/** The activity log as a streamed text response; 403 without role edit_archive_history_logdata. */
export function openActivityLog(rest: RestClient): Promise<Response> {
  return rest.openStream('/activitylog');
}
