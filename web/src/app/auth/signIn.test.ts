import type { User } from 'oidc-client-ts';
import { ensureSignedIn, type SignInClient } from './signIn';

function user(overrides: Partial<User> = {}): User {
  return { access_token: 'token', expired: false, state: undefined, ...overrides } as User;
}

function client(overrides: Partial<Record<keyof SignInClient, jest.Mock>> = {}) {
  return {
    signinCallback: jest.fn(),
    signoutCallback: jest.fn().mockResolvedValue(undefined),
    getUser: jest.fn().mockResolvedValue(null),
    signinSilent: jest.fn().mockResolvedValue(null),
    signinRedirect: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

function at(url: string) {
  const parsed = new URL(url, 'http://localhost:4000');
  return {
    href: parsed.href,
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
  };
}

describe('sign-in on load', () => {
  it('sends a visitor without a session to the identity provider, remembering the route', async () => {
    const oidc = client();
    const outcome = await ensureSignedIn(oidc, at('/notifications?page=2'), {
      replaceState: jest.fn(),
    });
    expect(outcome).toEqual({ kind: 'redirecting' });
    expect(oidc.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/notifications?page=2' },
    });
  });

  it('finishes the callback and returns to the route first asked for', async () => {
    const signedIn = user({ state: { returnTo: '/create-prodfamily' } });
    const oidc = client({ signinCallback: jest.fn().mockResolvedValue(signedIn) });
    const history = { replaceState: jest.fn() };
    const outcome = await ensureSignedIn(oidc, at('/?code=abc&state=xyz'), history);
    expect(outcome).toEqual({ kind: 'signedIn', user: signedIn });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/create-prodfamily');
  });

  it('never returns to another site named in the state', async () => {
    const signedIn = user({ state: { returnTo: '//evil.example/' } });
    const oidc = client({ signinCallback: jest.fn().mockResolvedValue(signedIn) });
    const history = { replaceState: jest.fn() };
    await ensureSignedIn(oidc, at('/?code=abc&state=xyz'), history);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('reports a failed login (the not-authenticated alert)', async () => {
    const oidc = client({
      signinCallback: jest.fn().mockRejectedValue(new Error('access_denied')),
    });
    const outcome = await ensureSignedIn(oidc, at('/?error=access_denied&state=xyz'), {
      replaceState: jest.fn(),
    });
    expect(outcome).toEqual({ kind: 'failed', reason: 'access_denied' });
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
  });

  it('reuses a stored session that has not expired', async () => {
    const stored = user();
    const oidc = client({ getUser: jest.fn().mockResolvedValue(stored) });
    const outcome = await ensureSignedIn(oidc, at('/'), { replaceState: jest.fn() });
    expect(outcome).toEqual({ kind: 'signedIn', user: stored });
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
  });

  it('renews an expired session with its refresh token before asking to sign in again', async () => {
    const renewed = user({ access_token: 'fresh' });
    const oidc = client({
      getUser: jest.fn().mockResolvedValue(user({ expired: true, refresh_token: 'refresh' })),
      signinSilent: jest.fn().mockResolvedValue(renewed),
    });
    const outcome = await ensureSignedIn(oidc, at('/'), { replaceState: jest.fn() });
    expect(outcome).toEqual({ kind: 'signedIn', user: renewed });
  });

  it('signs in afresh after coming back from the logout, at the address the session ended on', async () => {
    // A 401 on Save logged out: the next sign-in opens that form again, not the overview.
    const oidc = client({
      signoutCallback: jest
        .fn()
        .mockResolvedValue({ userState: { returnTo: '/all-orders?page=3' } }),
    });
    const history = { replaceState: jest.fn() };
    await ensureSignedIn(oidc, at('/?state=logout-state'), history);
    expect(oidc.signoutCallback).toHaveBeenCalled();
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/all-orders?page=3' } });
  });

  it('signs in at / after a logout whose state names no address of the app', async () => {
    for (const userState of [undefined, { returnTo: '//evil.example/' }]) {
      const oidc = client({ signoutCallback: jest.fn().mockResolvedValue({ userState }) });
      await ensureSignedIn(oidc, at('/?state=logout-state'), { replaceState: jest.fn() });
      expect(oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
    }
  });
});
