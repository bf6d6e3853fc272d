import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COST_UNIT_MESSAGES, ROLES } from '@cost-steering/schema';
import type { CostUnitFieldsFragment } from '../../../gql/graphql';
import { clearDate, dateField, dateInput, typeDate } from '../../../testing/dates';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { CostUnitForm } from './CostUnitForm';

/** The REST API's today: the UTC day. */
const utcToday = new Date().toISOString().slice(0, 10);

const created: CostUnitFieldsFragment = {
  id: '9',
  name: 'Shared Services',
  manager: 'controller',
  status: 'PROPOSED',
  statusDate: utcToday,
  budget: '0.00',
  forecast: '0.00',
  actuals: '0.00',
  allocations: [],
};

function renderForm(onCreate = jest.fn()) {
  renderWithProviders(
    <CostUnitForm
      managers={['admin', 'controller']}
      defaultManager="controller"
      onCreate={onCreate}
    >
      {(unit) => <p>Allocate products to {unit.name}</p>}
    </CostUnitForm>,
    { session: testSession({ roles: [ROLES.editCostUnit] }) },
  );
  return onCreate;
}

const form = () => screen.getByRole('form', { name: 'Create cost unit' });
const name = () => within(form()).getByRole('textbox', { name: /^Name/ });
const create = () => within(form()).getByRole('button', { name: 'Create' });
const startDate = () => dateField('Start date', within(form()));

describe('create cost unit form', () => {
  it('needs a name and shows the rules before submit', async () => {
    renderForm();
    await waitFor(() => expect(create()).toBeDisabled());
    await userEvent.click(name());
    await userEvent.paste(' %# ');
    await userEvent.tab();
    expect(await screen.findByText(COST_UNIT_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.clear(name());
    await userEvent.paste('x'.repeat(33));
    await userEvent.tab();
    expect(await screen.findByText(COST_UNIT_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(create()).toBeDisabled();
  });

  it('refuses a start date before today', async () => {
    renderForm();
    await userEvent.click(name());
    await userEvent.paste('Ops');
    await clearDate(startDate());
    await typeDate(startDate(), '2000-01-01');
    await userEvent.tab();
    expect(await screen.findByText(COST_UNIT_MESSAGES.startDateMin)).toBeInTheDocument();
    expect(create()).toBeDisabled();
  });

  it('sends the cleaned name, locks the fields after Create, shows the allocation, and New resets', async () => {
    const onCreate = renderForm(
      jest.fn(async () => ({ status: 'done' as const, costUnit: created })),
    );
    await userEvent.click(name());
    await userEvent.paste('  #Shared% Services ');
    await waitFor(() => expect(create()).toBeEnabled());
    await userEvent.click(create());
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        name: 'Shared Services',
        manager: 'controller',
        statusDate: utcToday,
      }),
    );
    expect(await screen.findByText('Allocate products to Shared Services')).toBeInTheDocument();
    expect(name()).toBeDisabled();
    expect(dateInput(startDate())).toBeDisabled();
    expect(create()).toBeDisabled();
    await userEvent.click(within(form()).getByRole('button', { name: 'New' }));
    expect(name()).toBeEnabled();
    expect(name()).toHaveValue('');
    expect(screen.queryByText(/Allocate products to/)).not.toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
  });

  it('clears the name after a duplicate', async () => {
    renderForm(
      jest.fn(async () => ({
        status: 'refused' as const,
        errors: [{ field: 'name', message: 'dup', code: 'DUPLICATE_NAME' as const }],
      })),
    );
    await userEvent.click(name());
    await userEvent.paste('CU Operations');
    await waitFor(() => expect(create()).toBeEnabled());
    await userEvent.click(create());
    await waitFor(() => expect(name()).toHaveValue(''));
    expect(name()).toBeEnabled();
  });
});
