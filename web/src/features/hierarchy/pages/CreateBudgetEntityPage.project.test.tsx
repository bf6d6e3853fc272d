import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { useCurrency } from '../../../shared/currency/currency';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import {
  choose,
  createdEntity,
  currenciesMock,
  enter,
  familyChoicesMock,
  familyProductsMock,
  familyRow,
  ownersMock,
  touch,
  userError,
} from '../forms/testMocks';
import { CreateProjectMutation } from '../hooks/useCreateProject';
import { CreateBudgetEntityPage } from './CreateBudgetEntityPage';
import { expectSaid } from '../../../testing/said';
import { pressEnterOn } from '../../../testing/keyboard';

const cloud = familyRow('1', 'Cloud Services');
const empty = familyRow('2', 'Empty Family');

/** Sets the header's display currency, as the currency dropdown does. */
function DisplayCurrency({ code }: { code: string }) {
  const { setCurrencies, select } = useCurrency();
  useEffect(() => {
    setCurrencies([
      { id: 'EUR', rate: '1' },
      { id: 'USD', rate: '1.08' },
    ]);
    select(code);
  }, [code, select, setCurrencies]);
  return null;
}

interface Options {
  mocks?: MockLink.MockedResponse[];
  undefinedEnabled?: boolean;
  displayCurrency?: string;
}

function renderPage({
  mocks = [],
  undefinedEnabled = true,
  displayCurrency = 'EUR',
}: Options = {}) {
  renderWithProviders(
    <>
      <DisplayCurrency code={displayCurrency} />
      <CreateBudgetEntityPage kind="project" />
    </>,
    {
      mocks: [
        familyChoicesMock([empty, cloud]),
        familyProductsMock(cloud, [
          { id: '41', name: 'Object Storage', availableBudget: '1000.00' },
          { id: '42', name: 'Block Storage', availableBudget: '0.00' },
        ]),
        familyProductsMock(empty, []),
        ownersMock(),
        currenciesMock(),
        ...mocks,
      ],
      session: testSession({
        roles: [ROLES.editProjectApplication],
        flags: { undefinedEnabled },
      }),
    },
  );
}

function createMock(input: object, payload: object) {
  const result = jest.fn(() => ({
    data: { createProject: { __typename: 'ProjectPayload', errors: [], ...payload } },
  }));
  return { request: { query: CreateProjectMutation, variables: { input } }, result };
}

/** Customer Portal, a project of product 41 in EUR, with these amounts. */
const portalInput = (budget: Record<string, string>) => ({
  productId: '41',
  name: 'Customer Portal',
  owner: 'controller',
  currency: 'EUR',
  budget,
});
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const amount = (code: string) =>
  screen.getByRole('textbox', { name: new RegExp(`\\(${code}\\)$`) });
const submit = () => screen.getByRole('button', { name: 'Submit' });

async function chooseProduct(product = 'Object Storage') {
  await choose(/^Product family/, 'Cloud Services');
  await choose(/^Product\b(?! family)/, product);
}

