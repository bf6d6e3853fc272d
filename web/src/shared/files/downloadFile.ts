// A file from the bff's file routes (activity log, invoice PDF), fetched with the same bearer
// token as GraphQL and saved under its spec name. A 401 or no response at all is a lost session
// (spec §7), a 403 a refusal; nothing is saved then.
export type DownloadOutcome = 'downloaded' | 'sessionLost' | 'forbidden' | 'failed';

export interface DownloadDependencies {
  getAccessToken(): Promise<string | undefined>;
  fetchFn?: typeof fetch;
  save(blob: Blob, fileName: string): void;
}

export async function downloadFile(
  url: string,
  fileName: string,
  { getAccessToken, fetchFn = fetch, save }: DownloadDependencies,
): Promise<DownloadOutcome> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetchFn(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    return 'sessionLost'; // no response at all: status 0 (spec §7)
  }
  if (response.status === 401) return 'sessionLost';
  if (response.status === 403) return 'forbidden';
  if (!response.ok) return 'failed';
  save(await response.blob(), fileName);
  return 'downloaded';
}
