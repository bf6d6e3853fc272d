import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { ProductFamiliesQuery } from '../documents';
import { CreateProductFamilyMutation } from '../hooks/useCreateProductFamily';
import { family } from '../testData';
import { CreateProductFamilyPage, FamilyOwnersQuery } from './CreateProductFamilyPage';
import { OverviewPage } from './OverviewPage';

const year = new Date().getFullYear();

const owners = {
  request: { query: FamilyOwnersQuery },
  result: {
    data: {
      users: [
        { __typename: 'User', id: '1', username: 'admin' },
        { __typename: 'User', id: '2', username: 'controller' },
      ],
    },
  },
};

function createMock(input: object, payload: object) {
  const result = jest.fn(() => ({
    data: {
      createProductFamily: { __typename: 'CreateProductFamilyPayload', ...payload },
    },
  }));
  return { request: { query: CreateProductFamilyMutation, variables: { input } }, result };
}

function renderForm(mocks: object[] = [], budgetLimitEnabled = true) {
  renderWithProviders(<CreateProductFamilyPage />, {
    mocks: [owners, ...mocks] as never,
    session: testSession({ roles: [ROLES.editProductFamily], flags: { budgetLimitEnabled } }),
  });
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const submit = () => screen.getByRole('button', { name: 'Submit' });

/** Pastes instead of typing key by key: the form revalidates on every key. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillValidFamily(name = 'Cloud Services', limit = '400000') {
  await enter(nameField(), name);
  await enter(screen.getByRole('textbox', { name: /^Budget limit/ }), limit);
}

describe('create product family form', () => {
  it('starts with the current user as owner and the current year, and Submit disabled', async () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveTextContent('controller');
    expect(screen.getByRole('spinbutton', { name: /^Year/ })).toHaveValue(year);
    await waitFor(() => expect(submit()).toBeDisabled());
  });

  it('counts the name characters against 32 and explains a too long name', async () => {
    renderForm();
    await userEvent.type(nameField(), 'Cloud');
    expect(screen.getByLabelText('Name length')).toHaveTextContent('5/32');

    await userEvent.clear(nameField());
    await enter(nameField(), 'x'.repeat(33));
    await userEvent.tab();
    expect(await screen.findByText('Name can have at most 32 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name length')).toHaveTextContent('33/32');
  });

  it('explains a missing name, a year out of range and a budget limit below 1', async () => {
    renderForm();
    await userEvent.click(nameField());
    await userEvent.tab();
    const yearField = screen.getByRole('spinbutton', { name: /^Year/ });
    await userEvent.clear(yearField);
    await enter(yearField, '1899');
    await enter(screen.getByRole('textbox', { name: /^Budget limit/ }), '0.5');
    await userEvent.tab();

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Year must be between 1900 and 3000')).toBeInTheDocument();
    expect(screen.getByText('Budget limit must be at least 1')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('asks for a target instead of a budget limit when the budget-limit feature is off', async () => {
    renderForm([], false);
    expect(screen.queryByRole('textbox', { name: /^Budget limit/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /^Target/ }));
    await userEvent.tab();
    expect(await screen.findByText('Target is required')).toBeInTheDocument();
  });

  it('clears the name and shows the exact banner when the name already exists', async () => {
    const duplicate = createMock(
      { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
      {
        productFamily: null,
        errors: [
          {
            __typename: 'UserError',
            field: 'name',
            message: TEXTS.familyDuplicateServer,
            code: 'DUPLICATE_NAME',
          },
        ],
      },
    );
    renderForm([duplicate]);
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    expect(
      await screen.findByText('Error: Product Family with name you provided already exists!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(duplicate.result).toHaveBeenCalledTimes(1);
  });

  it('shows a server rule failure at its field', async () => {
    const invalid = createMock(
      { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
      {
        productFamily: null,
        errors: [
          {
            __typename: 'UserError',
            field: 'owner',
            message: 'Owner is not a known user',
            code: 'VALIDATION',
          },
        ],
      },
    );
    renderForm([invalid]);
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText('Owner is not a known user')).toBeInTheDocument();
  });

  it('confirms a created family, locks the fields and offers New to start again', async () => {
    const created = createMock(
      { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
      {
        productFamily: family(9, { name: 'Cloud Services', budgetLimit: '400000.00' }),
        errors: [],
      },
    );
    renderForm([created]);
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    expect(await screen.findByText(TEXTS.familyCreated)).toBeInTheDocument();
    expect(nameField()).toBeDisabled();
    expect(submit()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(nameField()).toBeEnabled();
    expect(nameField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
  });

  it('adds the created family to the overview without reloading it', async () => {
    const listed = {
      request: { query: ProductFamiliesQuery },
      result: { data: { productFamilies: [] } },
      maxUsageCount: 1,
    };
    const created = createMock(
      { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
      {
        productFamily: family(9, { name: 'Cloud Services', budget: '0.00', forecast: '0.00' }),
        errors: [],
      },
    );
    renderWithProviders(
      <>
        <OverviewPage />
        <CreateProductFamilyPage />
      </>,
      {
        mocks: [owners, listed, created] as never,
        session: testSession({
          roles: [ROLES.editProductFamily],
          flags: { budgetLimitEnabled: true },
        }),
      },
    );
    expect(await screen.findByText(TEXTS.noFamilies)).toBeInTheDocument();
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByRole('article', { name: 'Cloud Services' })).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.noFamilies)).not.toBeInTheDocument();
  });
});
