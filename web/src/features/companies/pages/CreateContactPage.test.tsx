import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { CreateContactMutation } from '../hooks/useCreateContact';
import { companyFiltersMock, contact } from '../testData';
import { CreateContactPage } from './CreateContactPage';
import { pressEnterOn } from '../../../testing/keyboard';

const filters = companyFiltersMock([
  { id: '1', name: 'Contoso d.o.o.' },
  { id: '2', name: 'Litware Security Ltd' },
]);

function createMock(input: object, payload: object) {
  const result = jest.fn(() => ({
    data: { createContact: { __typename: 'CreateContactPayload', ...payload } },
  }));
  return { request: { query: CreateContactMutation, variables: { input } }, result };
}

function renderPage(mocks: object[] = []) {
  renderWithProviders(<CreateContactPage />, {
    mocks: [filters, ...mocks] as never,
    session: testSession({ roles: [ROLES.editProductFamily] }),
  });
}

const form = () => screen.getByRole('form', { name: 'Create contact' });
const field = (name: RegExp) => within(form()).getByRole('textbox', { name });
const submit = () => within(form()).getByRole('button', { name: 'Submit' });

async function paste(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function chooseCompany(name: string) {
  await userEvent.click(within(form()).getByRole('combobox', { name: /^Company/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const createdContact = {
  ...contact(21, '2', { name: 'Emma Clarke' }),
  company: {
    __typename: 'Company',
    id: '2',
    contacts: [contact(21, '2', { name: 'Emma Clarke' })],
  },
};

describe('create contact', () => {
  it('starts with Submit disabled and requires company and name', async () => {
    renderPage();
    await waitFor(() => expect(submit()).toBeDisabled());
    await userEvent.click(field(/^Name/));
    await userEvent.tab();
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('combobox', { name: /^Company/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(await screen.findByText(CONTACT_MESSAGES.companyRequired)).toBeInTheDocument();
  });

  it('explains a bad email and bad phone characters', async () => {
    renderPage();
    await paste(field(/^Email/), 'emma@');
    await paste(field(/^Phone/), 'call me');
    await userEvent.tab();
    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.phoneCharacters)).toBeInTheDocument();
  });

  it('sends phone and email only when filled, says so, and keeps the company for the next', async () => {
    const mock = createMock(
      { companyId: '2', name: 'Emma Clarke' },
      { contact: createdContact, errors: [] },
    );
    renderPage([mock]);
    await chooseCompany('Litware Security Ltd');
    await paste(field(/^Name/), ' Emma Clarke ');
    await paste(field(/^Phone/), '   ');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText(TEXTS.contactCreated)).toBeInTheDocument();
    expect(mock.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    expect(within(form()).getByRole('combobox', { name: /^Company/ })).toHaveTextContent(
      'Litware Security Ltd',
    );
  });

  it('keeps the focus on the form after Submit by keyboard (not on <body>)', async () => {
    const mock = createMock(
      { companyId: '2', name: 'Emma Clarke' },
      { contact: createdContact, errors: [] },
    );
    renderPage([mock]);
    await chooseCompany('Litware Security Ltd');
    await paste(field(/^Name/), 'Emma Clarke');
    await waitFor(() => expect(submit()).toBeEnabled());
    await pressEnterOn(submit());
    expect(await screen.findByText(TEXTS.contactCreated)).toBeInTheDocument();
    await waitFor(() => expect(form()).toHaveFocus());
  });

  it('sends a phone and an email that are filled', async () => {
    const mock = createMock(
      { companyId: '1', name: 'Ivana', phone: '+385 1 555 0101', email: 'ivana@contoso.example' },
      { contact: createdContact, errors: [] },
    );
    renderPage([mock]);
    await chooseCompany('Contoso d.o.o.');
    await paste(field(/^Name/), 'Ivana');
    await paste(field(/^Phone/), '+385 1 555 0101');
    await paste(field(/^Email/), 'ivana@contoso.example');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText(TEXTS.contactCreated)).toBeInTheDocument();
    expect(mock.result).toHaveBeenCalledTimes(1);
  });

  it('shows a company that is gone as ERROR: 404 Not Found', async () => {
    const mock = createMock(
      { companyId: '1', name: 'Ivana' },
      {
        contact: null,
        errors: [
          {
            __typename: 'UserError',
            field: 'companyId',
            message: 'The company does not exist.',
            code: 'NOT_FOUND',
          },
        ],
      },
    );
    renderPage([mock]);
    await chooseCompany('Contoso d.o.o.');
    await paste(field(/^Name/), 'Ivana');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText(TEXTS.companyNotFound)).toBeInTheDocument();
  });
});
