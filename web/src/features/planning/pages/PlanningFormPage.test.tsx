import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import {
  answeredWith,
  expectErrorBannerFor3000Ms,
  failedWith,
  userError,
} from '../../../testing/failures';
import {
  ApproveFutureBudgetMutation,
  CreateFutureBudgetMutation,
  DeclineFutureBudgetMutation,
} from '../hooks/usePlanningWrites';
import { FutureBudgetListQuery } from '../documents';
import { entitiesMock, listMock, plan } from '../testData';
import { DemandPage, ProposalPage } from './PlanningFormPage';
import { pressEnterOn } from '../../../testing/keyboard';

const IN_REVIEW = ['PROPOSED', 'DECLINED'];
const controller = testSession({
  username: 'controller',
  roles: [ROLES.editProductFamily],
  configuration: { financialGoalLabel: 'Finance' },
});
const inReview = listMock(IN_REVIEW, [
  plan(1, { entityName: 'Own proposal', proposedBy: 'controller' }),
  plan(2, { entityName: 'Other proposal', proposedBy: 'admin' }),
  plan(3, {
    entityName: 'Declined one',
    status: 'DECLINED',
    comments: [
      {
        __typename: 'FutureBudgetComment',
        id: '9',
        time: '2026-11-21T10:00:00.000Z',
        sender: 'controller',
        message: 'Too much.',
      },
    ],
  }),
]);

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

