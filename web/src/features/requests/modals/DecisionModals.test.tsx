import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JUSTIFICATION_MESSAGES, REQUEST_TEXTS } from '@cost-steering/schema';
import { clearDate, dateField } from '../../../testing/dates';
import { renderWithProviders } from '../../../testing/render';
import { impactMock, listItem, request } from '../lists/testData';
import { DeclineModal } from './DeclineModal';
import { DeclineJustificationMutation, DeclineRequestMutation } from './documents';
import { answeredWith, expectErrorBannerFor3000Ms } from '../../../testing/failures';
import { JustificationModal } from './JustificationModal';
import { pressEnterOn } from '../../../testing/keyboard';

const row = request(3) as never;

describe('decline modal', () => {
  it('needs a message and reports the server refusal', async () => {
    const onClose = jest.fn();
    renderWithProviders(<DeclineModal request={row} onClose={onClose} />, {
      mocks: [
        {
          request: {
            query: DeclineRequestMutation,
            variables: { input: { requestId: '3', message: 'Too expensive' } },
          },
          result: {
            data: {
              declinePurchaseRequest: {
                __typename: 'PurchaseRequestPayload',
                purchaseRequest: null,
                errors: [{ __typename: 'UserError', message: 'Request is not open' }],
              },
            },
          },
        },
      ],
    });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(decline).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), '   ');
    expect(decline).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Too expensive');
    await pressEnterOn(decline);
    expect(
      await screen.findByText(REQUEST_TEXTS.declineFailed('Request is not open')),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // Decline was disabled while it saved: the focus goes back to the message.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Message/ })).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithProviders(<DeclineModal request={row} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('justification review', () => {
  it('shows the manager what they sign: the amount, every item and the budget impact', async () => {
    const signed = request(3, {
      orderText: 'Laptop refresh',
      orderAmount: '2200.00',
      listItems: [
        listItem(31, { position: 1, name: 'Laptop Refresh', amount: '1000.00' }),
        listItem(32, {
          position: 2,
          name: 'Laptop Refresh',
          type: 'EXPENSE',
          costType: 'MAINTENANCE',
          resourceName: 'Jane Doe',
          amount: '1200.00',
        }),
      ],
    });
    renderWithProviders(<JustificationModal request={signed as never} onClose={jest.fn()} />, {
      mocks: [impactMock('3', 'BLOCK', true)] as never,
    });
    expect(screen.getByText('Laptop refresh — 2.200,00 EUR')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'List items of the request' }));
    expect(items.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1. Laptop Refresh — Capital Infrastructure, 1.000,00 EUR',
      '2. Laptop Refresh — Expense Maintenance, Jane Doe, 1.200,00 EUR',
    ]);
    expect(
      await screen.findByText('Approval will be refused: the budget of Storage would be exceeded.'),
    ).toBeInTheDocument();
  });

  it('signs with a date and a comment of at most 200; declines with a comment alone', async () => {
    renderWithProviders(<JustificationModal request={row} onClose={jest.fn()} />, {
      mocks: [impactMock('3', 'WARN', false)] as never,
    });
    const approve = screen.getByRole('button', { name: 'Approve' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(approve).toBeDisabled();
    expect(decline).toBeDisabled();

    const comment = screen.getByRole('textbox', { name: /Comment/ });
    await userEvent.type(comment, 'Fine');
    expect(approve).toBeEnabled();
    expect(decline).toBeEnabled();

    // Without a date only Decline remains.
    await clearDate(dateField('Date'));
    await userEvent.tab();
    expect(approve).toBeDisabled();
    expect(decline).toBeEnabled();
    expect(screen.getByText(JUSTIFICATION_MESSAGES.dateRequired)).toBeInTheDocument();

    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(200));
    expect(decline).toBeDisabled();
    expect(screen.getByText(JUSTIFICATION_MESSAGES.commentTooLong)).toBeInTheDocument();
  });

  it("Decline refused: 'Error declining request: …', the review stays open", async () => {
    const refusal = 'The justification of this request is not awaiting a signature.';
    // Decided meanwhile by another Product Family Manager: the REST API's 409.
    const declined = answeredWith(
      DeclineJustificationMutation,
      { input: { requestId: '3', comment: 'Not needed' } },
      {
        declineJustification: {
          __typename: 'PurchaseRequestPayload',
          purchaseRequest: null,
          errors: [{ __typename: 'UserError', message: refusal }],
        },
      },
    );
    const onClose = jest.fn();
    renderWithProviders(<JustificationModal request={row} onClose={onClose} />, {
      mocks: [declined, impactMock('3', 'WARN', false)] as never,
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Not needed');
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));

      await expectErrorBannerFor3000Ms(`Error declining request: ${refusal}`);
      expect(declined.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Request declined successfully')).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Not needed');
    } finally {
      jest.useRealTimers();
    }
  });
});
