import { FIRST_WAVE_KEY, recordFirstWave, sendFirstWave, takeEarlyAnswer } from './firstWave';
import { storedUserKey } from './storedUser';

const AUTHORITY = 'http://localhost:8180/realms/cost-steering';
const CLIENT_ID = 'cost-steering-web';
const NOW_S = 1_800_000_000;
const BODY =
  '{"operationName":"CurrentUser","variables":{},"query":"query CurrentUser { me { username } }"}';

function pageWithConfig() {
  const page = document.implementation.createHTMLDocument('app');
  const block = page.createElement('script');
  block.type = 'application/json';
  block.id = 'app-config';
  block.textContent = JSON.stringify({ oidcAuthority: AUTHORITY, oidcClientId: CLIENT_ID });
  page.head.append(block);
  return page;
}

/** A session as oidc-client-ts stores it (storedUser.test.ts pins the format). */
async function storeSession(storage: Storage, expiresAt: number) {
  storage.setItem(
    storedUserKey(AUTHORITY, CLIENT_ID),
    JSON.stringify({ access_token: 'token-1', expires_at: expiresAt }),
  );
}

function answering(json: unknown, ok = true) {
  return jest.fn(async () => ({ ok, json: async () => json }) as unknown as Response);
}

describe('the first wave of queries, sent as the page loads', () => {
  beforeEach(() => window.sessionStorage.clear());

  it("replays the last start's queries of this address with the stored token", async () => {
    const storage = window.sessionStorage;
    await storeSession(storage, NOW_S + 300);
    recordFirstWave(storage, { url: '/?year=2026', bodies: [BODY] });
    const fetchFn = answering({ data: { me: { username: 'controller' } } });
    sendFirstWave(
      pageWithConfig(),
      storage,
      { pathname: '/', search: '?year=2026' },
      fetchFn,
      NOW_S,
    );

    expect(fetchFn).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      headers: expect.objectContaining({
        authorization: 'Bearer token-1',
        'content-type': 'application/json',
      }),
      body: BODY,
    });
    await expect(takeEarlyAnswer(BODY)).resolves.toEqual({
      data: { me: { username: 'controller' } },
    });
    // Taken once: a later request of the same body goes to the server.
    expect(takeEarlyAnswer(BODY)).toBeUndefined();
  });

  it('answers null for a failed request, so the app sends its own', async () => {
    await storeSession(window.sessionStorage, NOW_S + 300);
    recordFirstWave(window.sessionStorage, { url: '/', bodies: [BODY] });
    const fetchFn = answering({}, false);
    sendFirstWave(
      pageWithConfig(),
      window.sessionStorage,
      { pathname: '/', search: '' },
      fetchFn,
      NOW_S,
    );
    await expect(takeEarlyAnswer(BODY)).resolves.toBeNull();
  });

  it.each([
    ['another address', NOW_S + 300, { pathname: '/notifications', search: '' }],
    ['a token about to expire', NOW_S + 10, { pathname: '/', search: '' }],
  ])('sends nothing for %s', async (_case, expiresAt, location) => {
    await storeSession(window.sessionStorage, expiresAt);
    recordFirstWave(window.sessionStorage, { url: '/', bodies: [BODY] });
    const fetchFn = answering({});
    sendFirstWave(pageWithConfig(), window.sessionStorage, location, fetchFn, NOW_S);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('sends nothing without a session or without the settings in the page', () => {
    recordFirstWave(window.sessionStorage, { url: '/', bodies: [BODY] });
    const fetchFn = answering({});
    const here = { pathname: '/', search: '' };
    sendFirstWave(pageWithConfig(), window.sessionStorage, here, fetchFn, NOW_S);
    sendFirstWave(
      document.implementation.createHTMLDocument(),
      window.sessionStorage,
      here,
      fetchFn,
      NOW_S,
    );
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('keeps one record, the last start’s', () => {
    recordFirstWave(window.sessionStorage, { url: '/', bodies: ['a'] });
    recordFirstWave(window.sessionStorage, { url: '/?level=products', bodies: ['b'] });
    expect(JSON.parse(window.sessionStorage.getItem(FIRST_WAVE_KEY) ?? '')).toEqual({
      url: '/?level=products',
      bodies: ['b'],
    });
  });
});
