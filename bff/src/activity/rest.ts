// The REST call of the activity domain (CONTRACT.md "Activity log").

/** The activity log as a streamed text response; 403 without role edit_archive_history_logdata. */
export const ACTIVITY_LOG_PATH = '/activitylog';
