import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { readStoredUser } from './storedUser';

const AUTHORITY = 'http://localhost:8180/realms/cost-steering';
const CLIENT_ID = 'cost-steering-web';

describe('the stored session, read without oidc-client-ts', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads what the library stored (its key and format are pinned here)', async () => {
    const userManager = new UserManager({
      authority: AUTHORITY,
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost:4000/',
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
    const expiresAt = Math.floor(Date.now() / 1000) + 300;
    await userManager.storeUser(
      new User({
        access_token: 'token-1',
        refresh_token: 'refresh-1',
        token_type: 'Bearer',
        profile: { sub: 'controller', iss: AUTHORITY, aud: CLIENT_ID, exp: expiresAt, iat: 0 },
        expires_at: expiresAt,
      }),
    );
    const stored = readStoredUser(window.sessionStorage, AUTHORITY, CLIENT_ID);
    const library = await userManager.getUser();
    expect(stored).toEqual({
      access_token: 'token-1',
      refresh_token: 'refresh-1',
      expires_at: expiresAt,
      expired: false,
    });
    expect(stored?.expired).toBe(library?.expired);
  });

  it('finds nothing when nothing (readable) is stored', () => {
    expect(readStoredUser(window.sessionStorage, AUTHORITY, CLIENT_ID)).toBeNull();
    window.sessionStorage.setItem(`oidc.user:${AUTHORITY}:${CLIENT_ID}`, '{not json');
    expect(readStoredUser(window.sessionStorage, AUTHORITY, CLIENT_ID)).toBeNull();
  });
});
