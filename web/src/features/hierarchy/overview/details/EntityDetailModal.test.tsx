import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../../testing/render';
import { invoice, invoiceLine, listItem, purchaseOrder, repeatable } from '../testData';
import { OrderDetailsQuery } from '../../../../shared/orders/documents';
import { EntityDetailModal, EntityOrdersQuery } from './EntityDetailModal';
import type { EntityKind } from './EntityDetails';

const timeAndMaterial = listItem(101, {
  position: 2,
  name: 'Storage engineering',
  type: 'EXPENSE',
  costType: 'MAINTENANCE',
  resourceName: 'Ana Analyst',
  quantity: '2.5',
  dailyRate: '800.00',
  amount: '2000.00',
  amountCurrentYear: '1500.00',
  remainingAmount: '1200.00',
});

const order = purchaseOrder(1, {
  orderText: 'Backup licences',
  orderAmountEur: '12345.60',
  amountCurrentYear: '10000.00',
  remainingAmount: '12345.30',
  listItems: [listItem(100, { position: 1, name: 'Licences' }), timeAndMaterial],
});
const otherOrder = purchaseOrder(2, { orderText: 'Support', listItems: [] });

function entityMock(
  kind: EntityKind,
  found: { purchaseOrders: unknown[]; invoices?: unknown[] },
  withInvoices = true,
) {
  const isProject = kind === 'project';
  const entity = { __typename: isProject ? 'Project' : 'Application', id: '31', ...found };
  return repeatable({
    request: { query: EntityOrdersQuery, variables: { id: '31', isProject, withInvoices } },
    result: { data: isProject ? { project: entity } : { application: entity } },
  });
}

function renderModal(
  kind: EntityKind,
  mock: ReturnType<typeof entityMock>,
  isPlatform = false,
  more: object[] = [],
) {
  renderWithProviders(
    <EntityDetailModal
      entity={{ kind, id: '31', name: 'Backup Renewal' }}
      isPlatform={isPlatform}
      onClose={jest.fn()}
    />,
    { mocks: [mock, ...more] as never },
  );
}

