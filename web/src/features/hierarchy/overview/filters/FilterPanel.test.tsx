import { act, screen } from '@testing-library/react';
import { TIMINGS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../../testing/render';
import { OVERVIEW_FILTERS } from '../testData';
import { FilterPanel, OverviewFiltersQuery } from './FilterPanel';

describe('overview filter panel', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the filter options 100 ms after it appears', async () => {
    jest.useFakeTimers();
    // Called when the request reaches the (mocked) server.
    const requested = jest.fn(() => true);
    renderWithProviders(<FilterPanel applied={{}} onApply={jest.fn()} />, {
      mocks: [
        {
          request: { query: OverviewFiltersQuery, variables: requested },
          result: { data: { overviewFilters: OVERVIEW_FILTERS } },
          delay: 0,
        },
      ],
    });
    await act(() => jest.advanceTimersByTimeAsync(TIMINGS.filterFetchDelayMs - 1));
    expect(requested).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading filters' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(await screen.findByRole('combobox', { name: 'Product Family' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Owner' })).toBeInTheDocument();
    expect(requested).toHaveBeenCalledTimes(1);
    expect(TIMINGS.filterFetchDelayMs).toBe(100);
  });
});
