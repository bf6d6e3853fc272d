import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyFormatMessage, TEXTS } from '@cost-steering/schema';
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

/** Opens the modal, enters `value` in its one field and presses Approve or Decline. */
async function decide(approve: boolean, value: string, serverError: string) {
  const field = approve ? 'approvedBudget' : 'reason';
  const sent = refusal(approve, { id: '1', [field]: value }, { field, message: serverError });
  const onClose = jest.fn();
  renderWithProviders(<DecisionModal plan={plan(1)} approve={approve} onClose={onClose} />, {
    mocks: [sent] as never,
  });
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByRole('textbox', {
    name: approve ? /^Approved amount/ : /^Decline reason/,
  });
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.click(
    within(dialog).getByRole('button', { name: approve ? 'Approve' : 'Decline' }),
  );
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

  it("shows the server's refusal of a decline reason under the reason", async () => {
    const message = 'Decline reason can have at most 240 characters';
    const { dialog, sent } = await decide(false, 'Too much.', message);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(sent.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(TEXTS.futureDeclineFailed)).toBeInTheDocument();
  });
});