const headers = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[0]!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('project/application details modal', () => {
  it('lists the purchase orders with the columns of the spec', async () => {
    renderModal('project', entityMock('project', { purchaseOrders: [order], invoices: [] }));
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    expect(headers(table)).toEqual([
      'PO Date',
      'PO Name',
      'PO Owner',
      'Company Contact',
      'Order Amount (EUR)',
      'Current Year',
      'Details',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'March 2, 2026',
      'Backup licences',
      'Bea Buyer',
      'Carl Contact',
      '12.345,60 EUR',
      '10.000,00 EUR',
      'Show',
    ]);
  });

  it("expands an order to its list items, cost type shown as 'type costtype'", async () => {
    renderModal('project', entityMock('project', { purchaseOrders: [order], invoices: [] }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show details of Backup licences' }),
    );
    const items = screen.getByRole('table', { name: 'List items of Backup licences' });
    expect(headers(items)).toEqual([
      'No.',
      'Name',
      'Cost Type',
      'Resource',
      'Person Days',
      'Daily rate',
      'Amount',
      'Current Year',
      'Remaining',
    ]);
    const row = within(items).getAllByRole('row')[2]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2',
      'Storage engineering',
      'Expense Maintenance',
      'Ana Analyst',
      '2,5',
      '800,00 EUR',
      '2.000,00 EUR',
      '1.500,00 EUR',
      '1.200,00 EUR',
    ]);
    expect(within(items).getByText('Capital Infrastructure')).toBeInTheDocument();
  });

  it('shows the invoices of the expanded order with their lines and exact totals', async () => {
    renderModal(
      'project',
      entityMock('project', {
        purchaseOrders: [order, otherOrder],
        invoices: [
          invoice(7, '1', { name: 'March licences', totalAmount: '0.10' }),
          invoice(8, '1', {
            name: 'April licences',
            totalAmount: '0.20',
            lines: [invoiceLine(81, { listItemName: 'Licences', amount: '0.20' })],
          }),
          invoice(9, '2', { name: 'Support invoice', totalAmount: '500.00' }),
        ],
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show details of Backup licences' }),
    );
    const invoices = screen.getByRole('region', { name: 'Invoices of Backup licences' });
    expect(within(invoices).getByText('March licences')).toBeInTheDocument();
    expect(within(invoices).getByText('April licences')).toBeInTheDocument();
    expect(within(invoices).queryByText('Support invoice')).not.toBeInTheDocument();
    // 0.1 + 0.2 as floats is 0.30000000000000004; the total is exact.
    expect(within(invoices).getByText(TEXTS.totalInvoiceAmount).nextSibling).toHaveTextContent(
      '0,30 EUR',
    );
    expect(within(invoices).getByText(TEXTS.remainingPoAmount).nextSibling).toHaveTextContent(
      '12.345,30 EUR',
    );

    await userEvent.click(
      within(invoices).getByRole('button', { name: 'Show lines of April licences' }),
    );
    const lines = within(invoices).getByRole('table', { name: 'Lines of April licences' });
    expect(within(lines).getByText('Licences')).toBeInTheDocument();
    expect(within(lines).getByText('Capital Infrastructure')).toBeInTheDocument();
  });

  it("says 'No invoices found for this application.' for an order without invoices", async () => {
    renderModal(
      'application',
      entityMock('application', { purchaseOrders: [order], invoices: [] }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show details of Backup licences' }),
    );
    expect(screen.getByText(TEXTS.noInvoicesFor('application'))).toBeInTheDocument();
    expect(TEXTS.noInvoicesFor('application')).toBe('No invoices found for this application.');
  });

  it('says there are no purchase orders, by type', async () => {
    renderModal('project', entityMock('project', { purchaseOrders: [], invoices: [] }));
    expect(
      await screen.findByText('No purchase orders found for this project.'),
    ).toBeInTheDocument();
  });

  it("says 'No purchase orders found for this application.' for an application", async () => {
    renderModal('application', entityMock('application', { purchaseOrders: [], invoices: [] }));
    expect(
      await screen.findByText('No purchase orders found for this application.'),
    ).toBeInTheDocument();
  });

  it("shows a platform's orders without invoices", async () => {
    renderModal('project', entityMock('project', { purchaseOrders: [order] }, false), true);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show details of Backup licences' }),
    );
    expect(
      screen.getByRole('table', { name: 'List items of Backup licences' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.totalInvoiceAmount)).not.toBeInTheDocument();
  });

  it("opens the whole order in the order Details modal from the order's name", async () => {
    const whole = {
      ...order,
      status: 'Approved',
      deliveryDate: null,
      companyName: 'Acme',
      supplierName: null,
      sbuName: null,
      orderAmount: '12345.60',
      currency: 'EUR',
      amountNextYear: '2345.60',
      invoicedAmount: '0.30',
      accountingElement: null,
      comments: null,
      listItems: [
        ...order.listItems.map((item) => ({
          ...item,
          amountEur: item.amount,
          productFamilyName: null,
          productName: 'Storage',
          projectName: 'Backup Renewal',
          applicationName: null,
        })),
        {
          ...listItem(102, { position: 3, name: 'Booked elsewhere' }),
          amountEur: '1000.00',
          productFamilyName: null,
          productName: 'Storage',
          projectName: 'Other project',
          applicationName: null,
        },
      ],
      invoices: [],
    };
    renderModal(
      'project',
      entityMock('project', { purchaseOrders: [order], invoices: [] }),
      false,
      [
        {
          request: { query: OrderDetailsQuery, variables: { id: order.id } },
          result: { data: { purchaseOrder: whole } },
        },
      ],
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Backup licences: order details/ }),
    );
    const details = await screen.findByRole('dialog', { name: /^Purchase order / });
    const items = await within(details).findByRole('table', {
      name: 'List items of Backup licences',
    });
    expect(within(items).getByText('Booked elsewhere')).toBeInTheDocument();
    expect(within(details).getByText(TEXTS.remainingPoAmount)).toBeInTheDocument();
  });
});
