import { createAuthSession } from './authSession';

describe('auth session', () => {
  it('logs out once however many failing requests ask for it', () => {
    const userManager = {
      getUser: jest.fn(),
      signinSilent: jest.fn(),
      removeUser: jest.fn(),
      signoutRedirect: jest.fn().mockResolvedValue(undefined),
    };
    const auth = createAuthSession(userManager, 'http://localhost:4000');
    window.history.replaceState(null, '', '/create-invoice?order=7');
    auth.logout();
    auth.logout();
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
    // The next sign-in returns to the address the session ended on (signIn.ts).
    expect(userManager.signoutRedirect).toHaveBeenCalledWith({
      post_logout_redirect_uri: 'http://localhost:4000/',
      state: { returnTo: '/create-invoice?order=7' },
    });
  });

  function authWith(user: object, signinSilent = jest.fn()) {
    const client = {
      getUser: jest.fn().mockResolvedValue(user),
      signinSilent,
      removeUser: jest.fn(),
      signoutRedirect: jest.fn(),
    };
    return createAuthSession(client, 'http://localhost:4000');
  }

  it('hands out a valid access token as it is', async () => {
    const signinSilent = jest.fn();
    const auth = authWith({ access_token: 'valid', expired: false }, signinSilent);
    expect(await auth.getAccessToken()).toBe('valid');
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('renews an expired token with the refresh token before the request leaves', async () => {
    // After a laptop's sleep the library's renewal timer has not run yet; a request without a
    // token would log out and lose the form being filled.
    const signinSilent = jest.fn().mockResolvedValue({ access_token: 'fresh', expired: false });
    const auth = authWith(
      { access_token: 'old', expired: true, refresh_token: 'refresh' },
      signinSilent,
    );
    expect(await auth.getAccessToken()).toBe('fresh');
  });

  it('fails the request as unanswered when the identity provider cannot be reached', async () => {
    const unreachable = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const expired = { access_token: 'old', expired: true, refresh_token: 'refresh' };
    await expect(authWith(expired, unreachable).getAccessToken()).rejects.toThrow(TypeError);
  });

  it('sends no token when the renewal is refused or there is nothing to renew with', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('invalid_grant'));
    const expired = { access_token: 'old', expired: true, refresh_token: 'refresh' };
    expect(await authWith(expired, failing).getAccessToken()).toBeUndefined();
    expect(await authWith({ access_token: 'old', expired: true }).getAccessToken()).toBeUndefined();
  });
});
