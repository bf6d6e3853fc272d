import type { UserManager } from 'oidc-client-ts';
import { storedUserKey } from '../../early/storedUser';
import { createLazyUserManager } from './lazyUserManager';

const config = { oidcAuthority: 'http://idp/realms/cost-steering', oidcClientId: 'web' };

function store(expiresInS: number) {
  window.sessionStorage.setItem(
    storedUserKey(config.oidcAuthority, config.oidcClientId),
    JSON.stringify({
      access_token: 'stored',
      refresh_token: 'refresh',
      expires_at: Date.now() / 1000 + expiresInS,
    }),
  );
}

function lazyManager() {
  const library = {
    getUser: jest.fn().mockResolvedValue({ access_token: 'library', expired: false }),
    signinRedirect: jest.fn().mockResolvedValue(undefined),
  };
  const load = jest.fn(async () => library as unknown as UserManager);
  const manager = createLazyUserManager(config, 'http://app', window.sessionStorage, load);
  return { manager, library, load };
}

describe('oidc-client-ts loaded on demand', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('reads a stored session without loading the library', async () => {
    store(300);
    const { manager, load } = lazyManager();
    await expect(manager.getUser()).resolves.toMatchObject({
      access_token: 'stored',
      refresh_token: 'refresh',
      expired: false,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('sees an expired stored token as expired', async () => {
    store(-5);
    const { manager } = lazyManager();
    await expect(manager.getUser()).resolves.toMatchObject({ expired: true });
  });

  it('loads the library for a redirect, once, and then asks it for the user', async () => {
    const { manager, library, load } = lazyManager();
    await manager.signinRedirect({ state: { returnTo: '/' } });
    await manager.signinRedirect({ state: { returnTo: '/' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(library.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
    await expect(manager.getUser()).resolves.toEqual({ access_token: 'library', expired: false });
  });

  it('loads the library two minutes before the token expires, for its silent renew', () => {
    jest.useFakeTimers();
    store(300);
    const { manager, load } = lazyManager();
    manager.loadBeforeRenewal();
    jest.advanceTimersByTime(179_000);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it at once when the renewal is due', () => {
    jest.useFakeTimers();
    store(60);
    const { manager, load } = lazyManager();
    manager.loadBeforeRenewal();
    jest.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
