import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPROVE_MESSAGES, REQUEST_TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { impactMock, listItem, request } from '../lists/testData';
import { ApproveModal } from './ApproveModal';
import { ApproveRequestMutation, AssignCostTypeMutation } from './documents';
import { answeredWith, expectErrorBannerFor3000Ms, failedWith } from '../../../testing/failures';
import { pressEnterOn } from '../../../testing/keyboard';

/** Approving request 1 with order number PO-1 answers this payload. */
function approveMock(purchaseRequest: object | null, errors: object[]) {
  return {
    request: {
      query: ApproveRequestMutation,
      variables: { input: { requestId: '1', orderNumber: 'PO-1' } },
    },
    result: {
      data: {
        approvePurchaseRequest: { __typename: 'PurchaseRequestPayload', purchaseRequest, errors },
      },
    },
  };
}

function renderModal(row: ReturnType<typeof request>, mocks: object[], onClose = jest.fn()) {
  renderWithProviders(<ApproveModal request={row as never} onClose={onClose} />, {
    mocks: mocks as never,
  });
  return onClose;
}

const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const orderNumber = () => screen.getByRole('textbox', { name: /Order number/ });

describe('approve modal', () => {
  it('keeps Confirm disabled while the order number is empty and says so', async () => {
    renderModal(request(1), [impactMock('1', 'WARN', false)]);
    expect(confirm()).toBeDisabled();
    expect(screen.getByText(APPROVE_MESSAGES.orderNumberRequired)).toBeInTheDocument();

    // Enter in the empty field is the empty attempt of spec §5.
    await userEvent.type(orderNumber(), '{Enter}');
    expect(await screen.findByText(APPROVE_MESSAGES.orderNumberEmpty)).toBeInTheDocument();

    await userEvent.type(orderNumber(), 'PO-1');
    expect(confirm()).toBeEnabled();
    expect(screen.queryByText(APPROVE_MESSAGES.orderNumberRequired)).toBeNull();
  });

  it('refuses an order number over 32 characters', async () => {
    renderModal(request(1), [impactMock('1', 'WARN', false)]);
    await userEvent.type(orderNumber(), 'x'.repeat(33));
    expect(await screen.findByText(APPROVE_MESSAGES.orderNumberTooLong)).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
  });

  it('keeps Confirm disabled while a list item is Undefined', async () => {
    const row = request(1, {
      listItems: [
        listItem(10),
        listItem(11, { position: 2, name: 'Backup', type: 'UNDEFINED', costType: null }),
      ],
    });
    renderModal(row, [impactMock('1', 'WARN', false)]);
    await userEvent.type(orderNumber(), 'PO-1');
    expect(confirm()).toBeDisabled();
    expect(
      screen.getByText('Type every Undefined item before the request can be approved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^2\. Backup/ })).toHaveTextContent('Undefined');
    expect(screen.getByRole('combobox', { name: /^1\. Storage/ })).toHaveTextContent(
      'Capital Infrastructure',
    );
  });

  it('approves with the order number and reports success', async () => {
    const onClose = renderModal(request(1), [
      impactMock('1', 'WARN', false),
      approveMock({ __typename: 'PurchaseRequest', id: '1', status: 'APPROVED' }, []),
    ]);
    await userEvent.type(orderNumber(), 'PO-1');
    await userEvent.click(confirm());
    expect(await screen.findByText(REQUEST_TEXTS.accepted)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server refusal in the accept error banner', async () => {
    renderModal(request(1), [
      impactMock('1', 'WARN', false),
      approveMock(null, [
        { __typename: 'UserError', message: 'Order number already exists', field: null },
      ]),
    ]);
    await userEvent.type(orderNumber(), 'PO-1');
    await pressEnterOn(confirm());
    expect(
      await screen.findByText(REQUEST_TEXTS.acceptFailed('Order number already exists')),
    ).toBeInTheDocument();
    // Confirm was disabled while it saved: the focus goes back to the order number to correct.
    await waitFor(() => expect(orderNumber()).toHaveFocus());
  });

  it('shows the budget impact per entity and warns in WARN mode', async () => {
    renderModal(request(1), [impactMock('1', 'WARN', true)]);
    const panel = await screen.findByRole('table', { name: 'Budget impact 2026' });
    // 'This request' is the part of it in the year measured: the header says so.
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Entity',
      'Budget',
      'Committed',
      'Pending',
      'This request (2026 part)',
      'Remaining',
    ]);
    const cells = within(panel)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Storage',
      '10.000,00 EUR',
      '6.000,00 EUR',
      '1.500,00 EUR',
      '4.500,00 EUR',
      '\u22122.000,00 EUR', // hr-HR writes the minus sign, not a hyphen
    ]);
    expect(
      screen.getByText('Warning: the budget of Storage would be exceeded.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Approval will be refused/)).toBeNull();
  });

  it('says that approval will be refused in BLOCK mode', async () => {
    renderModal(request(1), [impactMock('1', 'BLOCK', true)]);
    expect(
      await screen.findByText('Approval will be refused: the budget of Storage would be exceeded.'),
    ).toBeInTheDocument();
  });

  it('adds no note when the budget holds', async () => {
    renderModal(request(1), [impactMock('1', 'BLOCK', false)]);
    await screen.findByRole('table', { name: 'Budget impact 2026' });
    expect(screen.queryByText(/would be exceeded/)).toBeNull();
  });

  const typed = { input: { listItemId: '10', type: 'CAPITAL', costType: 'INFRASTRUCTURE' } };
  it('keeps the focus on an item while its type is saved (read-only, not disabled)', async () => {
    const row = request(1, { listItems: [listItem(10, { type: 'UNDEFINED', costType: null })] });
    // The answer never comes: the save is still running when the test looks.
    const pending = { ...answeredWith(AssignCostTypeMutation, typed, {}), delay: Infinity };
    renderModal(row, [impactMock('1', 'WARN', false), pending]);
    const item = screen.getByRole('combobox', { name: /^1\. Storage/ });
    await userEvent.click(item);
    await userEvent.click(await screen.findByRole('option', { name: 'Capital Infrastructure' }));

    await waitFor(() => expect(item).toHaveAttribute('aria-readonly', 'true'));
    // A disabled select loses its tabindex, and Chromium drops the focus onto the dialog.
    expect(item).not.toHaveAttribute('aria-disabled');
    expect(item).toHaveAttribute('tabindex', '0');
    expect(item).toHaveFocus();
    expect(confirm()).toBeDisabled();
  });

  it.each([
    [
      'refused',
      answeredWith(AssignCostTypeMutation, typed, {
        assignListItemCostType: {
          __typename: 'RequestListItemPayload',
          listItem: null,
          // Approved meanwhile by another approver: the REST API's 409.
          errors: [
            {
              __typename: 'UserError',
              message: 'The request has already been approved as a purchase order.',
            },
          ],
        },
      }),
      'Error when adding/updating/deleting list item: The request has already been approved as a purchase order.',
    ],
    [
      'failed',
      failedWith(
        AssignCostTypeMutation,
        typed,
        'UPSTREAM_UNAVAILABLE',
        'The REST API is not reachable. Please try again later.',
      ),
      'Error when adding/updating/deleting list item: Network error or server not reachable',
    ],
  ])(
    'typing an item %s: the list item banner, the item still Undefined',
    async (_how, write, text) => {
      const row = request(1, { listItems: [listItem(10, { type: 'UNDEFINED', costType: null })] });
      renderModal(row, [impactMock('1', 'WARN', false), write]);
      await userEvent.click(screen.getByRole('combobox', { name: /^1\. Storage/ }));
      const option = await screen.findByRole('option', { name: 'Capital Infrastructure' });
      jest.useFakeTimers();
      try {
        fireEvent.click(option);

        await expectErrorBannerFor3000Ms(text);
        expect(write.result).toHaveBeenCalledTimes(1);
        expect(screen.getByRole('combobox', { name: /^1\. Storage/ })).toHaveTextContent(
          'Undefined',
        );
        expect(confirm()).toBeDisabled();
      } finally {
        jest.useRealTimers();
      }
    },
  );
});
