import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_TEXTS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { ArchivePage } from './ArchivePage';
import { DeleteArchivedRequestMutation, RestoreRequestMutation } from '../modals/documents';
import { answeredWith, expectErrorBannerFor3000Ms } from '../../../testing/failures';
import { ArchivedRequestListQuery } from './documents';
import { FIRST_PAGE, page, request } from './testData';

function listMock(items: ReturnType<typeof request>[]) {
  return {
    request: { query: ArchivedRequestListQuery, variables: FIRST_PAGE },
    result: { data: { archivedRequests: page(items) } },
  };
}

const EXACTLY_38 = 'Thirty-eight characters of order text.';
const THIRTY_NINE = 'Network switches for the Zagreb office!';

describe('archive screen', () => {
  it('shows a description over 38 characters as its first 36 and an ellipsis', async () => {
    expect(EXACTLY_38).toHaveLength(38);
    expect(THIRTY_NINE).toHaveLength(39);
    renderWithProviders(<ArchivePage />, {
      mocks: [
        listMock([
          request(2, { orderText: THIRTY_NINE, status: 'DECLINED' }),
          request(1, { orderText: EXACTLY_38, status: 'WITHDRAWN' }),
        ]),
      ] as never,
    });
    expect(await screen.findByRole('heading', { name: REQUEST_TEXTS.archiveTitle })).toBeVisible();
    const grid = screen.getByRole('grid', { name: REQUEST_TEXTS.archiveTitle });
    expect(await within(grid).findByText(EXACTLY_38)).toBeInTheDocument();
    expect(within(grid).getByText('Network switches for the Zagreb offi…')).toBeInTheDocument();
    expect(within(grid).queryByText(THIRTY_NINE)).toBeNull();
  });

  it('says when the archive is empty', async () => {
    renderWithProviders(<ArchivePage />, { mocks: [listMock([])] as never });
    expect(await screen.findByText(REQUEST_TEXTS.archiveEmpty)).toBeInTheDocument();
  });

  it('offers Edit only with edit-purchase-request and opens the form with the request', async () => {
    const { unmount } = renderWithProviders(<ArchivePage />, {
      mocks: [listMock([request(4, { status: 'DECLINED' })])] as never,
    });
    await screen.findByText('Request 4');
    expect(screen.queryByRole('button', { name: 'Edit request 4' })).toBeNull();
    unmount();

    renderWithProviders(<ArchivePage />, {
      mocks: [listMock([request(4, { status: 'DECLINED' })])] as never,
      session: testSession({ roles: [ROLES.editPurchaseRequest] }),
      route: '/archive',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit request 4' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/edit-purchase-request?request=4');
  });

  it('can neither restore nor edit again a request that an edit has replaced', async () => {
    renderWithProviders(<ArchivePage />, {
      mocks: [
        listMock([
          request(5, { status: 'DECLINED', supersededById: '6' }),
          request(3, { status: 'WITHDRAWN' }),
        ]),
      ] as never,
      session: testSession({ roles: [ROLES.editPurchaseRequest] }),
    });
    expect(await screen.findByRole('button', { name: 'Restore request 5' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit request 5' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore request 3' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit request 3' })).toBeEnabled();
  });

  it("shows Restore and Delete on every row, usable by the request's owner and editors only", async () => {
    const rows = [request(7, { status: 'DECLINED', owner: 'requester' })];
    const usableOf = async (session: ReturnType<typeof testSession>) => {
      const { unmount } = renderWithProviders(<ArchivePage />, {
        mocks: [listMock(rows)] as never,
        session,
      });
      await screen.findByText('Request 7');
      const usable = ['Restore request 7', 'Delete request 7'].filter(
        (name) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled === false,
      );
      unmount();
      return usable;
    };
    // An approver who does not own it: shown (spec §2), disabled with the reason.
    expect(
      await usableOf(testSession({ username: 'approver', roles: [ROLES.approvePurchaseRequest] })),
    ).toEqual([]);
    // Its owner (any letter case), without the role.
    expect(await usableOf(testSession({ username: 'Requester' }))).toEqual([
      'Restore request 7',
      'Delete request 7',
    ]);
    expect(
      await usableOf(testSession({ username: 'pfm', roles: [ROLES.editPurchaseRequest] })),
    ).toEqual(['Restore request 7', 'Delete request 7']);
  });

  it('says why Restore is disabled for a user who may not change the request', async () => {
    renderWithProviders(<ArchivePage />, {
      mocks: [listMock([request(7, { status: 'DECLINED', owner: 'requester' })])] as never,
      session: testSession({ username: 'viewer' }),
    });
    const restore = await screen.findByRole('button', { name: 'Restore request 7' });
    await userEvent.hover(restore.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "Only the request's owner or a purchase request editor may do this.",
    );
  });

  it.each([
    [
      'restored',
      {
        purchaseRequest: { __typename: 'PurchaseRequest', id: '8', status: 'PROPOSED' },
        errors: [],
      },
      'Request restored successfully!',
    ],
    [
      'refused',
      {
        purchaseRequest: null,
        errors: [
          {
            __typename: 'UserError',
            message: 'The request has been sent: it can no longer be changed.',
          },
        ],
      },
      'Error restoring request: The request has been sent: it can no longer be changed.',
    ],
  ])('Restore %s: the spec §8 banner', async (_outcome, payload, banner) => {
    const restore = {
      request: { query: RestoreRequestMutation, variables: { id: '8' } },
      result: {
        data: { restoreArchivedRequest: { __typename: 'PurchaseRequestPayload', ...payload } },
      },
    };
    renderWithProviders(<ArchivePage />, {
      mocks: [listMock([request(8, { status: 'WITHDRAWN' })]), restore, listMock([])] as never,
      session: testSession({ username: 'requester' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore request 8' }));
    expect(await screen.findByText(banner)).toBeInTheDocument();
  });

  it("Delete for good refused: 'Error deleting request: …', the dialog stays open", async () => {
    const refusal = 'The request has been sent: it can no longer be changed.';
    // Restored meanwhile (another tab): the REST API's 409.
    const remove = answeredWith(
      DeleteArchivedRequestMutation,
      { id: '8' },
      {
        deleteArchivedRequest: {
          __typename: 'DeletePurchaseRequestPayload',
          deletedId: null,
          errors: [{ __typename: 'UserError', message: refusal }],
        },
      },
    );
    const row = request(8, { status: 'WITHDRAWN' });
    renderWithProviders(<ArchivePage />, {
      mocks: [listMock([row]), remove, listMock([row])] as never,
      session: testSession({ username: 'requester' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete request for good' });
    jest.useFakeTimers();
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      await expectErrorBannerFor3000Ms(`Error deleting request: ${refusal}`);
      expect(remove.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Request deleted successfully!')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Delete request for good' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
