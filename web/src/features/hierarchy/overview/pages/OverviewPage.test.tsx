import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { TEXTS } from '@cost-steering/schema';
import { useCurrency } from '../../../../shared/currency/currency';
import { createTestCache, renderWithProviders } from '../../../../testing/render';
import { preloadFirstScreen } from '../preload';
import { resetViewport, setViewportWidth } from '../../../../testing/viewport';
import { AllProductsQuery } from '../levels/FullOverviewLevel';
import { ProductWithEntitiesQuery } from '../levels/EntityLevel';
import { ProductEntitiesQuery } from '../tables/ProductEntities';
import {
  application,
  familiesMock,
  familySummary,
  familyPageProductsMock,
  familyProductsMock,
  familyRow,
  filtersMock,
  productCard,
  productRow,
  project,
  repeatable,
} from '../testData';
import { OverviewPage } from './OverviewPage';

const cloud = { id: '1', name: 'Cloud Services' };

const families = [
  familyRow(1, {
    name: 'Cloud Services',
    budget: '250000.00',
    forecast: '180000.00',
    actuals: '120000.00',
    availableBudget: '150000.00',
  }),
  familyRow(2, {
    name: 'Workplace',
    owner: 'admin',
    budget: '1000.10',
    forecast: '1000.10',
    actuals: '0.00',
    availableBudget: '0.20',
    forecastStatus: 'NEGATIVE',
    actualsStatus: 'POSITIVE',
  }),
];

function entitiesMock() {
  return repeatable({
    request: { query: ProductWithEntitiesQuery, variables: { productId: '12', sort: 'NAME_ASC' } },
    result: {
      data: {
        product: {
          ...productRow(12, cloud, { name: 'Storage' }),
          projects: [project(31, { name: 'Backup Renewal' })],
          applications: [application(41, { name: 'Storage Portal' })],
        },
      },
    },
  });
}

function BrowserBack() {
  return <button onClick={() => window.history.back()}>Browser back</button>;
}

function DisplayCurrency({ id, rate }: { id: string; rate: string }) {
  const { setCurrencies, select } = useCurrency();
  useEffect(() => {
    setCurrencies([{ id, rate }]);
    select(id);
  }, [id, rate, select, setCurrencies]);
  return null;
}

function renderOverview(
  mocks: MockLink.MockedResponse[],
  route = '/',
  extra: React.ReactNode = null,
) {
  return renderWithProviders(
    <>
      <OverviewPage />
      <BrowserBack />
      {extra}
    </>,
    { mocks: [filtersMock(), ...mocks], route },
  );
}

/** Waits until the router shows the location (after a click, or `history.back()`). */
async function expectLocation(pathAndQuery: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(pathAndQuery));
}

