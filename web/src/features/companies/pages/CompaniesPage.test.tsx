import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { CompanyDetailsQuery } from '../components/CompanyDetailsModal';
import { CompanyContactsQuery } from '../components/ContactsTable';
import { BY_NAME, company, companyFiltersMock, companyListMock, contact } from '../testData';
import { CompaniesPage } from './CompaniesPage';

const contoso = company(1, {
  name: 'Contoso d.o.o.',
  contacts: [
    contact(11, '1', {
      name: 'Ivana Horvat',
      phone: '+385 1 555 0101',
      email: 'ivana@contoso.example',
    }),
  ],
});
const litware = company(2, {
  name: 'Litware Security Ltd',
  street: null,
  houseNumber: null,
  city: 'London',
  postalCode: 'EC1A 1BB',
  country: 'United Kingdom',
});
const filters = companyFiltersMock([contoso, litware]);

function renderPage(mocks: object[]) {
  renderWithProviders(<CompaniesPage />, { mocks: [filters, ...mocks] as never });
}

const grid = () => screen.getByRole('grid', { name: 'Companies' });

/** The filter panel appears once its options arrive (after the spec's filter delay): wait for it. */
async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  // The select's list loads when first opened (shared/select/SelectField.tsx).
  const list = await screen.findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
}

describe('companies screen', () => {
  it('lists companies with their address columns, A-Z by default', async () => {
    renderPage([companyListMock([contoso, litware], 2)]);
    expect(await within(grid()).findByText('Contoso d.o.o.')).toBeInTheDocument();
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Contacts',
      'Name',
      'Street',
      'House number',
      'City',
      'Postal code',
      'Country',
      'Details',
    ]);
    const row = within(grid()).getByText('Litware Security Ltd').closest('[role="row"]')!;
    expect(row).toHaveTextContent('LondonEC1A 1BBUnited Kingdom');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name A-Z');
  });

  it('says there are no companies, and that none match a search', async () => {
    renderPage([companyListMock([], 0), companyListMock([], 0, { search: 'zebra' })]);
    expect(await screen.findByText(TEXTS.noCompanies)).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search companies by name' }),
      'zebra',
    );
    await waitFor(() => expect(screen.getByText(TEXTS.noCompaniesMatch)).toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('expands a row to its contacts, and says so when a company has none', async () => {
    renderPage([companyListMock([contoso, litware], 2)]);
    const show = await screen.findByRole('button', { name: 'Show contacts of Contoso d.o.o.' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const contacts = await screen.findByRole('table', { name: 'Contacts of Contoso d.o.o.' });
    expect(within(contacts).getByText('Ivana Horvat')).toBeInTheDocument();
    expect(within(contacts).getByText('+385 1 555 0101')).toBeInTheDocument();
    expect(within(contacts).getByText('ivana@contoso.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide contacts of Contoso d.o.o.' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Show contacts of Litware Security Ltd' }),
    );
    expect(await screen.findByText(TEXTS.noContactsInCompany)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide contacts of Contoso d.o.o.' }));
    expect(
      screen.queryByRole('table', { name: 'Contacts of Contoso d.o.o.' }),
    ).not.toBeInTheDocument();
  });

  it('shows one company’s contacts in the Details modal', async () => {
    renderPage([
      companyListMock([contoso], 1),
      {
        request: { query: CompanyDetailsQuery, variables: { id: '1' } },
        result: { data: { company: contoso } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Contoso d.o.o.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contoso d.o.o.' });
    expect(within(dialog).getByText('Ilica 1, 10000 Zagreb, Croatia')).toBeInTheDocument();
    expect(await within(dialog).findByText('Ivana Horvat')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows ERROR: 404 Not Found when the company of the Details is gone', async () => {
    renderPage([
      companyListMock([contoso], 1),
      {
        request: { query: CompanyDetailsQuery, variables: { id: '1' } },
        result: { data: { company: null } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Contoso d.o.o.' }));
    expect(await screen.findAllByText(TEXTS.companyNotFound)).not.toHaveLength(0);
  });

  it('offers name, city and country A-Z and Z-A, and sorts on the server', async () => {
    renderPage([
      companyListMock([contoso, litware], 2),
      companyListMock([litware, contoso], 2, { sort: { field: 'CITY', direction: 'ASC' } }),
    ]);
    await within(grid()).findByText('Contoso d.o.o.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((item) => item.textContent);
    expect(options).toEqual([
      'Name A-Z',
      'Name Z-A',
      'City A-Z',
      'City Z-A',
      'Country A-Z',
      'Country Z-A',
    ]);
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'City A-Z' }),
    );
    await waitFor(() => {
      const names = within(grid())
        .getAllByText(/^(Contoso d\.o\.o\.|Litware Security Ltd)$/)
        .map((cell) => cell.textContent);
      expect(names).toEqual(['Litware Security Ltd', 'Contoso d.o.o.']);
    });
  });

  it('filters by country on Submit', async () => {
    renderPage([
      companyListMock([contoso, litware], 2),
      companyListMock([contoso], 1, { country: 'Croatia' }),
    ]);
    await within(grid()).findByText('Litware Security Ltd');
    await choose('Country', 'Croatia');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(grid()).queryByText('Litware Security Ltd')).not.toBeInTheDocument(),
    );
    expect(within(grid()).getByText('Contoso d.o.o.')).toBeInTheDocument();
  });

  it('shows a chosen company’s contacts, sorted only by name, with their empty texts', async () => {
    const contactsMock = (search: string | null, items: object[]) => ({
      request: {
        query: CompanyContactsQuery,
        variables: { companyId: '2', offset: 0, limit: 10, search, sort: BY_NAME },
      },
      result: {
        data: { companyContacts: { __typename: 'ContactPage', items, totalCount: items.length } },
      },
    });
    renderPage([
      companyListMock([contoso, litware], 2),
      contactsMock(null, []),
      contactsMock('zebra', []),
    ]);
    await within(grid()).findByText('Contoso d.o.o.');
    await choose('Company', 'Litware Security Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const contacts = await screen.findByRole('grid', { name: 'Contacts of Litware Security Ltd' });
    expect(await within(contacts).findByText(TEXTS.noContactsInCompany)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Name A-Z', 'Name Z-A']);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search contacts by name' }),
      'zebra',
    );
    // The search waits for the spec's filter delay, then for the server: more than the default.
    await waitFor(() => expect(screen.getByText(TEXTS.noContactsMatch)).toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('exports the companies as CSV without the rows of expanded contacts', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:companies';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage([companyListMock([contoso, litware], 2)]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show contacts of Contoso d.o.o.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines).toEqual([
      'Name;Street;House number;City;Postal code;Country',
      'Contoso d.o.o.;Ilica;1;Zagreb;10000;Croatia',
      'Litware Security Ltd;;;London;EC1A 1BB;United Kingdom',
    ]);
  });
});