describe('create project form', () => {
  it('starts with the current user, EUR and Submit disabled until an amount is entered', async () => {
    renderPage();
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveTextContent('controller');
    expect(await screen.findByRole('combobox', { name: /^Currency/ })).toHaveTextContent('EUR');
    expect(screen.getByText('Enter at least one amount')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('labels each cost input with its meaning, its code and the chosen currency', async () => {
    renderPage();
    for (const label of [
      'Capital Infrastructure (bci)',
      'Capital Maintenance (bcm)',
      'Capital Enhancement (bce)',
      'Expense Infrastructure (bei)',
      'Expense Maintenance (bem)',
      'Expense Enhancement (bee)',
      'Undefined (undef)',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    await choose(/^Currency/, 'USD');
    expect(screen.getByRole('group', { name: 'Budget (USD)' })).toBeInTheDocument();
    expect(amount('bci')).toHaveAccessibleDescription('USD');
  });

  it('offers no Undefined amount when the configuration does not enable it', async () => {
    renderPage({ undefinedEnabled: false });
    await chooseProduct();
    expect(screen.getByRole('textbox', { name: 'Expense Enhancement (bee)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Undefined (undef)' })).not.toBeInTheDocument();
  });

  it('explains a missing family, product and name', async () => {
    renderPage();
    await touch(screen.getByRole('combobox', { name: /^Product family/ }));
    await touch(nameField());
    expect(await screen.findByText('Product family is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    await choose(/^Product family/, 'Cloud Services');
    await touch(screen.getByRole('combobox', { name: /^Product\b(?! family)/ }));
    expect(await screen.findByText('Product is required')).toBeInTheDocument();
  });

  it('counts the name against 32 characters and explains a too long name', async () => {
    renderPage();
    await enter(nameField(), 'y'.repeat(33));
    await userEvent.tab();
    expect(await screen.findByText('Name can have at most 32 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name length')).toHaveTextContent('33/32');
  });

  it('explains an amount that is not a number or below 1', async () => {
    renderPage();
    await enter(amount('bci'), 'ten');
    await enter(amount('bcm'), '0.99');
    await userEvent.tab();
    expect(await screen.findByText('Amount must be a number')).toBeInTheDocument();
    expect(screen.getByText('Amount must be at least 1')).toBeInTheDocument();
  });

  it("says 'Error: This product family has no products' for a family without products", async () => {
    renderPage();
    await choose(/^Product family/, 'Empty Family');
    expect(await screen.findByText(TEXTS.familyHasNoProducts)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Product\b(?! family)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("shows the product's available budget in the display currency", async () => {
    renderPage({ displayCurrency: 'USD' });
    await chooseProduct();
    expect(await screen.findByText('Unallocated: 1.080,00 USD (1.000,00 EUR)')).toBeInTheDocument();
  });

  it('disables Submit while the sum exceeds the available budget, and allows exactly all of it', async () => {
    renderPage();
    await chooseProduct();
    await enter(nameField(), 'Customer Portal');
    await enter(amount('bci'), '600');
    await enter(amount('bee'), '400.01');
    expect(
      await screen.findByText("The budget exceeds the product's available budget"),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await userEvent.clear(amount('bee'));
    await enter(amount('bee'), '400');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByLabelText('Budget total')).toHaveTextContent(
      'Total: 1.000,00 EUR of 1.000,00 EUR available',
    );
  });

  it("converts with the chosen currency's rate before comparing with the available budget", async () => {
    renderPage();
    await chooseProduct();
    await enter(nameField(), 'Customer Portal');
    await choose(/^Currency/, 'USD');
    await enter(amount('bci'), '1080');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByLabelText('Budget total')).toHaveTextContent(
      'Total: 1.080,00 USD of 1.080,00 USD available',
    );

    await userEvent.clear(amount('bci'));
    await enter(amount('bci'), '1080.01');
    expect(
      await screen.findByText("The budget exceeds the product's available budget"),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('disables Submit for a product with no budget left', async () => {
    renderPage();
    await chooseProduct('Block Storage');
    await enter(nameField(), 'Customer Portal');
    await enter(amount('bci'), '1');
    expect(
      await screen.findByText("The budget exceeds the product's available budget"),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('confirms the project and keeps family, product and currency for the next entry', async () => {
    const created = createMock(
      {
        productId: '41',
        name: 'Customer Portal',
        owner: 'controller',
        currency: 'USD',
        budget: { bci: '500', bee: '40.50' },
      },
      { project: createdEntity('Project', { productId: '41' }) },
    );
    renderPage({ mocks: [created] });
    await chooseProduct();
    await enter(nameField(), 'Customer Portal');
    await choose(/^Currency/, 'USD');
    await enter(amount('bci'), '500');
    await enter(amount('bee'), '40.50');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    await expectSaid('status', 'Project created successfully!');
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(amount('bci')).toHaveValue('');
    expect(amount('bee')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Product\b(?! family)/ })).toHaveTextContent(
      'Object Storage',
    );
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveTextContent('USD');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(created.result).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on the form after Submit by keyboard (not on <body>)', async () => {
    const created = createMock(portalInput({ bci: '500' }), {
      project: createdEntity('Project', { productId: '41' }),
    });
    renderPage({ mocks: [created] });
    await chooseProduct();
    await enter(nameField(), 'Customer Portal');
    await enter(amount('bci'), '500');
    await waitFor(() => expect(submit()).toBeEnabled());
    await pressEnterOn(submit());
    await expectSaid('status', 'Project created successfully!');
    // The name is emptied for the next entry, so Submit is disabled: the form keeps the focus.
    await waitFor(() => expect(screen.getByRole('form', { name: 'Create project' })).toHaveFocus());
  });

  it('clears the name and shows the exact banner when the name already exists', async () => {
    const duplicate = createMock(portalInput({ bci: '100' }), {
      project: null,
      errors: [userError('DUPLICATE_NAME', TEXTS.projectDuplicateServer, 'name')],
    });
    renderPage({ mocks: [duplicate] });
    await chooseProduct();
    await enter(nameField(), 'Customer Portal');
    await enter(amount('bci'), '100');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    await expectSaid('alert', 'Error: Project with name you provided already exists!');
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(amount('bci')).toHaveValue('100');
  });

  it("shows the server's over-budget refusal below the amounts", async () => {
    const refused = createMock(
      {
        productId: '41',
        name: 'Customer Portal',
        owner: 'controller',
        currency: 'EUR',
        budget: { bci: '100' },
      },
      {
        project: null,
        errors: [userError('OVER_BUDGET', 'Only 50.00 EUR are left in the product', 'budget')],
      },
    );
    renderPage({ mocks: [refused] });
    await chooseProduct();
    await enter(nameField(), 'Customer Portal');
    await enter(amount('bci'), '100');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    const message = await screen.findByText('Only 50.00 EUR are left in the product');
    expect(
      within(message.parentElement as HTMLElement).getByLabelText('Budget total'),
    ).toBeInTheDocument();
  });
});
