// A file from the bff's file routes (activity log, invoice PDF, failed import rows PDF), fetched
// with the same bearer token as GraphQL and saved under its spec name; `jsonBody` makes it a POST
// of that JSON. A 401 or no response at all — from the bff, or from the identity provider renewing
// the token — is a lost session (spec §4, app/apollo/sessionLost.ts), a 403 a refusal; nothing is
// saved then. A download that shows its progress reads the body chunk by chunk (`progress`).
export type DownloadOutcome = 'downloaded' | 'sessionLost' | 'forbidden' | 'failed';

export interface DownloadDependencies {
  getAccessToken(): Promise<string | undefined>;
  fetchFn?: typeof fetch;
  save(blob: Blob, fileName: string): void;
}

/** Told what arrives of a download: its headers first, then each chunk of its body. */
export interface DownloadProgress {
  started(headers: Headers): void;
  received(chunk: Uint8Array): void;
}

export async function downloadFile(
  url: string,
  fileName: string,
  { getAccessToken, fetchFn = fetch, save }: DownloadDependencies,
  request: { jsonBody?: unknown; progress?: DownloadProgress } = {},
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
  try {
    const blob = request.progress
      ? await readWithProgress(response, request.progress)
      : await response.blob();
    save(blob, fileName);
  } catch {
    return 'failed'; // cut off on the way: a part of a file is no file
  }
  return 'downloaded';
}

async function readWithProgress(response: Response, progress: DownloadProgress): Promise<Blob> {
  progress.started(response.headers);
  const type = response.headers.get('content-type') ?? '';
  const reader = response.body?.getReader();
  if (!reader) return new Blob([], { type });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(chunks, { type });
    chunks.push(value as Uint8Array<ArrayBuffer>);
    progress.received(value);
  }
}
