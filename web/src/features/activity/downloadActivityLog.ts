// Activity log download (spec §2 user dropdown, §7 GET /activitylog → activityLog.txt) through
// the bff's file route, with the same bearer token as GraphQL.
import { ENDPOINTS } from '../../config';
import { downloadFile, type DownloadDependencies } from '../../shared/files/downloadFile';

export type { DownloadOutcome, DownloadDependencies } from '../../shared/files/downloadFile';
export { saveBlob } from '../../shared/files/saveBlob';

export const ACTIVITY_LOG_FILE_NAME = 'activityLog.txt';

export function downloadActivityLog(dependencies: DownloadDependencies) {
  return downloadFile(ENDPOINTS.activityLog, ACTIVITY_LOG_FILE_NAME, dependencies);
}
