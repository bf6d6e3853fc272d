import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPROVE_MESSAGES, GROUPS, REQUEST_TEXTS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession, type TestSessionOptions } from '../../../testing/session';
import { OpenRequestListQuery } from './documents';
import { OpenRequestsPage } from './OpenRequestsPage';
import { FIRST_PAGE, justification, page, request } from './testData';

function listMock(items: ReturnType<typeof request>[], search: string | null = null) {
  return {
    request: { query: OpenRequestListQuery, variables: { ...FIRST_PAGE, search } },
    result: { data: { purchaseRequests: page(items) } },
  };
}

function renderPage(mocks: object[], session: TestSessionOptions = {}) {
  renderWithProviders(<OpenRequestsPage />, {
    mocks: mocks as never,
    session: testSession(session),
  });
}

const headers = () =>
  within(screen.getByRole('grid', { name: 'Open Requests' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const PFM = { groups: [GROUPS.productFamilyManager] };

describe('open requests screen', () => {
  it('shows Justify to a Product Family Manager when justification is enabled', async () => {
    renderPage([listMock([request(1, { justification: justification('PROPOSED') })])], {
      ...PFM,
      flags: { prJustificationEnabled: true },
    });
    await screen.findByText('Request 1');
    expect(screen.getByRole('button', { name: 'Justify request 1' })).toBeEnabled();
  });

  it('hides Justify from users outside the group and when justification is disabled', async () => {
    const { unmount } = renderWithProviders(<OpenRequestsPage />, {
      mocks: [listMock([request(1)])] as never,
      session: testSession({ flags: { prJustificationEnabled: true } }),
    });
    await screen.findByText('Request 1');
    expect(screen.getByRole('button', { name: 'Details of request 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Justify/ })).toBeNull();
    unmount();

    renderPage([listMock([request(1, { justification: justification('PROPOSED') })])], {
      ...PFM,
      flags: { prJustificationEnabled: false },
    });
    await screen.findByText('Request 1');
    expect(screen.getByRole('button', { name: 'Details of request 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Justify/ })).toBeNull();
  });

  it('disables Approve and Decline with the spec tooltip until the request is signed', async () => {
    renderPage(
      [
        listMock([
          request(2, { justification: justification('PROPOSED') }),
          request(1, { justification: justification('SIGNED') }),
        ]),
      ],
      { roles: [ROLES.approvePurchaseRequest] },
    );
    await screen.findByText('Request 2');
    const approveUnsigned = screen.getByRole('button', { name: 'Approve request 2' });
    expect(approveUnsigned).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline request 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve request 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline request 1' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Delete request/ })).toBeNull();

    await userEvent.hover(approveUnsigned.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(APPROVE_MESSAGES.mustBeSigned);
  });

  it('shows Delete to a request editor and neither Delete nor Approve to a viewer', async () => {
    const { unmount } = renderWithProviders(<OpenRequestsPage />, {
      mocks: [listMock([request(1)])] as never,
      session: testSession({ roles: [ROLES.editPurchaseRequest] }),
    });
    // A wide grid renders slowly on a busy machine: wait for the row before its buttons.
    await screen.findByText('Request 1', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Delete request 1' })).toBeEnabled();
    unmount();

    renderPage([listMock([request(1)])], { username: 'viewer' });
    await screen.findByText('Request 1');
    expect(screen.queryByRole('button', { name: /^(Delete|Approve|Decline) request/ })).toBeNull();
  });

  it('puts the row actions right after the id and says which requests await a signature', async () => {
    renderPage(
      [
        listMock([
          request(2, { justification: justification('PROPOSED') }),
          request(1, { justification: justification('SIGNED') }),
        ]),
      ],
      { roles: [ROLES.approvePurchaseRequest] },
    );
    await screen.findByText('Request 2');
    expect(headers().slice(0, 3)).toEqual(['Request ID', 'Actions', 'Description']);
    // Hidden until chosen, so the list fits 1280 px; the column chooser lists them.
    expect(headers()).not.toContain('Company Contact');
    const [, second, first] = within(
      screen.getByRole('grid', { name: 'Open Requests' }),
    ).getAllByRole('row');
    expect(second).toHaveTextContent('Proposed (awaiting signature)');
    expect(first).not.toHaveTextContent('awaiting signature');
  });

  it('flags a delivery within 8 weeks with a named warning icon', async () => {
    renderPage([listMock([request(1, { deliveryWarning: true }), request(2)])]);
    await screen.findByText('Request 1');
    expect(screen.getAllByRole('img', { name: 'Delivery within 8 weeks' })).toHaveLength(1);
  });

  it('says when there are no open requests and when a search finds none', async () => {
    const { unmount } = renderWithProviders(<OpenRequestsPage />, {
      mocks: [listMock([])] as never,
    });
    expect(await screen.findByText(REQUEST_TEXTS.noOpenRequests)).toBeInTheDocument();
    unmount();

    renderPage([listMock([request(1)]), listMock([], 'zebra')]);
    await screen.findByText('Request 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by description' }), 'zebra');
    expect(await screen.findByText(REQUEST_TEXTS.noRequestFound)).toBeInTheDocument();
    expect(screen.queryByText(REQUEST_TEXTS.noOpenRequests)).toBeNull();
  });
});
