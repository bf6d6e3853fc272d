import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { expectExactlyAfter, recordedQuery } from '../../../testing/timing';
import {
  DeleteNotificationMutation,
  MarkNotificationReadMutation,
} from '../hooks/useNotificationActions';
import { notification, page } from '../testData';
import { NotificationBell, NotificationBellQuery } from './NotificationBell';
import { pressEnterOn } from '../../../testing/keyboard';

function bellMock(items: ReturnType<typeof notification>[], totalCount?: number) {
  return {
    request: { query: NotificationBellQuery, variables: { limit: 5 } },
    result: { data: { notifications: page(items, totalCount) } },
  };
}

function markReadMock(id: string, result: jest.Mock) {
  return { request: { query: MarkNotificationReadMutation, variables: { id } }, result };
}

async function openBell() {
  const bell = await screen.findByRole('button', { name: /Notifications, [1-9]\d* unread/ });
  await userEvent.click(bell);
}

describe('notification bell', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the unread count and at most 5 notifications, cut to fit', async () => {
    const items = [
      notification(1, {
        title: 'Purchase request approved by approver',
        message: 'Your purchase request 17 was approved and is now an order.',
      }),
      notification(2, { message: 'Short message' }),
      notification(3),
      notification(4, { read: true }),
      notification(5),
      notification(6),
    ];
    renderWithProviders(<NotificationBell />, { mocks: [bellMock(items, 9)] });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 5 unread' }),
    ).toBeInTheDocument();
    await openBell();

    // The dropdown loads when the bell is first clicked.
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Purchase request app...')).toBeInTheDocument();
    expect(within(list).getByText('Your purchase reques...')).toBeInTheDocument();
    expect(within(list).getByText('Short message')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.viewAllNotifications })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it("says 'No new notifications...' when there are none", async () => {
    renderWithProviders(<NotificationBell />, { mocks: [bellMock([])] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Notifications/ })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText(TEXTS.noNotifications)).toBeInTheDocument();
  });

  it('opens a notification in a modal with its full text and date, marking it read', async () => {
    const long = notification(7, {
      title: 'Purchase request needs your signature',
      message: 'Please sign the purchase request 42 for Cloud Services.',
    });
    const markRead = jest.fn(() => ({
      data: {
        markNotificationRead: {
          __typename: 'MarkNotificationReadPayload',
          notification: { ...long, read: true },
          errors: [],
        },
      },
    }));
    renderWithProviders(<NotificationBell />, {
      mocks: [bellMock([long]), markReadMock('7', markRead)],
    });
    await openBell();
    await userEvent.click(screen.getByText('Purchase request nee...'));

    const dialog = await screen.findByRole('dialog', {
      name: 'Purchase request needs your signature',
    });
    expect(
      within(dialog).getByText('Please sign the purchase request 42 for Cloud Services.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('November 23, 2026 at 08:15', { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to open requests' })).toHaveAttribute(
      'href',
      '/requests',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument();
  });

  it('puts the focus on the Delete button now in its place after a Delete by keyboard', async () => {
    const [first, second, third] = [notification(1), notification(2), notification(3)];
    const deleted = {
      request: { query: DeleteNotificationMutation, variables: { id: '2' } },
      result: {
        data: {
          deleteNotification: {
            __typename: 'DeleteNotificationPayload',
            deletedId: '2',
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<NotificationBell />, {
      mocks: [bellMock([first, second, third]), deleted, bellMock([first, third])],
    });
    await openBell();
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const deletes = () => within(list).getAllByRole('button', { name: 'Delete notification' });
    await pressEnterOn(deletes()[1]!);
    await waitFor(() => expect(deletes()).toHaveLength(2));
    await waitFor(() => expect(deletes()[1]).toHaveFocus());
  });

  it('links to the requests only when the message asks for a signature', async () => {
    const plain = notification(8, { title: 'Product family created', read: true });
    renderWithProviders(<NotificationBell />, { mocks: [bellMock([plain])] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Notifications/ })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(await screen.findByText('Product family creat...'));
    const dialog = await screen.findByRole('dialog', { name: 'Product family created' });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });
  const renewalAlert = notification(9, {
    title: 'Purchase order PO-7 expires on 2026-12-23',
    message:
      "Purchase order PO-7 'Backup licences' (#77) reaches its delivery date on 2026-12-23, " +
      'in 30 days. Renew it: /renew-purchase-request?request=77',
    read: true,
  });

  /** The renewal alert opened from the bell, as this user. */
  async function openRenewalAlert(roles: string[]) {
    renderWithProviders(<NotificationBell />, {
      mocks: [bellMock([renewalAlert])],
      session: testSession({ username: 'pfm', roles }),
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Notifications/ })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click((await screen.findAllByText(/^Purchase order PO-7/))[0]!);
    return screen.findByRole('dialog', { name: renewalAlert.title });
  }

  it("links a renewal alert to its order's renewal form for edit-purchase-request", async () => {
    const dialog = await openRenewalAlert([ROLES.editPurchaseRequest]);
    expect(within(dialog).getByRole('link', { name: 'Renew the order' })).toHaveAttribute(
      'href',
      '/renew-purchase-request?request=77',
    );
    expect(within(dialog).queryByRole('link', { name: 'Go to open requests' })).toBeNull();
  });

  it('shows a renewal alert without the link to an owner who may not renew', async () => {
    const dialog = await openRenewalAlert([ROLES.viewAllProduct]);
    expect(
      within(dialog).getByText(/Renew it: \/renew-purchase-request\?request=77/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('asks for the notifications again 180000 ms after it appears, not before', async () => {
    jest.useFakeTimers();
    const { mock, requests } = recordedQuery(NotificationBellQuery, [
      { notifications: page([notification(1)]) },
      { notifications: page([notification(2), notification(1)]) },
    ]);
    renderWithProviders(<NotificationBell />, { mocks: [mock] });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await expectExactlyAfter(180000, {
      before: () => expect(requests).toHaveBeenCalledTimes(1),
      after: () => expect(requests).toHaveBeenCalledTimes(2),
    });
    expect(requests).toHaveBeenLastCalledWith({ limit: 5 });
    // The user sees the new notification's count.
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  // WCAG 4.1.3: only the badge and the bell's name change; a polite region that was there says it.
  it('says a rise of the unread count after a poll, not the first count', async () => {
    jest.useFakeTimers();
    const { mock } = recordedQuery(NotificationBellQuery, [
      { notifications: page([notification(1)]) },
      { notifications: page([notification(2), notification(1)]) },
    ]);
    const { container } = renderWithProviders(<NotificationBell />, { mocks: [mock] });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    await act(() => jest.advanceTimersByTimeAsync(180000));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(region).toHaveTextContent('2 unread notifications');
  });
});
