// A file from the bff's file routes (activity log, invoice PDF, failed import rows PDF), fetched
// with the same bearer token as GraphQL and saved under its spec name; `jsonBody` makes it a POST
// of that JSON. A 401 or no response at all — from the bff, or from the identity provider renewing
// the token — is a lost session (spec §4, app/apollo/sessionLost.ts), a 403 a refusal; nothing is
// saved then.
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
  request: { jsonBody?: unknown } = {},
): Promise<DownloadOutcome> {
  let response: Response;
  try {
    const token = await getAccessToken();
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    response =
      request.jsonBody === undefined
        ? await fetchFn(url, { headers })
        : await fetchFn(url, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(request.jsonBody),
          });
  } catch {
    return 'sessionLost'; // no response at all: status 0 (spec §4)
  }
  if (response.status === 401) return 'sessionLost';
  if (response.status === 403) return 'forbidden';
  if (!response.ok) return 'failed';
  save(await response.blob(), fileName);
  return 'downloaded';
}