/** Fills the demand form for product 4 (ERP Core): 'New laptops', D-7, 5000; returns the form. */
async function fillDemand() {
  const form = screen.getByRole('form', { name: 'Demand' });
  await userEvent.click(within(form).getByRole('combobox', { name: /^Entity type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Product' }));
  await userEvent.click(within(form).getByRole('combobox', { name: /^Entity$/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'ERP Core (pfm)' }));
  await userEvent.type(within(form).getByLabelText(/^Demand title/), 'New laptops');
  await userEvent.type(within(form).getByLabelText(/^Demand ID/), 'D-7');
  await userEvent.type(within(form).getByLabelText(/^Demand estimate/), '5000');
  return form;
}

describe('proposal and demand: one screen, two modes', () => {
  it('proposal mode: goal label title, read-only figures, no demand fields', async () => {
    renderWithProviders(<ProposalPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: controller,
    });
    expect(screen.getByRole('heading', { name: 'Finance Proposal' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Proposal' });
    expect(within(form).getByLabelText('Last year actuals')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Current year forecast')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText(/^Proposed amount/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Demand title/)).not.toBeInTheDocument();
    expect(screen.queryByText(TEXTS.demandOwnerNote)).not.toBeInTheDocument();
  });

  it("demand mode: the owner's note, demand title and ID, no read-only figures", async () => {
    renderWithProviders(<DemandPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: controller,
    });
    expect(screen.getByRole('heading', { name: 'Finance Demand' })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.demandOwnerNote)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Demand' });
    expect(within(form).getByLabelText(/^Demand title/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Demand ID/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Demand estimate/)).toBeInTheDocument();
    expect(within(form).queryByLabelText('Last year actuals')).not.toBeInTheDocument();
  });

  it('demand mode offers only the entities the user owns', async () => {
    const pfm = testSession({ username: 'pfm' });
    renderWithProviders(<DemandPage />, { mocks: [entitiesMock, inReview] as never, session: pfm });
    const form = screen.getByRole('form', { name: 'Demand' });
    await userEvent.click(within(form).getByRole('combobox', { name: /^Entity type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Product' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /^Entity$|^Entity \*/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['ERP Core (pfm)']);
  });

  it('checks the shared rules before submit: estimate at least 1, title at most 32', async () => {
    renderWithProviders(<DemandPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: controller,
    });
    const form = screen.getByRole('form', { name: 'Demand' });
    await userEvent.type(within(form).getByLabelText(/^Demand estimate/), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Estimate must be at least 1')).toBeInTheDocument();
    expect(await screen.findByText('Demand title is required')).toBeInTheDocument();
    expect(await screen.findByText('Entity type is required')).toBeInTheDocument();
  });

  it('Approve and Decline only on the proposal route and only for the proposer', async () => {
    renderWithProviders(<ProposalPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: controller,
    });
    await screen.findByRole('heading', { name: TEXTS.requestsInReview });
    await waitFor(() => expect(card('Own proposal')).toBeInTheDocument());
    expect(
      within(card('Own proposal')).getByRole('button', { name: 'Approve' }),
    ).toBeInTheDocument();
    expect(
      within(card('Own proposal')).getByRole('button', { name: 'Decline' }),
    ).toBeInTheDocument();
    expect(
      within(card('Other proposal')).queryByRole('button', { name: 'Approve' }),
    ).not.toBeInTheDocument();
    expect(
      within(card('Declined one')).queryByRole('button', { name: 'Decline' }),
    ).not.toBeInTheDocument();
  });

  it('a demand has no proposer: no Approve or Decline, for its owner or any controller', async () => {
    const demand = (id: number, entityName: string, owner: string, sender: string) =>
      plan(id, {
        entityName,
        kind: 'DEMAND',
        owner,
        sender,
        demandId: `D-${id}`,
        demandTitle: 'More licences',
        demandedBudget: '1500.00',
        proposedBudget: null,
        proposedBy: null,
      });
    const demands = listMock(IN_REVIEW, [
      demand(11, 'Raised and owned', 'controller', 'controller'),
      demand(14, 'Someone else', 'pfm', 'pfm'),
      plan(15, { entityName: 'Own proposal', proposedBy: 'controller' }),
    ]);
    renderWithProviders(<ProposalPage />, {
      mocks: [entitiesMock, demands] as never,
      session: controller,
    });
    await waitFor(() => expect(card('Someone else')).toBeInTheDocument());
    const decisions = (name: string) =>
      within(card(name))
        .queryAllByRole('button', { name: /^(Approve|Decline)$/ })
        .map((button) => button.textContent);
    expect(decisions('Raised and owned')).toEqual([]);
    expect(decisions('Someone else')).toEqual([]);
    expect(decisions('Own proposal')).toEqual(['Approve', 'Decline']);
  });

  it('no decisions on the demand route, even for the proposer', async () => {
    renderWithProviders(<DemandPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: controller,
    });
    await waitFor(() => expect(card('Own proposal')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('Details shows the comment thread; Escape closes it, and the approve modal too', async () => {
    renderWithProviders(<ProposalPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: controller,
    });
    await waitFor(() => expect(card('Declined one')).toBeInTheDocument());
    await userEvent.click(within(card('Declined one')).getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('dialog');
    expect(within(details).getByText('Too much.')).toBeInTheDocument();
    expect(within(details).getByText(/controller$/)).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(card('Own proposal')).getByRole('button', { name: 'Approve' }));
    const decision = await screen.findByRole('dialog');
    const amount = within(decision).getByRole('textbox', { name: /^Approved amount/ });
    await userEvent.clear(amount);
    await userEvent.click(within(decision).getByRole('button', { name: 'Approve' }));
    expect(await within(decision).findByText('Approved amount is required')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('the focus after a decision by keyboard (the button it came from is gone)', () => {
    const own = plan(1, { entityName: 'Own proposal', proposedBy: 'controller' });
    const other = plan(2, { entityName: 'Other proposal', proposedBy: 'admin' });
    const once = (items: ReturnType<typeof plan>[]) => ({
      ...listMock(IN_REVIEW, items),
      maxUsageCount: 1,
    });
    const payload = (futureBudget: object) => ({
      __typename: 'FutureBudgetPayload',
      futureBudget,
      errors: [],
    });

    async function decideByKeyboard(button: 'Approve' | 'Decline', typed = '') {
      await waitFor(() => expect(card('Own proposal')).toBeInTheDocument());
      await pressEnterOn(within(card('Own proposal')).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      if (typed) await userEvent.type(within(dialog).getByRole('textbox'), typed);
      await pressEnterOn(within(dialog).getByRole('button', { name: button }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    it('Approve: the card now in its place (its Details)', async () => {
      const approve = answeredWith(
        ApproveFutureBudgetMutation,
        { input: { id: '1', approvedBudget: '1000.00' } },
        { approveFutureBudget: payload({ ...own, status: 'APPROVED', approvedBudget: '1000.00' }) },
      );
      renderWithProviders(<ProposalPage />, {
        mocks: [entitiesMock, once([own, other]), approve, once([other])] as never,
        session: controller,
      });
      await decideByKeyboard('Approve');
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: /^Own proposal/ })).toBeNull(),
      );
      await waitFor(() =>
        expect(
          within(card('Other proposal')).getByRole('button', { name: 'Details' }),
        ).toHaveFocus(),
      );
    });

    it('Decline: the same card, which stays without its decision buttons (its Details)', async () => {
      const declined = { ...own, status: 'DECLINED' as const };
      const decline = answeredWith(
        DeclineFutureBudgetMutation,
        { input: { id: '1', reason: 'Too early.' } },
        { declineFutureBudget: payload(declined) },
      );
      renderWithProviders(<ProposalPage />, {
        mocks: [entitiesMock, once([own, other]), decline, once([declined, other])] as never,
        session: controller,
      });
      await decideByKeyboard('Decline', 'Too early.');
      await waitFor(() =>
        expect(within(card('Own proposal')).getByRole('button', { name: 'Details' })).toHaveFocus(),
      );
    });
  });

  it('tells a user who may not propose so, with Submit disabled; demands stay open to owners', async () => {
    const requester = testSession({ username: 'requester', roles: [ROLES.editPurchaseRequest] });
    const { unmount } = renderWithProviders(<ProposalPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: requester,
    });
    expect(screen.getByText("You don't have permission to propose a budget.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    unmount();
    renderWithProviders(<DemandPage />, {
      mocks: [entitiesMock, inReview] as never,
      session: requester,
    });
    expect(screen.queryByText("You don't have permission to propose a budget.")).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  describe('Requests In Review', () => {
    afterEach(() => jest.useRealTimers());

    it('asks for a search once typing has paused for 100 ms; no match says so', async () => {
      jest.useFakeTimers();
      const searched = jest.fn(() => true);
      const search = {
        request: {
          query: inReview.request.query,
          variables: (variables: Record<string, unknown>) =>
            variables.search === 'zzz' && searched(),
        },
        result: {
          data: { futureBudgets: { __typename: 'FutureBudgetPage', items: [], totalCount: 0 } },
        },
        delay: 0,
      };
      renderWithProviders(<ProposalPage />, {
        mocks: [entitiesMock, inReview, search] as never,
        session: controller,
      });
      expect(await screen.findByText('Own proposal')).toBeInTheDocument();
      const box = within(screen.getByRole('region', { name: TEXTS.requestsInReview }));
      fireEvent.change(box.getByRole('textbox', { name: 'Search' }), { target: { value: 'zzz' } });
      await act(() => jest.advanceTimersByTimeAsync(99));
      expect(searched).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(searched).toHaveBeenCalled();
      expect(await screen.findByText('No such request has been found.')).toBeInTheDocument();
    });

    it('keeps an open decision and its typing while the list is asked again', async () => {
      const searched = jest.fn(() => true);
      const search = {
        request: {
          query: inReview.request.query,
          variables: (variables: Record<string, unknown>) =>
            variables.search === 'Own' && searched(),
        },
        result: inReview.result,
        delay: 300,
      };
      renderWithProviders(<ProposalPage />, {
        mocks: [entitiesMock, inReview, search] as never,
        session: controller,
      });
      await userEvent.click(
        within(await screen.findByRole('article', { name: /^Own proposal/ })).getByRole('button', {
          name: 'Decline',
        }),
      );
      const dialog = await screen.findByRole('dialog');
      const reason = within(dialog).getByRole('textbox', { name: /^Decline reason/ });
      await userEvent.type(reason, 'Too early.');
      // The list under the modal is searched again (as when a search was typed just before).
      fireEvent.change(screen.getByRole('textbox', { name: 'Search', hidden: true }), {
        target: { value: 'Own' },
      });
      await waitFor(() => expect(searched).toHaveBeenCalled());
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(reason).toHaveValue('Too early.');
    });

    it("says 'Error: Unable to fetch future financials' in the banner for 3 s", async () => {
      jest.useFakeTimers();
      renderWithProviders(<ProposalPage />, {
        mocks: [
          entitiesMock,
          { ...inReview, result: undefined, error: new Error('down') },
        ] as never,
        session: controller,
      });
      expect(await screen.findByText('Error: Unable to fetch future financials')).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(3000));
      await waitFor(() =>
        expect(screen.queryByText('Error: Unable to fetch future financials')).toBeNull(),
      );
    });
  });

  it('keeps the focus on the form after a Submit by keyboard (not on <body>)', async () => {
    const input = {
      input: {
        kind: 'DEMAND',
        entityType: 'PRODUCT',
        entityId: '4',
        amount: '5000',
        description: null,
        demandTitle: 'New laptops',
        demandId: 'D-7',
      },
    };
    const write = answeredWith(CreateFutureBudgetMutation, input, {
      createFutureBudget: { __typename: 'FutureBudgetPayload', futureBudget: plan(7), errors: [] },
    });
    renderWithProviders(<DemandPage />, {
      mocks: [entitiesMock, inReview, write, inReview] as never,
      session: testSession({ username: 'pfm' }),
    });
    const form = await fillDemand();
    await pressEnterOn(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Successfully created a future financials request.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(form).toHaveFocus());
  });

  describe('a failed Submit', () => {
    afterEach(() => jest.useRealTimers());

    const demandInput = {
      input: {
        kind: 'DEMAND',
        entityType: 'PRODUCT',
        entityId: '4',
        amount: '5000',
        description: null,
        demandTitle: 'New laptops',
        demandId: 'D-7',
      },
    };

    it.each([
      [
        'refused',
        answeredWith(CreateFutureBudgetMutation, demandInput, {
          createFutureBudget: {
            __typename: 'FutureBudgetPayload',
            futureBudget: null,
            // The REST API's 403 with its reason, a user error of the bff (planning/inputs.ts).
            errors: [
              userError('Only the owner of the entity can create a demand for it.', 'FORBIDDEN'),
            ],
          },
        }),
        'Error: Unable to create future financials plan! Only the owner of the entity can create a demand for it.',
      ],
      [
        'failed',
        failedWith(CreateFutureBudgetMutation, demandInput, 'INTERNAL', 'Internal server error'),
        'Error: Unable to create future financials plan!',
      ],
    ])('%s: the spec banner, the demand as typed', async (_how, write, text) => {
      renderWithProviders(<DemandPage />, {
        mocks: [entitiesMock, inReview, write] as never,
        session: testSession({ username: 'pfm' }),
      });
      const form = await fillDemand();
      jest.useFakeTimers();
      fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));

      await expectErrorBannerFor3000Ms(text);
      expect(write.result).toHaveBeenCalledTimes(1);
      expect(
        screen.queryByText('Successfully created a future financials request.'),
      ).not.toBeInTheDocument();
      expect(within(form).getByLabelText(/^Demand title/)).toHaveValue('New laptops');
      expect(within(form).getByLabelText(/^Demand estimate/)).toHaveValue('5000');
      expect(within(form).getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
  });
});

describe('Requests In Review: paging', () => {
  const pageMock = (offset: number, items: ReturnType<typeof plan>[], totalCount: number) => ({
    request: {
      query: FutureBudgetListQuery,
      variables: {
        status: IN_REVIEW,
        offset,
        limit: 10,
        search: null,
        sort: { field: 'CREATED', direction: 'DESC' },
      },
    },
    result: {
      data: { futureBudgets: { __typename: 'FutureBudgetPage', items, totalCount } },
    },
  });
  const firstTen = Array.from({ length: 10 }, (_, index) =>
    plan(index + 1, { entityName: `Entity ${'ABCDEFGHIJ'[index]}` }),
  );

  it('goes back a page when the last card of the last page has left the list meanwhile', async () => {
    renderWithProviders(<ProposalPage />, {
      mocks: [
        entitiesMock,
        pageMock(0, firstTen, 11),
        // Page 2 is asked after its only request was approved elsewhere: empty, 10 in review.
        pageMock(10, [], 10),
        pageMock(0, firstTen, 10),
      ] as never,
      session: controller,
    });
    await waitFor(() => expect(card('Entity A')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(card('Entity J')).toBeInTheDocument());
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.queryByText('No requests in review.')).toBeNull();
  });
});
