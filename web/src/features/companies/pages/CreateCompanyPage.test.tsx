import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_MESSAGES, ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { CreateCompanyMutation } from '../hooks/useCreateCompany';
import { company, companyFiltersMock } from '../testData';
import { CreateCompanyPage } from './CreateCompanyPage';
import { pressEnterOn } from '../../../testing/keyboard';

const filters = companyFiltersMock([{ id: '1', name: 'Contoso d.o.o.' }]);

function createMock(input: object, payload: object) {
  const result = jest.fn(() => ({
    data: { createCompany: { __typename: 'CreateCompanyPayload', ...payload } },
  }));
  return { request: { query: CreateCompanyMutation, variables: { input } }, result };
}

function renderPage(mocks: object[] = []) {
  renderWithProviders(<CreateCompanyPage />, {
    mocks: [filters, ...mocks] as never,
    session: testSession({ roles: [ROLES.editPurchaseOrder] }),
  });
}

const form = () => screen.getByRole('form', { name: 'Create company' });
const field = (name: RegExp) => within(form()).getByRole('textbox', { name });
const submit = () => within(form()).getByRole('button', { name: 'Submit' });
const postalOnly = () => within(form()).getByRole('checkbox', { name: 'Use Postal Code only' });

async function paste(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function chooseCountry(name: string) {
  await paste(within(form()).getByRole('combobox', { name: /^Country/ }), name);
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function fillCompany(more: { postalOnly?: boolean } = {}) {
  await paste(field(/^Name/), ' Fourth Coffee ');
  await paste(field(/^City/), 'Osijek');
  await chooseCountry('Croatia');
  if (more.postalOnly) await userEvent.click(postalOnly());
  else {
    await paste(field(/^Street/), 'Europska avenija');
    await paste(field(/^House number/), '9');
  }
  await paste(field(/^Postal code/), '31000');
}

const created = company(7, {
  name: 'Fourth Coffee',
  street: null,
  houseNumber: null,
  city: 'Osijek',
  postalCode: '31000',
});

/** What fillCompany({ postalOnly: true }) sends. */
const POSTAL_ONLY_INPUT = {
  name: 'Fourth Coffee',
  city: 'Osijek',
  country: 'Croatia',
  street: null,
  houseNumber: null,
  postalCode: '31000',
};

/** The answer to fillCompany({ postalOnly: true }) and Submit: the company created. */
const postalOnlyCreated = () => createMock(POSTAL_ONLY_INPUT, { company: created, errors: [] });

describe('create company', () => {
  it('starts with Submit disabled and explains every required field', async () => {
    renderPage();
    await waitFor(() => expect(submit()).toBeDisabled());
    for (const name of [/^Name/, /^City/, /^Street/, /^House number/, /^Postal code/]) {
      await userEvent.click(field(name));
    }
    await userEvent.click(within(form()).getByRole('combobox', { name: /^Country/ }));
    await userEvent.tab();
    for (const message of [
      COMPANY_MESSAGES.nameRequired,
      COMPANY_MESSAGES.cityRequired,
      COMPANY_MESSAGES.countryRequired,
      COMPANY_MESSAGES.streetRequired,
      COMPANY_MESSAGES.houseNumberRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('counts the name against 32 and explains a too long name', async () => {
    renderPage();
    await paste(field(/^Name/), 'x'.repeat(33));
    await userEvent.tab();
    expect(await screen.findByText(COMPANY_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Name length')).toHaveTextContent('33/32');
  });

  it('offers the complete country list and only its names', async () => {
    renderPage();
    await paste(within(form()).getByRole('combobox', { name: /^Country/ }), 'united');
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'United Kingdom',
        'United States of America',
        'United Arab Emirates',
      ]),
    );
  });

  it('with Use Postal Code only, disables street and house number and sends them as null', async () => {
    const mock = postalOnlyCreated();
    renderPage([mock]);
    await paste(field(/^Street/), 'left over');
    await fillCompany({ postalOnly: true });
    expect(field(/^Street/)).toBeDisabled();
    expect(field(/^Street/)).toHaveValue('');
    expect(field(/^House number/)).toBeDisabled();
    await waitFor(() => expect(submit()).toBeEnabled());
    const regions = screen.getAllByRole('status');
    await userEvent.click(submit());

    expect(await screen.findByText(TEXTS.companyCreated)).toBeInTheDocument();
    // WCAG 4.1.3: the hint comes into a polite region that was there before it.
    const hint = screen.getByText(TEXTS.companyCreatedHint);
    expect(regions).toContain(hint.closest('[role="status"]'));
    expect(mock.result).toHaveBeenCalledTimes(1);
    // The contact form appears with the new company chosen; the company form is locked.
    const contactForm = screen.getByRole('form', { name: 'Create contact' });
    expect(within(contactForm).getByRole('combobox', { name: /^Company/ })).toHaveTextContent(
      'Fourth Coffee',
    );
    expect(field(/^Name/)).toBeDisabled();
    expect(submit()).toBeDisabled();
    await userEvent.click(within(form()).getByRole('button', { name: 'New' }));
    expect(screen.queryByRole('form', { name: 'Create contact' })).not.toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('');
  });

  it('keeps the focus on the form after Submit and New by keyboard (not on <body>)', async () => {
    const mock = postalOnlyCreated();
    renderPage([mock]);
    await fillCompany({ postalOnly: true });
    await waitFor(() => expect(submit()).toBeEnabled());
    await pressEnterOn(submit());
    expect(await screen.findByText(TEXTS.companyCreated)).toBeInTheDocument();
    await waitFor(() => expect(form()).toHaveFocus());
    await userEvent.tab();
    expect(within(form()).getByRole('button', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(form()).toHaveFocus();
  });

  it('sends a full address trimmed', async () => {
    const mock = createMock(
      {
        name: 'Fourth Coffee',
        city: 'Osijek',
        country: 'Croatia',
        street: 'Europska avenija',
        houseNumber: '9',
        postalCode: '31000',
      },
      { company: { ...created, street: 'Europska avenija', houseNumber: '9' }, errors: [] },
    );
    renderPage([mock]);
    await fillCompany();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText(TEXTS.companyCreated)).toBeInTheDocument();
  });

  it('shows a duplicate as ERROR: {server message} and clears the name', async () => {
    const mock = createMock(POSTAL_ONLY_INPUT, {
      company: null,
      errors: [
        {
          __typename: 'UserError',
          field: 'name',
          message: TEXTS.companyDuplicateServer,
          code: 'DUPLICATE_NAME',
        },
      ],
    });
    renderPage([mock]);
    await fillCompany({ postalOnly: true });
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(
      await screen.findByText('ERROR: Company with given name already exists.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    expect(screen.getByText(COMPANY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create contact' })).not.toBeInTheDocument();
  });

  it('shows a network failure with the spec’s text', async () => {
    renderPage([
      {
        request: {
          query: CreateCompanyMutation,
          variables: { input: POSTAL_ONLY_INPUT },
        },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await fillCompany({ postalOnly: true });
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText(TEXTS.networkError)).toBeInTheDocument();
  });
});
