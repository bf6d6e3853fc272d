// Create cost unit when the server refuses or fails it: the spec §8 banner for 3000 ms, the form
// open again (not locked as created, no allocation part), the name kept — or cleared after a
// duplicate (spec §5).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import {
  answeredWith,
  expectErrorBannerFor3000Ms,
  failedWith,
  userError,
} from '../../../testing/failures';
import {
  AllocationFamilyChoicesQuery,
  CreateCostUnitMutation,
  ManagerChoicesQuery,
} from '../documents';
import { unit } from '../testData';
import { CreateCostUnitPage } from './CreateCostUnitPage';
import { pressEnterOn } from '../../../testing/keyboard';

/** The REST API's today: the UTC day. */
const utcToday = new Date().toISOString().slice(0, 10);
const sent = { input: { name: 'CU Operations', manager: 'controller', statusDate: utcToday } };

const refused = (error: ReturnType<typeof userError>) =>
  answeredWith(CreateCostUnitMutation, sent, {
    createCostUnit: { __typename: 'CostUnitPayload', costUnit: null, errors: [error] },
  });

const managers = {
  request: { query: ManagerChoicesQuery },
  result: { data: { users: [{ __typename: 'User', id: 'u1', username: 'controller' }] } },
};

const form = () => screen.getByRole('form', { name: 'Create cost unit' });
const name = () => within(form()).getByRole('textbox', { name: /^Name/ });
const create = () => within(form()).getByRole('button', { name: 'Create' });

describe('create cost unit: a failed create', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    [
      'refused by a rule',
      'kept',
      refused(userError('Manager must be a known user', 'VALIDATION', 'manager')),
      'Error creating new cost unit: Manager must be a known user',
    ],
    [
      'failed',
      'kept',
      failedWith(CreateCostUnitMutation, sent, 'INTERNAL', 'Internal server error'),
      'Error creating new cost unit: Internal server error',
    ],
    [
      'refused as a duplicate',
      'cleared',
      // The bff's text of the REST API's 409 (bff/src/costunits/mappers.ts).
      refused(
        userError('Error: Cost Unit With This Name Already exists!', 'DUPLICATE_NAME', 'name'),
      ),
      'Error: Cost Unit With This Name Already exists!',
    ],
  ])('%s: the banner, the form open, the name %s', async (_how, nameShown, write, text) => {
    renderWithProviders(<CreateCostUnitPage />, {
      mocks: [managers, write] as never,
      session: testSession({ roles: [ROLES.editCostUnit] }),
      route: '/create-cost-unit',
    });
    await userEvent.type(name(), 'CU Operations');
    await waitFor(() => expect(create()).toBeEnabled());
    jest.useFakeTimers();
    fireEvent.click(create());

    await expectErrorBannerFor3000Ms(text);
    expect(write.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Cost Unit Created Sucessfully!')).not.toBeInTheDocument();
    expect(name()).toBeEnabled();
    expect(name()).toHaveValue(nameShown === 'kept' ? 'CU Operations' : '');
    expect(screen.queryByRole('form', { name: 'Allocate product' })).not.toBeInTheDocument();
  });
});

describe('create cost unit: the focus by keyboard (not on <body>)', () => {
  it('stays on the form after Create (it locks) and after New (its button goes)', async () => {
    const created = answeredWith(CreateCostUnitMutation, sent, {
      createCostUnit: {
        __typename: 'CostUnitPayload',
        costUnit: { ...unit, name: 'CU Operations' },
        errors: [],
      },
    });
    const families = {
      request: { query: AllocationFamilyChoicesQuery },
      result: { data: { productFamilies: [] } },
    };
    renderWithProviders(<CreateCostUnitPage />, {
      mocks: [managers, created, families] as never,
      session: testSession({ roles: [ROLES.editCostUnit] }),
      route: '/create-cost-unit',
    });
    await userEvent.type(name(), 'CU Operations');
    await waitFor(() => expect(create()).toBeEnabled());
    await pressEnterOn(create());
    expect(await screen.findByText('Cost Unit Created Sucessfully!')).toBeInTheDocument();
    await waitFor(() => expect(form()).toHaveFocus());
    await userEvent.tab();
    expect(within(form()).getByRole('button', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(form()).toHaveFocus();
  });
});
