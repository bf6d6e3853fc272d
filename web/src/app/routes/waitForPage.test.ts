import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';
import type { AppRoute } from './routeTable';
import { waitForPage } from './waitForPage';

/** A page whose chunk arrives when the test says so. */
function slowPage() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const page = lazyPage(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrive = () => resolve(() => null);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { page, arrive: () => arrive(), fail: () => fail() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('navigation waits for the next page', () => {
  it('changes the address once the page at it is loaded, keeping the options', async () => {
    const requests = slowPage();
    const navigate = jest.fn();
    const aroundNav = waitForPage([{ path: '/requests', page: requests.page }]);

    aroundNav(navigate, '/requests?page=2', { replace: true });
    await settle();
    expect(navigate).not.toHaveBeenCalled();

    requests.arrive();
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/requests?page=2', { replace: true });
  });

  it('navigates at once to a loaded page, an unknown path or a page of another case', async () => {
    const loaded = lazyPage(async () => () => null);
    await loaded.preload?.();
    const navigate = jest.fn();
    const aroundNav = waitForPage([{ path: '/notifications', page: loaded }]);

    aroundNav(navigate, '/Notifications/', undefined);
    aroundNav(navigate, '/no-such-page', undefined);
    expect(navigate.mock.calls).toEqual([
      ['/Notifications/', undefined],
      ['/no-such-page', undefined],
    ]);
  });

  it('carries out only the latest navigation when an earlier page arrives late', async () => {
    const slow = slowPage();
    const fast = slowPage();
    const routes: AppRoute[] = [
      { path: '/archive', page: slow.page },
      { path: '/all-orders', page: fast.page },
    ];
    const navigate = jest.fn();
    const aroundNav = waitForPage(routes);

    aroundNav(navigate, '/archive', undefined);
    aroundNav(navigate, '/all-orders', undefined);
    fast.arrive();
    await settle();
    slow.arrive();
    await settle();
    expect(navigate.mock.calls).toEqual([['/all-orders', undefined]]);
  });

  it('still navigates when the chunk fails, so the page reports it', async () => {
    const broken = slowPage();
    const navigate = jest.fn();
    waitForPage([{ path: '/companies', page: broken.page }])(navigate, '/companies', undefined);
    broken.fail();
    await settle();
    expect(navigate).toHaveBeenCalledWith('/companies', undefined);
  });
});
