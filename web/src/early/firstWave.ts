// The first screen's queries, sent as the page loads rather than once the app has started.
//
// On a slow link the overview waited for the document, then for the ~800 kB of script to be
// compiled and run, then for a round trip of queries (issue 15, bench:browser). This module is
// tiny and loads as its own async script (build/firstWaveScript.ts): with a stored session it
// replays the queries this tab's last start of the same address sent (recorded by the app's
// link, app/apollo/firstWaveLink.ts), so their answers travel while the app's script is still
// being fetched or compiled. The app takes an answer only for a request it makes itself with the
// very same body; anything else (no session, an expired token, another address, a failed
// request) leaves the app to send its requests as before.
//
// Imports only from src/early/: what it imports joins its chunk, which must stay small.
import { readStoredUser } from './storedUser';

/** The id of the JSON block the bff writes into index.html (the OIDC settings). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'app-config';
export const GRAPHQL_ENDPOINT = '/graphql';
/** sessionStorage: the queries of the last start, `{ url, bodies }`. */
export const FIRST_WAVE_KEY = 'cost-steering.first-wave';
/** A token this close to its expiry is left to the app (it renews it first). */
const EXPIRY_MARGIN_S = 30;

export interface RecordedWave {
  /** Path and query of the address the app started at. */
  url: string;
  /** The GraphQL request bodies, as the app's link sent them. */
  bodies: string[];
}

/** An answer: the parsed response of a 2xx, or null (the app then sends its own request). */
type Answer = Promise<unknown>;
const answers = new Map<string, Answer>();

function readJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The access token oidc-client-ts stored for this client, unless it (nearly) expired. */
function storedToken(page: Document, storage: Storage, nowS: number): string | null {
  const config = readJson(page.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent) as {
    oidcAuthority?: string;
    oidcClientId?: string;
  } | null;
  if (!config?.oidcAuthority || !config.oidcClientId) return null;
  const user = readStoredUser(storage, config.oidcAuthority, config.oidcClientId, nowS);
  if (!user?.expires_at || user.expires_at - EXPIRY_MARGIN_S < nowS) return null;
  return user.access_token;
}

export function sendFirstWave(
  page: Document,
  storage: Storage,
  location: Pick<Location, 'pathname' | 'search'>,
  fetchFn: typeof fetch,
  nowS = Date.now() / 1000,
): void {
  const wave = readJson(storage.getItem(FIRST_WAVE_KEY)) as RecordedWave | null;
  if (!wave || wave.url !== location.pathname + location.search || !Array.isArray(wave.bodies)) {
    return;
  }
  const token = storedToken(page, storage, nowS);
  if (!token) return;
  for (const body of wave.bodies) {
    answers.set(
      body,
      fetchFn(GRAPHQL_ENDPOINT, {
        method: 'POST',
        headers: {
          accept: 'application/graphql-response+json,application/json;q=0.9',
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
        body,
      })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null),
    );
  }
}

/** The answer to a request sent early with exactly this body (once), if there is one. */
export function takeEarlyAnswer(body: string): Answer | undefined {
  const answer = answers.get(body);
  answers.delete(body);
  return answer;
}

/** Stores what this start sent, replacing the last start's record. */
export function recordFirstWave(storage: Storage, wave: RecordedWave): void {
  try {
    storage.setItem(FIRST_WAVE_KEY, JSON.stringify(wave));
  } catch {
    // Storage full or refused: the next start simply sends nothing early.
  }
}

function sendNow(): void {
  try {
    sendFirstWave(document, window.sessionStorage, window.location, window.fetch.bind(window));
  } catch {
    // sessionStorage refused (privacy settings): the app sends its queries itself.
  }
}

// As the page loads (a no-op without the config block, e.g. in tests and under Vite's dev
// server). The script comes first in the page; the bff writes the config block at the end of
// the head, which the parser has nearly always passed by the time the script runs.
if (typeof document !== 'undefined') {
  if (document.getElementById(RUNTIME_CONFIG_ELEMENT_ID) || document.readyState !== 'loading') {
    sendNow();
  } else {
    document.addEventListener('DOMContentLoaded', sendNow, { once: true });
  }
}
