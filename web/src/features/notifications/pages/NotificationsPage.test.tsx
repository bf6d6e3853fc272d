import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { DeleteNotificationMutation } from '../hooks/useNotificationActions';
import { notification, page } from '../testData';
import { NotificationListQuery, NotificationsPage } from './NotificationsPage';

function listMock(offset: number, items: ReturnType<typeof notification>[], totalCount: number) {
  return {
    request: { query: NotificationListQuery, variables: { offset, limit: 10 } },
    result: { data: { notifications: page(items, totalCount) } },
  };
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => notification(from + index));
}

async function renderPage(mocks: object[]) {
  renderWithProviders(<NotificationsPage />, { mocks: mocks as never });
}

describe('notifications screen', () => {
  it('lists 10 per page and fetches the next page from the server', async () => {
    await renderPage([listMock(0, range(1, 10), 12), listMock(10, range(11, 12), 12)]);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Notification 12')).toBeInTheDocument();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('cuts messages at 70 characters', async () => {
    const long = 'A'.repeat(70) + 'B';
    await renderPage([listMock(0, [notification(1, { message: long })], 1)]);
    expect(await screen.findByText(`${'A'.repeat(70)}...`)).toBeInTheDocument();
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
    await renderPage([
      listMock(0, range(1, 2), 2),
      { request: { query: DeleteNotificationMutation, variables: { id: '1' } }, result: remove },
      listMock(0, [notification(2)], 1),
    ]);
    const first = await screen.findByText('Notification 1');
    const row = first.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(screen.queryByText('Notification 1')).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Notification 2')).toBeInTheDocument();
  });

  it('says there are no notifications when the list is empty', async () => {
    await renderPage([listMock(0, [], 0)]);
    expect(await screen.findByText(TEXTS.noNotifications)).toBeInTheDocument();
  });
});
