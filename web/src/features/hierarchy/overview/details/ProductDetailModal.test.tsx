import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ROLES, TEXTS, TIMINGS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../../testing/render';
import { testSession, type TestSessionOptions } from '../../../../testing/session';
import { purchaseOrder, repeatable } from '../testData';
import { CHART_TITLES } from './ProductCharts';
import { ProductActions } from './ProductActions';
import { ProductDetailModal, ProductFiguresQuery, ProductOrdersQuery } from './ProductDetailModal';
import type { ProductRef } from './ProductDetails';

const storage: ProductRef = { id: '12', name: 'Storage', isPlatform: false };
const kubernetes: ProductRef = { id: '13', name: 'Kubernetes Platform', isPlatform: true };

function breakdown(capitalInfrastructure: string) {
  const amounts = (infrastructure: string) => ({
    __typename: 'CostTypeAmounts',
    infrastructure,
    maintenance: '0.00',
    enhancement: '0.00',
  });
  return {
    __typename: 'CostBreakdown',
    capital: amounts(capitalInfrastructure),
    expense: amounts('0.00'),
  };
}

function year(value: number) {
  return {
    __typename: 'YearFigures',
    year: value,
    budget: '10.00',
    forecast: '5.00',
    actuals: '1.00',
  };
}

function figuresMock(id: string) {
  return repeatable({
    request: { query: ProductFiguresQuery, variables: { id } },
    result: {
      data: {
        product: {
          __typename: 'Product',
          id,
          budget: '100.00',
          forecast: '50.00',
          actuals: '10.00',
          budgetBreakdown: breakdown('100.00'),
          forecastBreakdown: breakdown('50.00'),
          actualsBreakdown: breakdown('10.00'),
          lastYear: year(2025),
          nextYear: year(2027),
          purchaseOrdersCurrentYear: breakdown('40.00'),
          purchaseOrdersNextYear: breakdown('20.00'),
        },
      },
    },
    delay: 0,
  });
}

function ordersMock(product: ProductRef, result: object) {
  return repeatable({
    request: {
      query: ProductOrdersQuery,
      variables: { id: product.id, withInvoices: !product.isPlatform },
    },
    ...result,
    delay: 0,
  });
}

const chartTitles = Object.values(CHART_TITLES);

function renderModal(product: ProductRef, orders: object, session?: TestSessionOptions) {
  renderWithProviders(<ProductDetailModal product={product} onClose={jest.fn()} />, {
    mocks: [figuresMock(product.id), ordersMock(product, orders)],
    session: testSession(session),
  });
}

describe('product detail modal', () => {
  afterEach(() => jest.useRealTimers());

  it('shows its three labelled charts only 500 ms after the figures arrived', async () => {
    jest.useFakeTimers();
    renderModal(storage, {
      result: {
        data: { product: { __typename: 'Product', id: '12', purchaseOrders: [], invoices: [] } },
      },
    });
    // The figures arrive…
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(TEXTS.noOrdersForProduct)).toBeInTheDocument();
    // …and the charts wait.
    await act(() => jest.advanceTimersByTimeAsync(TIMINGS.productDetailWaitMs - 1));
    for (const title of chartTitles) {
      expect(screen.queryByRole('figure', { name: title })).not.toBeInTheDocument();
    }
    await act(() => jest.advanceTimersByTimeAsync(1));
    for (const title of chartTitles) {
      const figure = await screen.findByRole('figure', { name: title });
      expect(figure.querySelector('svg')).not.toBeNull();
    }
    expect(TIMINGS.productDetailWaitMs).toBe(500);
  });

  it("shows 'ERROR: You don't have permission to see details!' when the orders are refused", async () => {
    renderModal(storage, {
      result: {
        errors: [new GraphQLError(TEXTS.forbiddenDetails, { extensions: { code: 'FORBIDDEN' } })],
      },
    });
    expect(await screen.findByText(TEXTS.forbiddenDetails)).toBeInTheDocument();
    expect(TEXTS.forbiddenDetails).toBe("ERROR: You don't have permission to see details!");
  });

  it("says 'No invoices found for this product.' for an order of the product without invoices", async () => {
    renderModal(storage, {
      result: {
        data: {
          product: {
            __typename: 'Product',
            id: '12',
            purchaseOrders: [purchaseOrder(1, { orderText: 'Disks' })],
            invoices: [],
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of Disks' }));
    expect(screen.getByText(TEXTS.noInvoicesForProduct)).toBeInTheDocument();
  });
});

describe("product detail modal's buttons", () => {
  const links = () => screen.queryAllByRole('link').map((link) => link.textContent);

  it("offers 'CU Allocation Percentage' for a product when cost units are enabled", () => {
    renderWithProviders(<ProductActions product={storage} />, {
      session: testSession({
        roles: [ROLES.viewProductHierarchy],
        flags: { costUnitsEnabled: true },
      }),
    });
    expect(screen.getByRole('link', { name: 'CU Allocation Percentage' })).toHaveAttribute(
      'href',
      '/product-cost-unit-allocation?product=12',
    );
    expect(links()).toEqual(['CU Allocation Percentage']);
  });

  it("offers no 'CU Allocation Percentage' to a user that page would send back to /", () => {
    renderWithProviders(<ProductActions product={storage} />, {
      session: testSession({ roles: [ROLES.editCostUnit], flags: { costUnitsEnabled: true } }),
    });
    expect(links()).toEqual([]);
  });

  it('offers nothing for a product when cost units are disabled', () => {
    renderWithProviders(<ProductActions product={storage} />, {
      session: testSession({ flags: { costUnitsEnabled: false } }),
    });
    expect(links()).toEqual([]);
  });

  it("offers a platform's consumers, but not its management without the role", () => {
    renderWithProviders(<ProductActions product={kubernetes} />, {
      session: testSession({ flags: { costUnitsEnabled: true } }),
    });
    expect(screen.getByRole('link', { name: 'Consumers' })).toHaveAttribute(
      'href',
      '/platform-consumers?platform=13',
    );
    expect(links()).toEqual(['Consumers']);
  });

  it("offers 'Manage Platform' by the platform's name to a user with manage-platform", () => {
    renderWithProviders(<ProductActions product={kubernetes} />, {
      session: testSession({ roles: [ROLES.managePlatform] }),
    });
    const manage = screen.getByRole('link', { name: 'Manage Platform' });
    expect(new URL(manage.getAttribute('href')!, 'http://x').pathname).toBe('/manage-platform');
    expect(new URL(manage.getAttribute('href')!, 'http://x').searchParams.get('platform')).toBe(
      'Kubernetes Platform',
    );
    expect(links()).toEqual(['Consumers', 'Manage Platform']);
  });

  it('shows the buttons inside the modal', async () => {
    renderModal(kubernetes, {
      result: { data: { product: { __typename: 'Product', id: '13', purchaseOrders: [] } } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Kubernetes Platform Platform' });
    expect(within(dialog).getByRole('link', { name: 'Consumers' })).toBeInTheDocument();
  });
});
