// Activity log download (spec §2 user dropdown, §7 GET /activitylog → activityLog.txt) through
// the bff's file route, with the same bearer token as GraphQL.
import { ENDPOINTS } from '../../config';

export const ACTIVITY_LOG_FILE_NAME = 'activityLog.txt';

export type DownloadOutcome = 'downloaded' | 'sessionLost' | 'forbidden' | 'failed';

export interface DownloadDependencies {
  getAccessToken(): Promise<string | undefined>;
  fetchFn?: typeof fetch;
  save(blob: Blob, fileName: string): void;
}

export async function downloadActivityLog({
  getAccessToken,
  fetchFn = fetch,
  save,
}: DownloadDependencies): Promise<DownloadOutcome> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetchFn(ENDPOINTS.activityLog, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    return 'sessionLost'; // no response at all: status 0 (spec §7)
  }
  if (response.status === 401) return 'sessionLost';
  if (response.status === 403) return 'forbidden';
  if (!response.ok) return 'failed';
  save(await response.blob(), ACTIVITY_LOG_FILE_NAME);
  return 'downloaded';
}

export { saveBlob } from '../../shared/download/saveBlob';
