import { createAuthSession } from './authSession';

describe('auth session', () => {
  it('logs out once however many failing requests ask for it', () => {
    const userManager = {
      getUser: jest.fn(),
      removeUser: jest.fn(),
      signoutRedirect: jest.fn().mockResolvedValue(undefined),
    };
    const auth = createAuthSession(userManager, 'http://localhost:4000');
    auth.logout();
    auth.logout();
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(userManager.signoutRedirect).toHaveBeenCalledWith({
      post_logout_redirect_uri: 'http://localhost:4000/',
    });
  });

  it('hands out the access token only while it is valid', async () => {
    const getUser = jest
      .fn()
      .mockResolvedValueOnce({ access_token: 'valid', expired: false })
      .mockResolvedValueOnce({ access_token: 'old', expired: true });
    const auth = createAuthSession(
      { getUser, removeUser: jest.fn(), signoutRedirect: jest.fn() },
      'http://localhost:4000',
    );
    expect(await auth.getAccessToken()).toBe('valid');
    expect(await auth.getAccessToken()).toBeUndefined();
  });
});
