import { act, fireEvent, screen } from '@testing-library/react';
import { PLATFORM_MESSAGES, TEXTS, TIMINGS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { PlatformListQuery } from '../documents';
import { NO_PLATFORMS, NO_PLATFORMS_MATCH, PlatformsPage } from './PlatformsPage';
import { expectSaid } from '../../../testing/said';

const platform = (id: number, name: string) => ({
  __typename: 'Platform' as const,
  id: String(id),
  name,
  owner: 'controller',
  budget: '1000.00',
  productCount: 1,
});

const listMock = (search: string | null, names: string[], asked = jest.fn(() => true)) => ({
  request: {
    query: PlatformListQuery,
    variables: (variables: Record<string, unknown>) =>
      variables.search === search && variables.offset === 0 && asked(),
  },
  result: {
    data: {
      platforms: {
        __typename: 'PlatformPage' as const,
        items: names.map((name, index) => platform(index + 1, name)),
        totalCount: names.length,
      },
    },
  },
  delay: 0,
});

describe('platform overview', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for a search once typing has paused for 100 ms', async () => {
    jest.useFakeTimers();
    const searched = jest.fn(() => true);
    renderWithProviders(<PlatformsPage />, {
      mocks: [listMock(null, ['Cloud', 'Network']), listMock('net', ['Network'], searched)],
    });
    expect(await screen.findByRole('article', { name: 'Cloud' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'net' },
    });
    await act(() => jest.advanceTimersByTimeAsync(TIMINGS.filterFetchDelayMs - 1));
    expect(searched).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(searched).toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('article', { name: 'Cloud' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Network' })).toBeInTheDocument();
  });

  it('says a search over 40 characters is too long, and does not ask for it', async () => {
    jest.useFakeTimers();
    const searched = jest.fn(() => true);
    renderWithProviders(<PlatformsPage />, {
      mocks: [listMock(null, ['Cloud']), listMock('x'.repeat(41), [], searched)],
    });
    expect(await screen.findByRole('article', { name: 'Cloud' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'x'.repeat(41) },
    });
    await act(() => jest.advanceTimersByTimeAsync(TIMINGS.filterFetchDelayMs));
    expect(screen.getByText(PLATFORM_MESSAGES.searchTooLong)).toBeInTheDocument();
    expect(PLATFORM_MESSAGES.searchTooLong).toBe('Search can have at most 40 characters');
    expect(searched).not.toHaveBeenCalled();
  });

  it('says there are no platforms when there are none, and no match only for a search', async () => {
    jest.useFakeTimers();
    renderWithProviders(<PlatformsPage />, {
      mocks: [listMock(null, []), listMock('net', [])],
    });
    expect(await screen.findByText(NO_PLATFORMS)).toBeInTheDocument();
    expect(screen.queryByText(NO_PLATFORMS_MATCH)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'net' },
    });
    await act(() => jest.advanceTimersByTimeAsync(TIMINGS.filterFetchDelayMs));
    expect(await screen.findByText(NO_PLATFORMS_MATCH)).toBeInTheDocument();
    expect(screen.queryByText(NO_PLATFORMS)).toBeNull();
  });
});

describe('platform overview: a failed read', () => {
  it('shows why the platforms could not be read, not an empty page', async () => {
    renderWithProviders(<PlatformsPage />, {
      mocks: [
        {
          request: { query: PlatformListQuery, variables: () => true },
          result: {
            errors: [{ message: 'REST API down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          },
        },
      ],
    });
    await expectSaid('alert', TEXTS.networkError);
    expect(screen.queryByText(NO_PLATFORMS)).toBeNull();
  });
});
