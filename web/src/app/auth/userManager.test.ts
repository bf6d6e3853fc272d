import type { UserManager } from 'oidc-client-ts';
import { withOneRenewalAtATime } from './userManager';

describe('one token renewal at a time', () => {
  it('gives a renewal asked for while one runs that one, and renews afresh afterwards', async () => {
    // A request's renewal (authSession.ts) meeting the library's own: one refresh token spent
    // twice revokes the session at an identity provider that rotates them.
    let finish: (user: { access_token: string }) => void = () => undefined;
    const signinSilent = jest.fn(
      () => new Promise<{ access_token: string }>((resolve) => (finish = resolve)),
    );
    const manager = withOneRenewalAtATime({ signinSilent } as unknown as UserManager);
    const first = manager.signinSilent();
    const second = manager.signinSilent();
    finish({ access_token: 'fresh' });
    await expect(first).resolves.toEqual({ access_token: 'fresh' });
    await expect(second).resolves.toEqual({ access_token: 'fresh' });
    expect(signinSilent).toHaveBeenCalledTimes(1);

    void manager.signinSilent();
    expect(signinSilent).toHaveBeenCalledTimes(2);
  });
});
