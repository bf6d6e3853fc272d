import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeredWith } from '../../../testing/failures';
import { renderWithProviders } from '../../../testing/render';
import { AddFutureBudgetCommentMutation } from '../hooks/usePlanningWrites';
import { plan } from '../testData';
import { DetailsModal } from './DetailsModal';

describe('details modal', () => {
  it('puts the focus back in the emptied Comment box after Add comment by keyboard', async () => {
    const comment = {
      __typename: 'FutureBudgetComment' as const,
      id: '5',
      time: '2026-11-21T10:00:00.000Z',
      sender: 'controller',
      message: 'Looks fine.',
    };
    const added = answeredWith(
      AddFutureBudgetCommentMutation,
      { input: { futureBudgetId: '1', message: 'Looks fine.' } },
      {
        addFutureBudgetComment: {
          __typename: 'FutureBudgetPayload',
          futureBudget: plan(1, { comments: [comment] }),
          errors: [],
        },
      },
    );
    renderWithProviders(<DetailsModal plan={plan(1)} onClose={jest.fn()} />, {
      mocks: [added] as never,
    });
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Looks fine.');
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Add comment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(added.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(box).toHaveFocus());
  });
});
