import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, usePreloadSettled } from './lazyPage';

describe('lazy pages', () => {
  it('renders a preloaded page at once, without the fallback', async () => {
    const Page = lazyPage(async () => () => <p>The page</p>);
    await Page.preload?.();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads a page that was not preloaded behind the fallback, once', async () => {
    const load = jest.fn(async () => () => <p>The page</p>);
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => Page.preload?.());
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a preload in flight outside Suspense, then renders the page', async () => {
    let finish: (page: ComponentType) => void = () => undefined;
    const Page = lazyPage(
      () =>
        new Promise<ComponentType>((resolve) => {
          finish = resolve;
        }),
    );
    void Page.preload?.();
    function Route() {
      return usePreloadSettled(Page) ? (
        <Suspense fallback={<p>Suspended</p>}>
          <Page />
        </Suspense>
      ) : (
        <p>Waiting</p>
      );
    }
    render(<Route />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => finish(() => <p>The page</p>));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });
});