describe('product overview, family level', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each family as a card with owner, year, budget summary and an Overview button', async () => {
    renderOverview([familiesMock(families)]);
    const card = await screen.findByRole('article', { name: 'Cloud Services' });
    expect(within(card).getByText('Owner: controller')).toBeInTheDocument();
    expect(within(card).getByText('Year: 2026')).toBeInTheDocument();
    expect(within(card).getByText('250.000,00 EUR')).toBeInTheDocument();
    expect(within(card).getByText('180.000,00 EUR')).toBeInTheDocument();
    expect(within(card).getByText('120.000,00 EUR')).toBeInTheDocument();
    expect(within(card).getByText('150.000,00 EUR')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Overview of Cloud Services' }),
    ).toHaveTextContent('Overview');
  });

  it('pages the family cards, 12 at first, the summary covering every family', async () => {
    const many = Array.from({ length: 13 }, (_, i) =>
      familyRow(i + 1, { name: `Family ${String(i + 1).padStart(2, '0')}` }),
    );
    renderOverview([familiesMock(many)]);
    await screen.findByRole('article', { name: 'Family 01' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('article', { name: 'Family 13' })).not.toBeInTheDocument();
    // The pager is a lazy chunk: it appears once loaded.
    expect(await screen.findByText('1–12 of 13')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Family 13',
    ]);
  });

  it("shows the server's summary of every family the filter keeps, not only the page", async () => {
    const many = Array.from({ length: 13 }, (_, i) => familyRow(i + 1));
    const summary = familySummary({
      budget: '251000.10',
      forecast: '181000.10',
      actuals: '120000.00',
      availableBudget: '150000.20',
      forecastStatus: 'POSITIVE',
    });
    renderOverview([familiesMock(many, { summary })]);
    const total = await screen.findByRole('region', { name: 'Budget summary' });
    expect(within(total).getByText('251.000,10 EUR')).toBeInTheDocument();
    expect(within(total).getByText('181.000,10 EUR')).toBeInTheDocument();
    expect(within(total).getByText('120.000,00 EUR')).toBeInTheDocument();
    expect(within(total).getByText('150.000,20 EUR')).toBeInTheDocument();
    // Remaining: budget − forecast, exactly.
    expect(within(total).getByText('70.000,00 EUR')).toBeInTheDocument();
  });

  it('colours the summary by the statuses the server judged', async () => {
    const summary = familySummary({
      budget: '1000.00',
      forecast: '850.00',
      actuals: '900.00',
      forecastStatus: 'WARNING',
      actualsStatus: 'NEGATIVE',
    });
    renderOverview([familiesMock([familyRow(1), familyRow(2)], { summary })]);
    const total = await screen.findByRole('region', { name: 'Budget summary' });
    expect(within(total).getByText('850,00 EUR')).toHaveStyle({ color: '#b45309' });
    expect(within(total).getByText('900,00 EUR')).toHaveStyle({ color: '#d32f2f' });
  });

  it('colours forecast and actuals with the theme colour of their status', async () => {
    renderOverview([
      familiesMock([
        familyRow(1, {
          forecast: '1.00',
          actuals: '2.00',
          forecastStatus: 'POSITIVE',
          actualsStatus: 'WARNING',
        }),
        familyRow(2, { forecast: '3.00', actuals: '4.00', forecastStatus: 'NEGATIVE' }),
      ]),
    ]);
    const first = await screen.findByRole('article', { name: 'Family 1' });
    const second = screen.getByRole('article', { name: 'Family 2' });
    expect(within(first).getByText('1,00 EUR')).toHaveStyle({ color: '#2e7d32' });
    expect(within(first).getByText('2,00 EUR')).toHaveStyle({ color: '#b45309' });
    expect(within(second).getByText('3,00 EUR')).toHaveStyle({ color: '#d32f2f' });
  });

  it('shows every amount as value × the display-currency rate', async () => {
    renderOverview([familiesMock(families)], '/', <DisplayCurrency id="USD" rate="1.08" />);
    const card = await screen.findByRole('article', { name: 'Cloud Services' });
    expect(within(card).getByText('270.000,00 USD')).toBeInTheDocument();
    expect(within(card).getByText('194.400,00 USD')).toBeInTheDocument();
  });

  it("says 'There are no product families to show.' when there are none", async () => {
    renderOverview([familiesMock([])]);
    expect(await screen.findByText(TEXTS.noFamilies)).toBeInTheDocument();
  });

  it('offers exactly the sort options of the spec, A-Z first', async () => {
    renderOverview([familiesMock(families)]);
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveTextContent('A-Z');
    await userEvent.click(sort);
    // The select's list loads when first opened (shared/select/SelectField.tsx).
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'A-Z',
      'Z-A',
      'Budget desc',
      'Budget asc',
      'Actuals desc',
      'Actuals asc',
    ]);
  });

  it('asks the server for the chosen sort and shows its order', async () => {
    renderOverview([
      familiesMock(families),
      familiesMock([families[1], families[0]], { sort: 'ACTUALS_ASC' }),
    ]);
    await screen.findByRole('article', { name: 'Cloud Services' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort' }));
    await userEvent.click(screen.getByRole('option', { name: 'Actuals asc' }));
    await screen.findByRole('article', { name: 'Workplace' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Workplace',
      'Cloud Services',
    ]);
  });

  it('filters the families by what the filter bar submits, and keeps it in the URL', async () => {
    renderOverview([
      familiesMock(families),
      familiesMock([families[1]], { filter: { owner: 'alice' } }),
    ]);
    await screen.findByRole('article', { name: 'Cloud Services' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Owner' }));
    await userEvent.click(screen.getByRole('option', { name: 'alice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expectLocation('/?filterOwner=alice');
    await screen.findByRole('article', { name: 'Workplace' });
    expect(screen.queryByRole('article', { name: 'Cloud Services' })).not.toBeInTheDocument();
  });

  it('lists products and platforms in list mode; a row expands to its projects and applications', async () => {
    const withProducts = families.map((family) => ({
      ...family,
      products:
        family.id === '1'
          ? [
              productRow(12, cloud, { name: 'Storage' }),
              productRow(13, cloud, { name: 'Kubernetes', isPlatform: true }),
            ]
          : [],
    }));
    renderOverview([
      familiesMock(families),
      familyPageProductsMock(withProducts),
      repeatable({
        request: { query: ProductEntitiesQuery, variables: { productId: '12', sort: 'NAME_ASC' } },
        result: {
          data: {
            product: {
              __typename: 'Product',
              id: '12',
              projects: [project(31, { name: 'Backup Renewal' })],
              applications: [application(41, { name: 'Storage Portal' })],
            },
          },
        },
      }),
    ]);
    await screen.findByRole('article', { name: 'Cloud Services' });
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));

    const table = await screen.findByRole('table', { name: 'Product families' });
    const cloudRows = within(table).getByRole('rowgroup', { name: 'Cloud Services' });
    // The products of the page come with a query of their own, after the families.
    expect(
      await within(cloudRows).findByRole('rowheader', { name: 'Storage' }),
    ).toBeInTheDocument();
    expect(
      within(cloudRows).getByRole('rowheader', { name: 'Kubernetes Platform' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('rowgroup', { name: 'Workplace' })).toHaveTextContent(
      TEXTS.listEmpty,
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Show projects and applications of Storage' }),
    );
    const entities = await within(table).findByRole('table', { name: 'Projects and applications' });
    const rows = within(entities).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Project',
      'Application',
    ]);
    expect(within(entities).getByRole('rowheader', { name: 'Backup Renewal' })).toBeInTheDocument();
    expect(within(entities).getByRole('rowheader', { name: 'Storage Portal' })).toBeInTheDocument();
  });
});

describe('product overview on a phone', () => {
  beforeEach(() => setViewportWidth(412));
  afterEach(resetViewport);

  it('keeps the filter bar behind a Filters button, which opens it and says it was applied', async () => {
    renderOverview([
      familiesMock(families),
      familiesMock([families[1]], { filter: { owner: 'alice' } }),
    ]);
    await screen.findByRole('article', { name: 'Cloud Services' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).queryByRole('combobox', { name: 'Owner' })).not.toBeInTheDocument();
    const toggle = within(filters).getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await within(filters).findByRole('combobox', { name: 'Owner' }));
    // The select's list loads when first opened (shared/select).
    await userEvent.click(await screen.findByRole('option', { name: 'alice' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Submit' }));
    await expectLocation('/?filterOwner=alice');
    await screen.findByRole('article', { name: 'Workplace' });
    expect(within(filters).getByRole('button', { name: 'Filters (applied)' })).toBeInTheDocument();
  });
});

describe('product overview, drilling down', () => {
  beforeEach(() => window.localStorage.clear());

  it('goes from families to products to projects and applications, and back by the URL', async () => {
    renderOverview([
      familiesMock(families),
      familyProductsMock(cloud, [
        productCard(12, cloud, {
          name: 'Storage',
          region: { __typename: 'Region', id: '2', name: 'EMEA' },
        }),
        productCard(13, cloud, { name: 'Kubernetes', isPlatform: true, platformCost: '50.00' }),
      ]),
      entitiesMock(),
    ]);
    await userEvent.click(await screen.findByRole('link', { name: 'Overview of Cloud Services' }));
    await expectLocation('/?family=1');

    const storage = await screen.findByRole('article', { name: 'Storage' });
    expect(within(storage).getByText('Region: EMEA')).toBeInTheDocument();
    expect(within(storage).getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Kubernetes' })).getByText('Platform'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Overview levels' })).toHaveTextContent(
      'Family overview',
    );

    await userEvent.click(
      within(storage).getByRole('link', { name: 'Projects & Applications of Storage' }),
    );
    await expectLocation('/?family=1&product=12');
    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(within(projects).getByRole('article', { name: 'Backup Renewal' })).toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(
      within(applications).getByRole('article', { name: 'Storage Portal' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await expectLocation('/?family=1');
    expect(await screen.findByRole('article', { name: 'Kubernetes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Family overview' }));
    await expectLocation('/');
    expect(await screen.findByRole('article', { name: 'Workplace' })).toBeInTheDocument();
  });

  it('opens the level the URL names on a reload', async () => {
    renderOverview([entitiesMock()], '/?family=1&product=12');
    expect(await screen.findByRole('article', { name: 'Backup Renewal' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Overview levels' });
    expect(within(trail).getByRole('link', { name: 'Cloud Services' })).toHaveAttribute(
      'href',
      '/?family=1',
    );
    expect(within(trail).getByRole('link', { name: 'Family overview' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("says 'List is empty!' for a family without products", async () => {
    renderOverview([familyProductsMock(cloud, [])], '/?family=1');
    expect(await screen.findByText(TEXTS.listEmpty)).toBeInTheDocument();
  });

  it("says 'There are no projects or applications in this product.' for an empty product", async () => {
    renderOverview(
      [
        repeatable({
          request: {
            query: ProductWithEntitiesQuery,
            variables: { productId: '12', sort: 'NAME_ASC' },
          },
          result: {
            data: { product: { ...productRow(12, cloud), projects: [], applications: [] } },
          },
        }),
      ],
      '/?family=1&product=12',
    );
    expect(await screen.findByText(TEXTS.noProjectsOrApplications)).toBeInTheDocument();
  });
});

describe('product overview, full overview', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for a filter before it shows every family’s products, then shows the matching ones', async () => {
    renderOverview(
      [
        repeatable({
          request: {
            query: AllProductsQuery,
            variables: { filter: { productFamilyId: '1' }, sort: 'NAME_ASC' },
          },
          result: { data: { products: [productCard(12, cloud, { name: 'Storage' })] } },
        }),
      ],
      '/?level=all',
    );
    expect(await screen.findByText(TEXTS.selectFilter)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('combobox', { name: 'Product Family' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cloud Services' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await expectLocation('/?level=all&filterFamily=1');
    const card = await screen.findByRole('article', { name: 'Storage' });
    expect(within(card).getByText('Product family: Cloud Services')).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.selectFilter)).not.toBeInTheDocument();
  });

  it('is reached from the family overview', async () => {
    renderOverview([familiesMock(families)]);
    await userEvent.click(screen.getByRole('link', { name: 'Full overview' }));
    await expectLocation('/?level=all');
    expect(await screen.findByText(TEXTS.selectFilter)).toBeInTheDocument();
  });
});

// Last in the file: the preload's memory is the module's, and lasts PRELOAD_FRESH_MS.
describe("the start-up's preload of the first page", () => {
  it('is shown by the first overview after it without asking again; a later one asks', async () => {
    const mock = familiesMock(families);
    const matches = mock.request.variables as (variables: Record<string, unknown>) => boolean;
    let asked = 0;
    const counted: MockLink.MockedResponse = {
      ...mock,
      request: {
        ...mock.request,
        variables: (variables: Record<string, unknown>) => {
          const matched = matches(variables);
          if (matched) asked += 1;
          return matched;
        },
      },
    };
    const cache = createTestCache();
    await preloadFirstScreen(new ApolloClient({ cache, link: new MockLink([counted]) }), {
      pathname: '/',
      search: '',
    });

    const first = renderWithProviders(<OverviewPage />, { mocks: [counted], cache });
    expect(await screen.findByRole('article', { name: 'Cloud Services' })).toBeInTheDocument();
    // A second request would have left as the page mounted; let any pending timer run first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).toBe(1);

    // Back on the overview later (e.g. after creating a family): it refreshes.
    first.unmount();
    renderWithProviders(<OverviewPage />, { mocks: [counted], cache });
    expect(await screen.findByRole('article', { name: 'Cloud Services' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(2));
  });
});
