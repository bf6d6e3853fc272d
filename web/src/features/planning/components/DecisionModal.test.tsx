import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyFormatMessage, TEXTS } from '@cost-steering/schema';
import {
  answeredWith,
  expectErrorBannerFor3000Ms,
  failedWith,
  userError,
} from '../../../testing/failures';
import { renderWithProviders } from '../../../testing/render';
import {
  ApproveFutureBudgetMutation,
  DeclineFutureBudgetMutation,
} from '../hooks/usePlanningWrites';
import { plan } from '../testData';
import { DecisionModal } from './DecisionModal';

/** The server's answer to a decision: refused, with this error on the named field. */
function refusal(approve: boolean, input: object, error: { field: string; message: string }) {
  const payload = {
    __typename: 'FutureBudgetPayload',
    futureBudget: null,
    errors: [{ __typename: 'UserError', code: 'VALIDATION', ...error }],
  };
  const result = jest.fn(() => ({
    data: { [approve ? 'approveFutureBudget' : 'declineFutureBudget']: payload },
  }));
  const query = approve ? ApproveFutureBudgetMutation : DeclineFutureBudgetMutation;
  return { request: { query, variables: { input } }, result };
}

/** Opens the modal on plan 1 with these answers of the server. */
function openModal(approve: boolean, mocks: object[]) {
  const onClose = jest.fn();
  renderWithProviders(<DecisionModal plan={plan(1)} approve={approve} onClose={onClose} />, {
    mocks: mocks as never,
  });
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByRole('textbox', {
    name: approve ? /^Approved amount/ : /^Decline reason/,
  });
  const button = within(dialog).getByRole('button', { name: approve ? 'Approve' : 'Decline' });
  return { dialog, input, button, onClose };
}

/** Opens the modal, enters `value` in its one field and presses Approve or Decline. */
async function decide(approve: boolean, value: string, serverError: string) {
  const field = approve ? 'approvedBudget' : 'reason';
  const sent = refusal(approve, { id: '1', [field]: value }, { field, message: serverError });
  const { dialog, input, button, onClose } = openModal(approve, [sent]);
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.click(button);
  return { dialog, input, sent, onClose };
}

describe('decision modal', () => {
  it('refuses an approved amount with 3 decimals under the field, sending nothing', async () => {
    const { dialog, input, sent, onClose } = await decide(true, '1.005', 'from the server');
    expect(
      await within(dialog).findByText(moneyFormatMessage('Approved amount')),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent.result).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the amount under the field and stays open", async () => {
    const message = 'Approved amount must be at least 1';
    const { dialog, input, sent, onClose } = await decide(true, '5000', message);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(sent.result).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(TEXTS.futureApproveFailed)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the focus back in the field after a refusal by keyboard (not on the dialog)', async () => {
    const message = 'Approved amount must be at least 1';
    const sent = refusal(
      true,
      { id: '1', approvedBudget: '5000' },
      { field: 'approvedBudget', message },
    );
    const { dialog, input } = openModal(true, [sent]);
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it("shows the server's refusal of a decline reason under the reason", async () => {
    const message = 'Decline reason can have at most 240 characters';
    const { dialog, sent } = await decide(false, 'Too much.', message);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(sent.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(TEXTS.futureDeclineFailed)).toBeInTheDocument();
  });

  describe('refused or failed as a whole', () => {
    afterEach(() => jest.useRealTimers());

    const approved = { input: { id: '1', approvedBudget: '1000.00' } };
    it.each([
      [
        'Approve refused to another than the proposer',
        true,
        answeredWith(ApproveFutureBudgetMutation, approved, {
          approveFutureBudget: {
            __typename: 'FutureBudgetPayload',
            futureBudget: null,
            // The REST API's 403 with its reason, a user error of the bff (planning/inputs.ts).
            errors: [
              userError('Only the proposer can approve or decline this request.', 'FORBIDDEN'),
            ],
          },
        }),
        'Error: Unable to approve future financials request. Only the proposer can approve or decline this request.',
      ],
      [
        'Decline failed',
        false,
        failedWith(
          DeclineFutureBudgetMutation,
          { input: { id: '1', reason: 'Too early.' } },
          'INTERNAL',
          'Internal server error',
        ),
        'Error: Unable to decline future financials request.',
      ],
    ])('%s: the spec banner, the modal open', async (_how, approve, write, text) => {
      const { input, button, onClose } = openModal(approve, [write]);
      if (!approve) await userEvent.type(input, 'Too early.');
      jest.useFakeTimers();
      fireEvent.click(button);

      await expectErrorBannerFor3000Ms(text);
      expect(write.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/^Successfully/)).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
      expect(input).toHaveValue(approve ? '1000.00' : 'Too early.');
    });
  });
});
