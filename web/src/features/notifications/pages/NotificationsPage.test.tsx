import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { expectExactlyAfter, recordedQuery } from '../../../testing/timing';
import {
  DeleteNotificationMutation,
  MarkNotificationReadMutation,
} from '../hooks/useNotificationActions';
import { notification, page } from '../testData';
import { NotificationListQuery, NotificationsPage } from './NotificationsPage';

const NEWEST_FIRST = { field: 'CREATED', direction: 'DESC' } as const;

function listMock(
  offset: number,
  items: ReturnType<typeof notification>[],
  totalCount: number,
  more: { search?: string; sort?: object } = {},
) {
  const { unreadCount: _unread, ...notifications } = page(items, totalCount);
  return {
    request: {
      query: NotificationListQuery,
      variables: {
        offset,
        limit: 10,
        search: more.search ?? null,
        sort: more.sort ?? NEWEST_FIRST,
      },
    },
    result: { data: { notifications } },
  };
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => notification(from + index));
}

function renderPage(mocks: object[]) {
  renderWithProviders(<NotificationsPage />, { mocks: mocks as never });
}

const grid = () => screen.getByRole('grid', { name: 'Notifications' });
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('notifications screen', () => {
  afterEach(() => jest.useRealTimers());

  it('lists 10 per page, newest first, and fetches the next page from the server', async () => {
    renderPage([listMock(0, range(1, 10), 12), listMock(10, range(11, 12), 12)]);
    expect(await screen.findByText('Notification 10')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Notification 12')).toBeInTheDocument();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('sorts by title on the server', async () => {
    renderPage([
      listMock(0, range(1, 2), 2),
      listMock(0, [notification(2), notification(1)], 2, {
        sort: { field: 'TITLE', direction: 'ASC' },
      }),
    ]);
    await screen.findByText('Notification 1');
    await userEvent.click(within(grid()).getByText('Title'));
    await waitFor(() => {
      const titles = within(grid())
        .getAllByText(/^Notification \d$/)
        .map((cell) => cell.textContent);
      expect(titles).toEqual(['Notification 2', 'Notification 1']);
    });
  });

  it('searches on the server and says so when nothing matches', async () => {
    renderPage([listMock(0, range(1, 2), 2), listMock(0, [], 0, { search: 'zebra' })]);
    await screen.findByText('Notification 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'zebra');
    expect(await screen.findByText(TEXTS.noNotificationsMatch)).toBeInTheDocument();
  });

  it('cuts messages at 70 characters', async () => {
    const long = 'A'.repeat(70) + 'B';
    renderPage([listMock(0, [notification(1, { message: long })], 1)]);
    expect(await screen.findByText(`${'A'.repeat(70)}...`)).toBeInTheDocument();
  });

  it('opens a notification from its row and marks it read', async () => {
    const read = jest.fn(() => ({
      data: {
        markNotificationRead: {
          __typename: 'MarkNotificationReadPayload',
          notification: notification(1, { read: true }),
          errors: [],
        },
      },
    }));
    renderPage([
      listMock(0, range(1, 2), 2),
      { request: { query: MarkNotificationReadMutation, variables: { id: '1' } }, result: read },
    ]);
    await userEvent.click(await screen.findByText('Message 1'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Notification 1');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
  });

  it('deletes a notification and refreshes the list', async () => {
    const remove = jest.fn(() => ({
      data: {
        deleteNotification: {
          __typename: 'DeleteNotificationPayload',
          deletedId: '1',
          errors: [],
        },
      },
    }));
    renderPage([
      listMock(0, range(1, 2), 2),
      { request: { query: DeleteNotificationMutation, variables: { id: '1' } }, result: remove },
      listMock(0, [notification(2)], 1),
    ]);
    await screen.findByText('Notification 1');
    await userEvent.click(
      within(rowOf('Notification 1')).getByRole('button', { name: 'Delete notification' }),
    );
    await waitFor(() => expect(screen.queryByText('Notification 1')).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Notification 2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says there are no notifications when the list is empty', async () => {
    renderPage([listMock(0, [], 0)]);
    expect(await screen.findByText(TEXTS.noNotifications)).toBeInTheDocument();
  });

  it('asks for the list again 180000 ms after it appears, not before', async () => {
    jest.useFakeTimers();
    const { mock, requests } = recordedQuery(NotificationListQuery, [
      listMock(0, range(1, 1), 1).result.data,
      listMock(0, range(1, 2), 2).result.data,
    ]);
    renderPage([mock]);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Notification 1')).toBeInTheDocument();

    await expectExactlyAfter(180000, {
      before: () => expect(requests).toHaveBeenCalledTimes(1),
      after: () => expect(requests).toHaveBeenCalledTimes(2),
    });
    expect(requests).toHaveBeenLastCalledWith({
      offset: 0,
      limit: 10,
      search: null,
      sort: NEWEST_FIRST,
    });
    // The user sees the notification that came meanwhile.
    expect(await screen.findByText('Notification 2')).toBeInTheDocument();
  });
});
