import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('keeps the focus on Submit while the options for the new filters are asked', async () => {
    function Page() {
      const [applied, setApplied] = useState({});
      return <FilterPanel applied={applied} onApply={setApplied} />;
    }
    const requested = jest.fn(() => true);
    renderWithProviders(<Page />, {
      mocks: [
        {
          request: { query: OverviewFiltersQuery, variables: requested },
          result: { data: { overviewFilters: OVERVIEW_FILTERS } },
          maxUsageCount: 2,
        },
      ],
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Product Family' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cloud Services' }));
    await userEvent.tab(); // Owner
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Product Family' })).toHaveTextContent(
        'Cloud Services',
      ),
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });
});
